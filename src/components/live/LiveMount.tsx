import { type ComponentType, useEffect, useState } from 'react'

export { LIVE_TOP_ID } from './live-top'

/**
 * The live channel on every page: only this is in the first load; the connection, its machine
 * and its texts are imported once the app has taken the page over (never on the server).
 */
export function LiveMount() {
  const [Center, setCenter] = useState<ComponentType | null>(null)
  useEffect(() => {
    if (typeof EventSource === 'undefined') return
    void import('./LiveCenter').then((m) => setCenter(() => m.LiveCenter), () => undefined)
  }, [])
  return Center ? <Center /> : null
}
