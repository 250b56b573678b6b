import type { EventFigures } from '../../kernel/contract/content'
import type { Db } from '../db/types'
import { assertEventExists } from './event'
import type { ParsedRequest } from './params'

/**
 * The home page's figures, counted from the content so that each says what its label says:
 * business sessions that are listed (the festival and withdrawn sessions are not), the people
 * who speak at a listed session of either program, and the active halls of the business program.
 * One query; cached per content version like every content response (router.ts).
 */
export async function figures(db: Db, req: ParsedRequest<unknown>): Promise<EventFigures> {
  const eventId = req.path.event as number
  await assertEventExists(db, eventId, req.lang)
  const [row] = await db.query<EventFigures>(
    `SELECT
       (SELECT count(*)::int FROM meetings m
         WHERE m.event_id = $1 AND NOT m.is_culture AND m.withdrawn_at IS NULL) AS sessions,
       (SELECT count(DISTINCT ms.speaker_id)::int FROM meeting_speakers ms
         JOIN meetings m ON m.id = ms.meeting_id
         WHERE m.event_id = $1 AND m.withdrawn_at IS NULL) AS speakers,
       (SELECT count(*)::int FROM areas a
         WHERE a.event_id = $1 AND a.is_active AND NOT a.is_culture) AS halls`,
    [eventId],
  )
  return row ?? { sessions: 0, speakers: 0, halls: 0 }
}
