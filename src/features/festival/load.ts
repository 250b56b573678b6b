import { EVENT_ID } from '../../../kernel/constants'
import { QDate, QId } from '../../../kernel/contract/common'
import type { ContentApi } from '../../lib/api/content'
import { allMeetings } from '../../lib/all-meetings'
import { forumDays } from '../../lib/forum-days'
import { validParam } from '../../lib/search-param'

/**
 * The festival is ~60 items: one request for all, filtered by interest on the client; a festival
 * over the API's 1,000 comes day by day (allMeetings). Brief: the cards show titles; the
 * description is on the item's own page.
 */
export async function loadFestival(content: ContentApi) {
  const [interests, items] = await Promise.all([
    content.get('interests'),
    allMeetings(content, { event_id: EVENT_ID, is_culture: 1, with: ['area'], brief: 1 }, {
      days: async () => forumDays((await content.get('events'))[0]),
    }),
  ])
  return { interests, items }
}

/** One festival item; undefined when the id is unknown. */
export async function loadFestivalItem(content: ContentApi, rawId: string) {
  const id = validParam(QId, rawId)
  if (id === undefined) return undefined
  const found = await content.get('meetings', {
    query: { event_id: EVENT_ID, meeting_ids: [id], with: ['area', 'interests', 'speakers'] },
  })
  return found.find((m) => m.id === id)
}

/**
 * `?interest=2&day=2026-12-09`: the festival's interest filter and day (undefined, not absent, when
 * invalid: the router merges raw keys).
 */
export function validateFestivalSearch(search: Record<string, unknown>): { interest?: number; day?: string } {
  return { interest: validParam(QId, search.interest), day: validParam(QDate, search.day) }
}
