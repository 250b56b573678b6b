import { EVENT_ID } from '../../../kernel/constants'
import type { ContentApi } from '../../lib/api/content'
import { allMeetings } from '../../lib/all-meetings'
import { forumDays } from '../../lib/forum-days'

/**
 * The contract has no has_broadcast filter, so the whole event's sessions are asked for without
 * relations (halls come from areas), and the schedule is worked out on the client. Brief: the
 * schedule shows titles and times only. A program over the API's 1,000 comes day by day (allMeetings).
 */
export async function loadBroadcasts(content: ContentApi) {
  const eventsCall = content.get('events')
  const areasCall = content.get('areas')
  const [events, areas, meetings] = await Promise.all([
    eventsCall,
    areasCall,
    allMeetings(content, { event_id: EVENT_ID, brief: 1 }, {
      days: async () => forumDays((await eventsCall)[0]),
      areaIds: async () => (await areasCall).map((a) => a.id),
    }),
  ])
  return { days: forumDays(events[0]), areas, meetings }
}
