import { EVENT_ID } from '../../../kernel/constants'
import type { ContentApi } from '../../lib/api/content'

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
  const [events, meetings, industries, speakers, news, figures] = await Promise.all([
    content.get('events'),
    // The business program's first sessions (the server orders by start): the first day's opening.
    // Brief: the highlights show titles only.
    settle(
      content.get('meetings', {
        query: { event_id: EVENT_ID, is_culture: 0, limit: HIGHLIGHTS_LIMIT, with: ['area'], brief: 1 },
      }),
    ),
    settle(content.get('industries')),
    settle(content.get('speakers', { query: { on_main: 1, limit: MAIN_SPEAKERS_LIMIT } })),
    settle(content.get('news', { query: { limit: LATEST_NEWS_LIMIT } })),
    // The figures counted from the content; without them the page still shows the organizer's.
    content.get('figures').catch(() => null),
  ])
  return { event: events[0], meetings, industries, speakers, news, figures }
}

export type HomeData = Awaited<ReturnType<typeof loadHome>>
