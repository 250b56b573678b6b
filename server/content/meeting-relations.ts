import type { Lang } from '../../kernel/constants'
import type { Meeting, MeetingRelation } from '../../kernel/contract/content'
import type { Db } from '../db/types'
import {
  areaColumns,
  industryColumns,
  interestColumns,
  speakerColumns,
  toArea,
  toIndustry,
  toInterest,
  toMeetingSpeaker,
  toNamed,
} from './rows'
import { translationsSql } from './langs-sql'

/** Rows of a relation by meeting: `sql` selects `meeting_id` and the columns `map` reads, for the meetings $1. */
async function byMeeting<T extends { meeting_id: number }, U>(db: Db, sql: string, ids: number[], map: (row: T) => U) {
  const out = new Map<number, U[]>()
  for (const row of await db.query<T>(sql, [ids])) {
    const list = out.get(row.meeting_id) ?? []
    list.push(map(row))
    out.set(row.meeting_id, list)
  }
  return out
}

const unique = (ids: Array<number | null>) => [...new Set(ids.filter((id): id is number => id !== null))]

/**
 * Adds the relations named in `with`, one query per relation whatever the number of meetings.
 * `brief`: speakers come with their names only (MeetingQuery.brief).
 */
export async function attachRelations(db: Db, meetings: Meeting[], wanted: Set<MeetingRelation>, langs: Lang[], brief = false) {
  if (meetings.length === 0 || wanted.size === 0) return meetings
  const ids = meetings.map((m) => m.id)

  if (wanted.has('area')) {
    const rows = await db.query<Parameters<typeof toArea>[0]>(
      `SELECT ${areaColumns(langs)} FROM areas a WHERE a.id = ANY($1::int[])`,
      [unique(meetings.map((m) => m.area_id))],
    )
    const byId = new Map(rows.map((r) => [r.id, toArea(r, langs)]))
    for (const m of meetings) m.area = byId.get(m.area_id)
  }
  if (wanted.has('areaEventType')) {
    const rows = await db.query<Parameters<typeof toNamed>[0]>(
      `SELECT id, ${translationsSql('translations', langs)} AS translations FROM area_event_types WHERE id = ANY($1::int[])`,
      [unique(meetings.map((m) => m.area_event_type_id))],
    )
    const byId = new Map(rows.map((r) => [r.id, toNamed(r, langs)]))
    for (const m of meetings) m.areaEventType = m.area_event_type_id === null ? null : (byId.get(m.area_event_type_id) ?? null)
  }
  if (wanted.has('industries')) {
    const grouped = await byMeeting(
      db,
      `SELECT mi.meeting_id, ${industryColumns(langs)} FROM meeting_industries mi
       JOIN industries i ON i.id = mi.industry_id
       WHERE mi.meeting_id = ANY($1::int[]) ORDER BY i.sort, i.id`,
      ids,
      (r: Parameters<typeof toIndustry>[0] & { meeting_id: number }) => toIndustry(r, langs),
    )
    for (const m of meetings) m.industries = grouped.get(m.id) ?? []
  }
  if (wanted.has('speakers')) {
    // The moderator first, then the speakers in the organizers' order.
    const grouped = await byMeeting(
      db,
      `SELECT ms.meeting_id, ms.role, ${speakerColumns(langs)} FROM meeting_speakers ms
       JOIN speakers s ON s.id = ms.speaker_id
       WHERE ms.meeting_id = ANY($1::int[])
       ORDER BY (ms.role = 'moderator') DESC, ms.position, s.id`,
      ids,
      (r: Parameters<typeof toMeetingSpeaker>[0] & { meeting_id: number }) => toMeetingSpeaker(r, langs, brief),
    )
    for (const m of meetings) m.speakers = grouped.get(m.id) ?? []
  }
  if (wanted.has('interests')) {
    const grouped = await byMeeting(
      db,
      `SELECT mx.meeting_id, ${interestColumns(langs)} FROM meeting_interests mx
       JOIN interests x ON x.id = mx.interest_id
       WHERE mx.meeting_id = ANY($1::int[]) ORDER BY x.sort, x.id`,
      ids,
      (r: Parameters<typeof toInterest>[0] & { meeting_id: number }) => toInterest(r, langs),
    )
    for (const m of meetings) m.interests = grouped.get(m.id) ?? []
  }
  if (wanted.has('media')) {
    const grouped = await byMeeting(
      db,
      'SELECT id, meeting_id, name, url, size, mime FROM media_files WHERE meeting_id = ANY($1::int[]) ORDER BY id',
      ids,
      (r: NonNullable<Meeting['media']>[number]) => r,
    )
    for (const m of meetings) m.media = grouped.get(m.id) ?? []
  }
  return meetings
}
