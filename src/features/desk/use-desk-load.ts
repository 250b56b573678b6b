import { useCallback, useEffect, useState } from 'react'

export type Loaded<T> = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; data: T }

/**
 * Data a desk screen reads: loading until the answer for the current `key` (the filters, the
 * item) has come, failed with a retry, or ready; `replace` puts in what a save answered. The
 * state is set only when an answer comes (never synchronously in the effect): an answer for an
 * older key is ignored.
 */
export function useDeskLoad<T>(load: () => Promise<T>, key: string): { state: Loaded<T>; retry: () => void; replace: (data: T) => void } {
  const [attempt, setAttempt] = useState(0)
  const current = `${key}#${attempt}`
  const [held, setHeld] = useState<{ key: string; state: Loaded<T> } | null>(null)
  useEffect(() => {
    let live = true
    load().then(
      (data) => live && setHeld({ key: current, state: { status: 'ready', data } }),
      () => live && setHeld({ key: current, state: { status: 'failed' } }),
    )
    return () => {
      live = false
    }
    // `load` reads what `key` names: the key decides when to load again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [current])
  const retry = useCallback(() => setAttempt((n) => n + 1), [])
  const replace = useCallback((data: T) => setHeld({ key: current, state: { status: 'ready', data } }), [current])
  return { state: held && held.key === current ? held.state : { status: 'loading' }, retry, replace }
}
