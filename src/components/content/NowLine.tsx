import { Trans, useLingui } from '@lingui/react/macro'
import { useLocation, useRouter } from '@tanstack/react-router'
import { clockTime } from '../../../kernel/venue-time'
import { useSite } from '../../lib/site'
import { useVenue } from '../../lib/venue'
import { forumDayAt, nowMinute } from './now-next'
import { useNow } from './use-now'
import './now-next.css'

/**
 * The grid's "now" line, across the halls at the current minute of the day shown,
 * during the forum's days only. Placed in the grid's canvas below the hall names; drawn after the
 * browser has taken the page over (useNow), never in the server's markup.
 */
export function NowLine({ day, startMinute, endMinute, scale }: { day: string; startMinute: number; endMinute: number; scale: number }) {
  const { t } = useLingui()
  const { event } = useSite()
  const venue = useVenue()
  const now = useNow()
  if (now === null || forumDayAt(event, venue, now) !== day) return null
  const minute = nowMinute(now, venue, day)
  if (minute < startMinute || minute > endMinute) return null
  const time = clockTime(now, venue.timeZone)
  return (
    <div className="pgrid__now" style={{ top: `calc(var(--pgrid-head-h) + ${(minute - startMinute) * scale}px)` }} role="img" aria-label={t`Сейчас ${time}`}>
      <span className="pgrid__now-label" aria-hidden="true">
        {time}
      </span>
    </div>
  )
}

/**
 * Waits for the now line of the day just opened, then brings it to the middle of the grid; on
 * the agenda (a phone), the slot on now to the top.
 */
function revealNow(tries = 60) {
  const shown = (el: HTMLElement) => el.offsetParent !== null
  const line = [...document.querySelectorAll<HTMLElement>('.pgrid__now')].find(shown)
  const slot = [...document.querySelectorAll<HTMLElement>('[data-now-anchor]')].find(shown)
  if (line) line.scrollIntoView({ block: 'center', inline: 'nearest' })
  else if (slot) slot.scrollIntoView({ block: 'start' })
  else if (tries > 0) requestAnimationFrame(() => revealNow(tries - 1))
}

/** "Jump to now": opens the current conference day and scrolls the grid to the current time. */
export function JumpToNow() {
  const { event } = useSite()
  const venue = useVenue()
  const now = useNow()
  const router = useRouter()
  const location = useLocation()
  const today = forumDayAt(event, venue, now)
  if (!today) return null
  const jump = () => {
    const search = { ...(location.search as Record<string, unknown>), day: today }
    void router.navigate({ to: location.pathname, search: search as never }).then(() => revealNow())
  }
  return (
    <p className="jump-to-now no-print">
      <button type="button" className="button button--ghost" onClick={jump}>
        {/* Drawn, not the ⏱ character: no font on a machine without an emoji font has it (an empty box). */}
        <svg aria-hidden="true" width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
          <circle cx="12" cy="13" r="8" />
          <path d="M12 9v4l2.5 2.5M10 2h4M12 2v3" />
        </svg>
        <Trans>Перейти к текущему времени</Trans>
      </button>
    </p>
  )
}
