import type { ContentApi } from '../../lib/api/content'

/** Hits per group on the search screen. */
export const SEARCH_LIMIT = 20

/** Nothing typed: nothing asked. */
export async function loadSearch(content: ContentApi, q: string | undefined) {
  return { results: q ? await content.get('search', { query: { q, limit: SEARCH_LIMIT } }) : null }
}
