import type { Speaker, SpeakerDetail, SpeakersQuery } from '../../kernel/contract/content'
import type { Db } from '../db/types'
import { HttpError } from '../http/errors'
import { ENTITY, t } from '../http/messages'
import { assertEventExists } from './event'
import { meetings } from './meetings'
import type { ParsedRequest } from './params'
import { speakerColumns, toSpeaker } from './rows'

type SpeakerRow = Parameters<typeof toSpeaker>[0]

/** A brief list leaves out the bio: the list screen shows names, position and organization. */
function withoutBio(speaker: Speaker): Speaker {
  const out: Speaker['translations'] = {}
  for (const lang of ['ru', 'en'] as const) {
    const text = speaker.translations[lang]
    if (text) out[lang] = { firstname: text.firstname, lastname: text.lastname, position: text.position, organization: text.organization }
  }
  return { ...speaker, translations: out }
}

/**
 * Ordered by last name in the language of the request (X-Lang), byte order ("C"), so
 * PGlite and PostgreSQL servers with other default collations agree. `industry_ids`: people
 * of listed (not withdrawn) sessions in any of those industries.
 */
export async function speakers(db: Db, req: ParsedRequest<SpeakersQuery>): Promise<Speaker[]> {
  const eventId = req.path.event as number
  await assertEventExists(db, eventId, req.lang)
  const q = req.query
  const rows = await db.query<SpeakerRow>(
    `SELECT ${speakerColumns(req.langs)} FROM speakers s
     WHERE s.event_id = $1
       AND ($2::boolean IS NULL OR s.on_main = $2::boolean)
       AND ($3::int IS NULL OR EXISTS (
         SELECT 1 FROM meeting_speakers ms WHERE ms.speaker_id = s.id AND ms.meeting_id = $3::int))
       AND ($6::int[] IS NULL OR EXISTS (
         SELECT 1 FROM meeting_speakers ms
         JOIN meetings m ON m.id = ms.meeting_id AND m.withdrawn_at IS NULL
         JOIN meeting_industries mi ON mi.meeting_id = ms.meeting_id
         WHERE ms.speaker_id = s.id AND mi.industry_id = ANY($6::int[])))
     ORDER BY coalesce(s.translations -> $4::text ->> 'lastname', s.translations -> 'ru' ->> 'lastname') COLLATE "C",
       coalesce(s.translations -> $4::text ->> 'firstname', s.translations -> 'ru' ->> 'firstname') COLLATE "C",
       s.id
     LIMIT $5`,
    [eventId, q.on_main === undefined ? null : q.on_main === 1, q.meeting_id ?? null, req.lang, q.limit ?? null, q.industry_ids ?? null],
  )
  const list = rows.map((r) => toSpeaker(r, req.langs))
  return q.brief === 1 ? list.map(withoutBio) : list
}

/**
 * One speaker with every listed session (business and festival) they speak at or moderate, in
 * time order, each with its hall and format and the role; withdrawn sessions are left out.
 */
export async function speaker(db: Db, req: ParsedRequest<unknown>): Promise<SpeakerDetail> {
  const eventId = req.path.event as number
  const id = req.path.id as number
  await assertEventExists(db, eventId, req.lang)
  const [row] = await db.query<SpeakerRow>(`SELECT ${speakerColumns(req.langs)} FROM speakers s WHERE s.event_id = $1 AND s.id = $2`, [eventId, id])
  if (!row) throw new HttpError(404, t(req.lang, 'notFound', { what: ENTITY.speaker![req.lang], id }))
  const roles = await db.query<{ meeting_id: number; role: 'speaker' | 'moderator' }>(
    `SELECT ms.meeting_id, ms.role FROM meeting_speakers ms
     JOIN meetings m ON m.id = ms.meeting_id
     WHERE ms.speaker_id = $1 AND m.event_id = $2 AND m.withdrawn_at IS NULL`,
    [id, eventId],
  )
  const roleOf = new Map(roles.map((r) => [r.meeting_id, r.role]))
  const list =
    roles.length === 0
      ? []
      : await meetings(db, {
          ...req,
          query: { event_id: eventId, meeting_ids: [...roleOf.keys()], brief: 1, with: ['area', 'areaEventType'] },
        })
  return {
    ...toSpeaker(row, req.langs),
    sessions: list.map((meeting) => ({ role: roleOf.get(meeting.id)!, meeting })),
  }
}
