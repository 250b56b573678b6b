import { EVENT_ID } from '../../../kernel/constants'
import type { MeetingRelation } from '../../../kernel/contract/content'
import type { ContentApi } from '../../lib/api/content'
import { forumDays, resolveDay } from '../../lib/forum-days'
import { sortAreas } from '../../lib/meetings'

/** A day of the business program: ~70 sessions in the demo, ~250 in a big congress; the API's most (§7). */
const DAY_LIMIT = 1000

/** What every program screen shares, loaded once by the /program layout route and cached by the router. */
export async function loadProgramBase(content: ContentApi) {
  const [events, areas, industries] = await Promise.all([
    content.get('events'),
    content.get('areas'),
    content.get('industries'),
  ])
  const event = events[0]
  return { event, days: forumDays(event), areas: sortAreas(areas), industries }
}
export type ProgramBase = Awaited<ReturnType<typeof loadProgramBase>>

/** Brief: the list and both grids show titles, formats and speakers' names, never the long texts or bios. */
export const fetchDay = (content: ContentApi, day: string, relations: MeetingRelation[]) =>
  content.get('meetings', {
    query: { event_id: EVENT_ID, is_culture: 0, date: day, with: relations, limit: DAY_LIMIT, brief: 1 },
  })

/**
 * One day of the business program. The industry filter is applied on the client: a day is
 * small, and switching industries then needs no request. When the URL names a day, its
 * sessions are asked for at once, alongside the shared data, instead of after it.
 */
export async function loadDay(
  content: ContentApi,
  requested: string | undefined,
  base: Promise<ProgramBase | undefined>,
  relations: MeetingRelation[],
) {
  const early = requested ? fetchDay(content, requested, relations) : undefined
  early?.catch(() => undefined) // awaited below, or dropped when the day is not a forum day
  const shared = await base
  if (!shared) throw new Error('program base data missing')
  const { event } = shared
  const day = resolveDay(requested, shared.days, { timeZone: event?.timezone ?? 'UTC', dayChange: event?.day_change })
  if (!day) return { ...shared, day: undefined, meetings: [] }
  const meetings = await (early && day === requested ? early : fetchDay(content, day, relations))
  return { ...shared, day, meetings }
}
