/** The calendar's reads and writes: the personal feed's key, and which event a session belongs to. */
import type { Db } from '../db/types'

export interface FeedRow {
  key: string
  created_at: Date
}

/** The person's feed key, made with `newKey` on the first ask. */
export async function ensureFeed(db: Db, userId: number, newKey: string): Promise<FeedRow> {
  await db.query('INSERT INTO calendar_feeds (user_id, key) VALUES ($1, $2) ON CONFLICT (user_id) DO NOTHING', [userId, newKey])
  const [row] = await db.query<FeedRow>('SELECT key, created_at FROM calendar_feeds WHERE user_id = $1', [userId])
  return row!
}

/** Replaces the person's feed key (or makes the first). */
export async function replaceFeedKey(db: Db, userId: number, newKey: string): Promise<FeedRow> {
  const [row] = await db.query<FeedRow>(
    `INSERT INTO calendar_feeds (user_id, key) VALUES ($1, $2)
     ON CONFLICT (user_id) DO UPDATE SET key = EXCLUDED.key, created_at = now()
     RETURNING key, created_at`,
    [userId, newKey],
  )
  return row!
}

/** Whose feed a key opens, or null. */
export async function findFeedOwner(db: Db, key: string): Promise<number | null> {
  const [row] = await db.query<{ user_id: number }>('SELECT user_id FROM calendar_feeds WHERE key = $1', [key])
  return row?.user_id ?? null
}

/** The event a session belongs to, or null for no such session. */
export async function findMeetingEvent(db: Db, meetingId: number): Promise<number | null> {
  const [row] = await db.query<{ event_id: number }>('SELECT event_id FROM meetings WHERE id = $1', [meetingId])
  return row?.event_id ?? null
}
