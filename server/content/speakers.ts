import type { Speaker, SpeakersQuery } from '../../kernel/contract/content'
import type { Db } from '../db/types'
import { assertEventExists } from './event'
import type { ParsedRequest } from './params'
import { speakerColumns, toSpeaker } from './rows'

/**
 * Ordered by last name in the language of the request (X-Lang), byte order ("C"), so
 * PGlite and PostgreSQL servers with other default collations agree.
 */
export async function speakers(db: Db, req: ParsedRequest<SpeakersQuery>): Promise<Speaker[]> {
  const eventId = req.path.event as number
  await assertEventExists(db, eventId, req.lang)
  const q = req.query
  const rows = await db.query<Parameters<typeof toSpeaker>[0]>(
    `SELECT ${speakerColumns(req.langs)} FROM speakers s
     WHERE s.event_id = $1
       AND ($2::boolean IS NULL OR s.on_main = $2::boolean)
       AND ($3::int IS NULL OR EXISTS (
         SELECT 1 FROM meeting_speakers ms WHERE ms.speaker_id = s.id AND ms.meeting_id = $3::int))
     ORDER BY coalesce(s.translations -> $4::text ->> 'lastname', s.translations -> 'ru' ->> 'lastname') COLLATE "C",
       coalesce(s.translations -> $4::text ->> 'firstname', s.translations -> 'ru' ->> 'firstname') COLLATE "C",
       s.id
     LIMIT $5`,
    [eventId, q.on_main === undefined ? null : q.on_main === 1, q.meeting_id ?? null, req.lang, q.limit ?? null],
  )
  return rows.map((r) => toSpeaker(r, req.langs))
}
