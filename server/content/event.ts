import type { Db } from '../db/types'
import { HttpError } from '../http/errors'
import { ENTITY, t } from '../http/messages'
import type { Lang } from '../../kernel/constants'

/** The event's time zone and day change (§16, HH:MM); 404 for an event that does not exist. */
export async function eventClock(db: Db, eventId: number, lang: Lang): Promise<{ timezone: string; day_change: string }> {
  const [row] = await db.query<{ timezone: string; day_change: string }>('SELECT timezone, day_change FROM events WHERE id = $1', [eventId])
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
