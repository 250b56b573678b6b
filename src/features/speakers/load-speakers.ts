import { notFound } from '@tanstack/react-router'
import { QId } from '../../../kernel/contract/common'
import type { ContentApi } from '../../lib/api/content'
import { ApiError } from '../../lib/api/errors'
import { validParam } from '../../lib/search-param'

/** Every speaker of an edition in one answer (a few hundred, brief: no bio). */
const SPEAKERS_LIMIT = 1000

export async function loadSpeakers(content: ContentApi, industry: number | undefined) {
  const [speakers, industries] = await Promise.all([
    content.get('speakers', { query: { brief: 1, limit: SPEAKERS_LIMIT, ...(industry ? { industry_ids: [industry] } : {}) } }),
    content.get('industries'),
  ])
  return { speakers, industries }
}

/** One speaker with their sessions; a bad or unknown id is the not-found screen. */
export async function loadSpeaker(content: ContentApi, rawId: string) {
  const id = validParam(QId, rawId)
  if (id === undefined || !/^\d+$/.test(rawId)) throw notFound()
  try {
    return await content.get('speaker', { params: { id } })
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) throw notFound()
    throw error
  }
}
