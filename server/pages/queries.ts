/** The product pages' reads: the health check's ping, the sitemap's ids, a stream page's hall. */
import type { Translations } from '../../kernel/contract/common'
import type { Db } from '../db/types'

/** The cheapest statement the database must answer (the readiness check). */
export async function pingDatabase(db: Db): Promise<void> {
  await db.query('SELECT 1')
}

export interface SitemapIds {
  halls: Array<{ id: number }>
  sessions: Array<{ id: number; is_culture: boolean }>
  news: Array<{ id: number }>
  speakers: Array<{ id: number }>
}

/** The event's active business halls, listed sessions, published news and the people who speak at a listed session. */
export async function listSitemapIds(db: Db, eventId: number): Promise<SitemapIds> {
  const [halls, sessions, news, speakers] = await Promise.all([
    db.query<{ id: number }>('SELECT id FROM areas WHERE event_id = $1 AND is_active AND NOT is_culture ORDER BY sort, id', [eventId]),
    db.query<{ id: number; is_culture: boolean }>('SELECT id, is_culture FROM meetings WHERE event_id = $1 AND withdrawn_at IS NULL ORDER BY start_at, id', [eventId]),
    db.query<{ id: number }>('SELECT id FROM news WHERE event_id = $1 AND is_published ORDER BY published_at DESC, id', [eventId]),
    db.query<{ id: number }>(
      `SELECT DISTINCT s.id FROM speakers s JOIN meeting_speakers ms ON ms.speaker_id = s.id JOIN meetings m ON m.id = ms.meeting_id
       WHERE m.event_id = $1 AND m.withdrawn_at IS NULL ORDER BY s.id`,
      [eventId],
    ),
  ])
  return { halls, sessions, news, speakers }
}

export interface StreamHall {
  id: number
  event_id: number
  translations: Translations<{ name: string }>
}

/** The hall a stream page belongs to (by its own address). */
export async function hallOfStream(db: Db, path: string): Promise<StreamHall | undefined> {
  const [hall] = await db.query<StreamHall>(
    `SELECT a.id, a.event_id, a.translations FROM areas a WHERE a.broadcast_url = $1 LIMIT 1`,
    [path],
  )
  return hall
}

/** A hall's sessions in time order, with their texts. */
export function listHallSessions(db: Db, hallId: number): Promise<Array<{ start_at: Date | string; end_at: Date | string; translations: Translations<{ title: string }> }>> {
  return db.query('SELECT start_at, end_at, translations FROM meetings WHERE area_id = $1 ORDER BY start_at', [hallId])
}

/** What is waiting in the queues every process shares: mail to send or given up, push and change-mail batches. */
export async function queueSizes(db: Db): Promise<Record<string, number>> {
  const [row] = await db.query<Record<string, number>>(
    `SELECT (SELECT count(*)::int FROM mail_outbox WHERE status = 'pending') AS mail_pending,
            (SELECT count(*)::int FROM mail_outbox WHERE status = 'failed') AS mail_failed,
            (SELECT count(*)::int FROM live_push_queue) AS push_batches,
            (SELECT count(*)::int FROM live_mail_queue) AS change_mail_batches`,
  )
  return row ?? {}
}
