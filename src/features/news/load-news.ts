import { notFound } from '@tanstack/react-router'
import type { ContentApi } from '../../lib/api/content'
import { ApiError } from '../../lib/api/errors'

/**
 * The list has no paging in the API, so one generous page: an edition publishes a few dozen
 * news items. The cap only guards against a runaway response.
 */
export const NEWS_LIST_LIMIT = 200

export async function loadNewsList(content: ContentApi, industry: number | undefined) {
  const [news, industries] = await Promise.all([
    content.get('news', { query: { limit: NEWS_LIST_LIMIT, ...(industry ? { industry_ids: [industry] } : {}) } }),
    content.get('industries'),
  ])
  return { news, industries }
}

/** One published item; anything else (bad id, unknown, unpublished) is the not-found screen. */
export async function loadNewsItem(content: ContentApi, rawId: string) {
  const id = Number(rawId)
  if (!/^\d+$/.test(rawId) || !Number.isSafeInteger(id) || id < 1) throw notFound()
  try {
    const [item, industries] = await Promise.all([
      content.get('newsItem', { params: { id } }),
      content.get('industries'),
    ])
    if (!item.is_published) throw notFound()
    return { item, industries }
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) throw notFound()
    throw error
  }
}
