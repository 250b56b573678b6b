import { EVENT_ID } from '../../../kernel/constants'
import { QId } from '../../../kernel/contract/common'
import type { ContentApi } from '../../lib/api/content'
import { allMeetings } from '../../lib/all-meetings'
import { validParam } from '../../lib/search-param'
import type { ProgramBase } from './load'

/** A hall of the venue with all its sessions; undefined when there is no such (active) hall. */
export async function loadHall(content: ContentApi, rawId: string, base: Promise<ProgramBase | undefined>) {
  const id = validParam(QId, rawId)
  if (id === undefined) return undefined
  // Both at once: the hall's sessions are wasted only when the address is wrong. Brief: the page
  // lists session titles; the description it shows is the hall's own. A hall over the API's
  // 1,000 comes day by day (allMeetings).
  const [shared, meetings] = await Promise.all([
    base,
    allMeetings(content, { event_id: EVENT_ID, area_id: id, with: ['areaEventType'], brief: 1 }, {
      days: async () => (await base)?.days ?? [],
    }),
  ])
  const area = shared?.areas.find((a) => a.id === id)
  if (!shared || !area) return undefined
  return { area, meetings }
}
