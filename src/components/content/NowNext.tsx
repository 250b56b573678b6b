import { Trans, useLingui } from '@lingui/react/macro'
import { getRouteApi } from '@tanstack/react-router'
import { useEffect, useMemo, useState } from 'react'
import { EVENT_ID } from '../../../kernel/constants'
import { clockTime } from '../../../kernel/venue-time'
import type { Meeting } from '../../../kernel/contract/content'
import { useLang } from '../../i18n/use-lang'
import { useSite } from '../../lib/site'
import { pick } from '../../lib/translate'
import { useVenue } from '../../lib/venue'
import { MeetingLink } from './MeetingLink'
import { forumDayAt, nowAndNext } from './now-next'
import { useNow } from './use-now'
import './now-next.css'

const root = getRouteApi('__root__')

/**
 * What is on now and next in each hall (or in one, `areaId`), during the forum's
 * days only (venue time). Drawn by the browser after it has taken the page over (useNow is null
 * before), so the server's markup never depends on the clock; the day's sessions are asked for
 * then, once per conference day.
 */
export function NowNext({ areaId }: { areaId?: number }) {
  const { t } = useLingui()
  const lang = useLang()
  const { content } = root.useRouteContext()
  const { event } = useSite()
  const venue = useVenue()
  const now = useNow()
  const day = forumDayAt(event, venue, now)
  const [loaded, setLoaded] = useState<{ day: string; meetings: Meeting[] } | null>(null)

  useEffect(() => {
    if (!day) return
    const controller = new AbortController()
    const query = { event_id: EVENT_ID, date: day, with: ['area' as const], brief: 1 as const, limit: 1000, ...(areaId ? { area_id: areaId } : {}) }
    content.get('meetings', { query, signal: controller.signal }).then(
      (meetings) => setLoaded({ day, meetings }),
      () => undefined, // a block that adds to the page: without it the page is still whole
    )
    return () => controller.abort()
  }, [content, day, areaId])

  const halls = useMemo(() => {
    if (!loaded || loaded.day !== day || now === null) return null
    const order = [...new Map(loaded.meetings.map((m) => [m.area_id, m.area?.sort ?? 0])).entries()].sort((a, b) => a[1] - b[1] || a[0] - b[0]).map(([id]) => id)
    return nowAndNext(loaded.meetings, order, now)
  }, [loaded, day, now])

  if (!day || !halls) return null
  const title = (m: Meeting) => pick(m.translations, lang)?.title ?? ''
  const when = (m: Meeting) => `${clockTime(m.start_at, venue.timeZone)}–${clockTime(m.end_at, venue.timeZone)}`
  return (
    <section className="now-next no-print" aria-labelledby="now-next-heading">
      <h2 id="now-next-heading">
        {areaId ? <Trans>Сейчас в зале</Trans> : <Trans>Сейчас на форуме</Trans>}{' '}
        <span className="now-next__clock">{clockTime(now!, venue.timeZone)}</span>
      </h2>
      {halls.length === 0 ? (
        <p className="muted">
          <Trans>На сегодня программа закончилась.</Trans>
        </p>
      ) : (
        <ul className="now-next__halls">
          {halls.map((h) => {
            const area = (h.now ?? h.next)?.area
            return (
              <li key={h.areaId} className="now-next__hall card">
                {areaId ? null : <h3 className="now-next__name">{area ? pick(area.translations, lang)?.name : `#${h.areaId}`}</h3>}
                <p className="now-next__line">
                  <span className="now-next__label">{t`Сейчас`}</span>{' '}
                  {h.now ? (
                    <>
                      <span className="now-next__time">{when(h.now)}</span> <MeetingLink meeting={h.now}>{title(h.now)}</MeetingLink>
                    </>
                  ) : (
                    <span className="muted">
                      <Trans>перерыв</Trans>
                    </span>
                  )}
                </p>
                {h.next ? (
                  <p className="now-next__line">
                    <span className="now-next__label">{t`Далее`}</span> <span className="now-next__time">{when(h.next)}</span>{' '}
                    <MeetingLink meeting={h.next}>{title(h.next)}</MeetingLink>
                  </p>
                ) : null}
              </li>
            )
          })}
        </ul>
      )}
    </section>
  )
}
