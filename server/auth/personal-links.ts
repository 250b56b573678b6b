import { randomBytes } from 'node:crypto'
import type { Db } from '../db/types'

const newKey = () => randomBytes(32).toString('base64url')

/**
 * The links that open something of a person's without a login: the calendar feed
 * (/media/calendar/feed/{key}.ics) and the reminders' one-click unsubscribe (/reminders/off/{key}).
 * A password reset or change gives both new keys, so copies of the old links stop working; the
 * cabinet shows the new feed address, the next reminder mail the new unsubscribe link.
 */
export async function renewPersonalLinks(db: Db, userId: number): Promise<void> {
  await db.query('UPDATE calendar_feeds SET key = $2, created_at = now() WHERE user_id = $1', [userId, newKey()])
  await db.query('UPDATE reminder_settings SET unsubscribe_key = $2 WHERE user_id = $1', [userId, newKey()])
}
