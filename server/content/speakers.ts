import type { Speaker, SpeakerDetail, SpeakersQuery } from '../../kernel/contract/content'
import type { Db } from '../db/types'
import { HttpError } from '../http/errors'
import { ENTITY, t } from '../http/messages'
import { assertEventExists } from './event'
import { meetings } from './meetings'
import type { ParsedRequest } from './params'
import { findSpeaker, listSpeakerRoles, listSpeakers } from './queries'
import { toSpeaker } from './rows'

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
  const rows = await listSpeakers(db, req.langs, {
    eventId,
    onMain: q.on_main === undefined ? null : q.on_main === 1,
    meetingId: q.meeting_id ?? null,
    industryIds: q.industry_ids ?? null,
    limit: q.limit ?? null,
    orderLang: req.lang,
  })
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
  const row = await findSpeaker(db, eventId, id, req.langs)
  if (!row) throw new HttpError(404, t(req.lang, 'notFound', { what: ENTITY.speaker![req.lang], id }))
  const roles = await listSpeakerRoles(db, id, eventId)
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
