import { EVENT_ID } from '../../kernel/constants'
import type { Meeting, MeetingQuery } from '../../kernel/contract/content'
import type { Db } from '../db/types'
import { conferenceDay } from '../../kernel/venue-time'
import { isoInZone } from '../time'
import { eventClock } from './event'
import { attachRelations } from './meeting-relations'
import type { ParsedRequest } from './params'
import { meetingTexts } from './rows'
import { listMeetings } from './queries'

/**
 * One query for the meetings (industry and interest ids as correlated arrays), then one per
 * requested relation: a day of the grid with every relation is at most seven queries.
 * `brief=1` (list screens): titles only, speakers with their names only.
 */
export async function meetings(db: Db, req: ParsedRequest<MeetingQuery>): Promise<Meeting[]> {
  const q = req.query
  const eventId = q.event_id ?? EVENT_ID
  const { timezone, day_change: dayChange } = await eventClock(db, eventId, req.lang)
  const rows = await listMeetings(db, req.langs, {
    eventId,
    date: q.date ?? null,
    areaId: q.area_id ?? null,
    isCulture: q.is_culture === undefined ? null : q.is_culture === 1,
    meetingIds: q.meeting_ids ?? null,
    industryIds: q.industry_ids ?? null,
    interestIds: q.interest_ids ?? null,
    limit: q.limit ?? null,
    dayChange,
    timezone,
  })
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
