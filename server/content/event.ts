import type { Db } from '../db/types'
import { HttpError } from '../http/errors'
import { ENTITY, t } from '../http/messages'
import type { Lang } from '../../kernel/constants'
import { contentCacheOf } from './cache'
import { type EventClockRow, readEventClock } from './queries'

/**
 * The event's time zone and day change (§16, HH:MM), or undefined for an event that does not
 * exist. The one place they are read: every part of the server that turns instants into venue
 * time asks here, and a server keeps them with its content cache until the content version moves.
 */
export function findEventClock(db: Db, eventId: number): Promise<EventClockRow | undefined> {
  const cache = contentCacheOf(db)
  return cache ? cache.fact(`clock ${eventId}`, () => readEventClock(db, eventId)) : readEventClock(db, eventId)
}

/** The event's time zone and day change (§16, HH:MM); 404 for an event that does not exist. */
export async function eventClock(db: Db, eventId: number, lang: Lang): Promise<{ timezone: string; day_change: string }> {
  const row = await findEventClock(db, eventId)
  if (!row) throw new HttpError(404, t(lang, 'notFound', { what: ENTITY.event![lang], id: eventId }))
  return row
}

/** The event's time zone; 404 for an event that does not exist. */
export async function eventTimezone(db: Db, eventId: number, lang: Lang): Promise<string> {
  return (await eventClock(db, eventId, lang)).timezone
}

/** Event-scoped lists answer 404 for an event that does not exist, instead of an empty list. */
export async function assertEventExists(db: Db, eventId: number, lang: Lang): Promise<void> {
  await eventTimezone(db, eventId, lang)
}
