import type { Meeting } from '../../kernel/contract/content'
import type { ContentApi, ContentQuery } from './api/content'

/** The most meetings one call returns (the contract's `limit`, §7): the API has no offset. */
export const MEETINGS_PAGE = 1000

type Query = Omit<ContentQuery<'meetings'>, 'limit' | 'date'>

/**
 * Every meeting that `query` matches, however many there are (a real program has
 * more than 1,000 sessions). One call first: a program under the limit needs no more. An answer
 * that fills the limit may have been cut, so the same query is asked again per conference day
 * (the `date` filter is the conference day, §16), and a day that fills it again per hall of
 * that day. The parts are merged by id in the order they came (day by day).
 * Why not an `offset`: §7's meeting call has none, and the site must work against that API.
 */
export async function allMeetings(
  content: ContentApi,
  query: Query,
  split: { days: () => readonly string[] | Promise<readonly string[]>; areaIds?: () => readonly number[] | Promise<readonly number[]> },
): Promise<Meeting[]> {
  const first = await content.get('meetings', { query: { ...query, limit: MEETINGS_PAGE } })
  if (first.length < MEETINGS_PAGE) return first
  const days = await split.days()
  const byDay = await Promise.all(
    days.map(async (date) => {
      const part = await content.get('meetings', { query: { ...query, date, limit: MEETINGS_PAGE } })
      if (part.length < MEETINGS_PAGE || !split.areaIds || query.area_id !== undefined) return part
      const halls = await split.areaIds()
      const byHall = await Promise.all(
        halls.map((area_id) => content.get('meetings', { query: { ...query, date, area_id, limit: MEETINGS_PAGE } })),
      )
      return byHall.flat()
    }),
  )
  return mergeById([...byDay.flat(), ...first])
}

/** The first of each id, in order: a session the whole-program answer held and a day's answer too is kept once. */
export function mergeById(meetings: readonly Meeting[]): Meeting[] {
  const seen = new Set<number>()
  const out: Meeting[] = []
  for (const m of meetings) {
    if (seen.has(m.id)) continue
    seen.add(m.id)
    out.push(m)
  }
  return out
}
