import { EVENT_ID } from '../../../kernel/constants'
import type { ContentApi } from '../../lib/api/content'
import type { Meeting } from '../../../kernel/contract/content'
import { forumDays } from '../../lib/forum-days'

/** How much of each list the home page shows: it teases, the section pages list everything. */
export const HIGHLIGHTS_LIMIT = 6
export const MAIN_SPEAKERS_LIMIT = 8
export const LATEST_NEWS_LIMIT = 4

/** A secondary block of the page: its failure is shown in place, the rest of the page still works. */
export type Block<T> = { ok: true; data: T } | { ok: false; error: unknown }

const settle = <T>(promise: Promise<T>): Promise<Block<T>> =>
  promise.then(
    (data) => ({ ok: true as const, data }),
    (error: unknown) => ({ ok: false as const, error }),
  )

/**
 * Everything the home page shows, in parallel. Only the event is essential: without it there is
 * no hero, so its failure fails the page (router error screen with retry).
 */
export async function loadHome(content: ContentApi) {
  const eventsCall = content.get('events')
  const [events, meetings, industries, speakers, news, figures] = await Promise.all([
    eventsCall,
    settle(eventsCall.then((list) => highlights(content, forumDays(list[0])))),
    settle(content.get('industries')),
    settle(content.get('speakers', { query: { on_main: 1, limit: MAIN_SPEAKERS_LIMIT } })),
    settle(content.get('news', { query: { limit: LATEST_NEWS_LIMIT } })),
    // The figures counted from the content; without them the page still shows the organizer's.
    content.get('figures').catch(() => null),
  ])
  return { event: events[0], meetings, industries, speakers, news, figures }
}

/**
 * Sessions across the forum's days, not just the first morning: each day's opening sessions
 * (brief: the highlights show titles only), taken in turns, day by day, HIGHLIGHTS_LIMIT in all.
 */
async function highlights(content: ContentApi, days: string[]): Promise<Meeting[]> {
  const perDay = Math.max(1, Math.ceil(HIGHLIGHTS_LIMIT / Math.max(1, days.length)))
  const lists = await Promise.all(
    (days.length > 0 ? days : [undefined]).map((date) =>
      content.get('meetings', {
        query: { event_id: EVENT_ID, is_culture: 0, limit: days.length > 0 ? perDay + 1 : HIGHLIGHTS_LIMIT, with: ['area'], brief: 1, ...(date ? { date } : {}) },
      }),
    ),
  )
  const picked = new Map<number, Meeting>()
  for (let turn = 0; picked.size < HIGHLIGHTS_LIMIT && lists.some((l) => l.length > turn); turn++) {
    for (const list of lists) {
      const meeting = list[turn]
      if (meeting && picked.size < HIGHLIGHTS_LIMIT && !picked.has(meeting.id)) picked.set(meeting.id, meeting)
    }
  }
  return [...picked.values()]
}

export type HomeData = Awaited<ReturnType<typeof loadHome>>
