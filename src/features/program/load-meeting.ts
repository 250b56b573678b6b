import { EVENT_ID } from '../../../kernel/constants'
import { QId } from '../../../kernel/contract/common'
import type { ContentApi } from '../../lib/api/content'
import { validParam } from '../../lib/search-param'

/** One session with everything its page shows (§2 session details); undefined when unknown. */
export async function loadMeeting(content: ContentApi, rawId: string) {
  const id = validParam(QId, rawId)
  if (id === undefined) return undefined
  const found = await content.get('meetings', {
    query: { event_id: EVENT_ID, meeting_ids: [id], with: ['area', 'areaEventType', 'industries', 'speakers'] },
  })
  return found.find((m) => m.id === id)
}
