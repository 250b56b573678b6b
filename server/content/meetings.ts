import { EVENT_ID } from '../../kernel/constants'
import type { Meeting, MeetingQuery } from '../../kernel/contract/content'
import type { Db } from '../db/types'
import { conferenceDay } from '../../kernel/venue-time'
import { isoInZone } from '../time'
import { eventClock } from './event'
import { attachRelations } from './meeting-relations'
import type { ParsedRequest } from './params'
import { meetingTexts } from './rows'
import { translationsSql } from './langs-sql'

type MeetingRow = Omit<Meeting, 'start_at' | 'end_at' | 'withdrawn'> & { start_at: Date; end_at: Date; withdrawn: boolean }

/**
 * One query for the meetings (industry and interest ids as correlated arrays), then one per
 * requested relation: a day of the grid with every relation is at most seven queries.
 * `brief=1` (list screens): titles only, speakers with their names only.
 */
export async function meetings(db: Db, req: ParsedRequest<MeetingQuery>): Promise<Meeting[]> {
  const q = req.query
  const eventId = q.event_id ?? EVENT_ID
  const { timezone, day_change: dayChange } = await eventClock(db, eventId, req.lang)
  const rows = await db.query<MeetingRow>(
    `SELECT m.id, m.event_id, m.date::text AS date, m.start_at, m.end_at, m.is_culture, m.area_id,
       m.area_event_type_id, (m.broadcast_url IS NOT NULL) AS has_broadcast, m.age_limit, m.lang,
       ${translationsSql('m.translations', req.langs)} AS translations,
       (m.withdrawn_at IS NOT NULL) AS withdrawn,
       array(SELECT mi.industry_id FROM meeting_industries mi WHERE mi.meeting_id = m.id ORDER BY mi.industry_id) AS industry_ids,
       array(SELECT mx.interest_id FROM meeting_interests mx WHERE mx.meeting_id = m.id ORDER BY mx.interest_id) AS interest_ids
     FROM meetings m
     JOIN areas a ON a.id = m.area_id
     WHERE m.event_id = $1
       -- §16: a date is a conference day, from its day change to the next day's (venue time).
       AND ($2::date IS NULL OR (m.start_at >= ($2::date + $9::time) AT TIME ZONE $10::text
         AND m.start_at < ($2::date + 1 + $9::time) AT TIME ZONE $10::text))
       AND ($3::int IS NULL OR m.area_id = $3::int)
       AND ($4::boolean IS NULL OR m.is_culture = $4::boolean)
       AND ($5::int[] IS NULL OR m.id = ANY($5::int[]))
       -- A withdrawn session (gone from a re-imported schedule) is not listed; asked for by id it is, flagged.
       AND (m.withdrawn_at IS NULL OR $5::int[] IS NOT NULL)
       AND ($6::int[] IS NULL OR EXISTS (
         SELECT 1 FROM meeting_industries mi WHERE mi.meeting_id = m.id AND mi.industry_id = ANY($6::int[])))
       AND ($7::int[] IS NULL OR EXISTS (
         SELECT 1 FROM meeting_interests mx WHERE mx.meeting_id = m.id AND mx.interest_id = ANY($7::int[])))
     ORDER BY m.start_at, a.sort, m.id
     LIMIT $8`,
    [
      eventId,
      q.date ?? null,
      q.area_id ?? null,
      q.is_culture === undefined ? null : q.is_culture === 1,
      q.meeting_ids ?? null,
      q.industry_ids ?? null,
      q.interest_ids ?? null,
      q.limit ?? null,
      dayChange,
      timezone,
    ],
  )
  const brief = q.brief === 1
  const list: Meeting[] = rows.map(({ withdrawn, ...r }) => ({
    ...r,
    ...(withdrawn ? { withdrawn } : {}),
    // §16: a meeting's date is its conference day: a session before the day change is the evening before's.
    date: conferenceDay(r.start_at, timezone, dayChange),
    start_at: isoInZone(r.start_at, timezone),
    end_at: isoInZone(r.end_at, timezone),
    translations: meetingTexts(r.translations, req.langs, brief),
  }))
  return attachRelations(db, list, new Set(q.with ?? []), req.langs, brief)
}
