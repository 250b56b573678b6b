import { useLingui } from '@lingui/react/macro'
import { useCallback, useSyncExternalStore } from 'react'
import { type HallFillLevel, hallFillLevel } from '../../../kernel/hall-fill'
import { useApi, useHydrated } from '../../session/use-session'
import { hallFillNow, hallFillOf, hallFillVersion, subscribeHallFill } from '../../session/live/hall-fill-store'
import './hall-fill.css'

const serverVersion = () => -1

/** A hall's fill level on the browser's clock; null before the page is ready or for a hall never counted. */
export function useHallFill(areaId: number | null | undefined): HallFillLevel | null {
  const hydrated = useHydrated()
  const { live } = useApi()
  const subscribe = useCallback((changed: () => void) => subscribeHallFill(changed, live.hallFill), [live])
  // Subscribed only once the page is the app's: the server's markup has no level (it changes by the minute).
  const v = useSyncExternalStore(hydrated ? subscribe : noSubscribe, hallFillVersion, serverVersion)
  if (!hydrated || v < 0 || !areaId) return null
  const fill = hallFillOf(areaId)
  if (!fill || fill.counted_at === null) return null
  return hallFillLevel(fill.present, fill.capacity, fill.counted_at, hallFillNow())
}
const noSubscribe = () => () => {}

/** "Free", "Filling", "Full" or "No recent count" next to a hall's name. */
export function HallFillBadge({ areaId }: { areaId: number | null | undefined }) {
  const { t } = useLingui()
  const level = useHallFill(areaId)
  if (!level) return null
  const label = { free: t`Есть места`, filling: t`Зал заполняется`, full: t`Зал заполнен`, unknown: t`Заполненность неизвестна` }[level]
  return (
    <span className={`hall-fill hall-fill--${level}`} data-fill={level}>
      {label}
    </span>
  )
}
