import { EVENT_ID } from '../../../kernel/constants'
import type { ContentApi } from '../../lib/api/content'
import { forumDays } from '../../lib/forum-days'

/**
 * The contract has no has_broadcast filter, so the whole event's sessions come in one call
 * without relations (halls come from areas), and the schedule is worked out on the client.
 * Brief: the schedule shows titles and times only, and this call lists every session.
 */
export async function loadBroadcasts(content: ContentApi) {
  const [events, areas, meetings] = await Promise.all([
    content.get('events'),
    content.get('areas'),
    content.get('meetings', { query: { event_id: EVENT_ID, limit: 1000, brief: 1 } }),
  ])
  return { days: forumDays(events[0]), areas, meetings }
}
