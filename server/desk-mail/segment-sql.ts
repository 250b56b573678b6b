/**
 * A message's segment as a WHERE clause over the people list's rows (desk-people/filter-sql.ts),
 * so "the current filter of the list" and the named segments mean the same people as the list.
 */
import type { Segment } from '../../kernel/contract/desk-messages'
import { type Where, peopleWhere } from '../desk-people/filter-sql'

/** Picked or signed up for a session matching `meetings` (SQL over `m`), or speaking at one. */
const sessionPeople = (meetings: string) => `(
  EXISTS (SELECT 1 FROM user_favorites f JOIN meetings m ON m.id = f.meeting_id WHERE f.user_id = v.user_id AND ${meetings})
  OR EXISTS (SELECT 1 FROM user_participations s JOIN meetings m ON m.id = s.meeting_id WHERE s.user_id = v.user_id AND ${meetings})
  OR EXISTS (SELECT 1 FROM meeting_speakers ms JOIN meetings m ON m.id = ms.meeting_id WHERE ms.speaker_id = u.speaker_id AND ${meetings}))`

export function segmentWhere(segment: Segment, today: string): Where {
  switch (segment.kind) {
    case 'everyone':
      return peopleWhere({}, today)
    case 'day':
      return peopleWhere({ day: segment.day }, today)
    case 'filter':
      return peopleWhere(segment.filter, today)
    case 'speakers': {
      const w = peopleWhere({}, today)
      return { sql: `${w.sql} AND (v.member_role = 'speaker' OR u.speaker_id IS NOT NULL)`, params: w.params }
    }
    case 'meeting': {
      const w = peopleWhere({}, today)
      const id = `$${w.params.push(segment.meeting_id)}`
      return { sql: `${w.sql} AND ${sessionPeople(`m.id = ${id}`)}`, params: w.params }
    }
    case 'hall': {
      // A hall's people on a day are also registered for that day.
      const w = peopleWhere(segment.day ? { day: segment.day } : {}, today)
      const area = `$${w.params.push(segment.area_id)}`
      const day = segment.day ? ` AND m.date = $${w.params.push(segment.day)}::date` : ''
      return { sql: `${w.sql} AND ${sessionPeople(`m.area_id = ${area}${day}`)}`, params: w.params }
    }
  }
}
