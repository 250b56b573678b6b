import { object, optional } from 'superstruct'
import { QId } from '../../../kernel/contract/common'
import type { ContentApi } from '../../lib/api/content'

/** Versions shown on one page of the change log. */
export const CHANGES_PAGE = 10

/** `?before=N`: the page of versions older than N (the link at the bottom of the change log). */
const ChangesSearch = object({ before: optional(QId) })

export function validateChangesSearch(raw: Record<string, unknown>): { before?: number } {
  const before = raw.before
  if (before === undefined) return {}
  const [error, value] = ChangesSearch.validate({ before }, { coerce: true })
  return error ? {} : value
}

/**
 * The newest versions of the program first (kernel/contract/changes.ts) and, on the first page,
 * the organizers' announcements of the day above them. The announcements are an extra: when they
 * cannot be read the change log still shows.
 */
export async function loadChanges(content: ContentApi, before: number | undefined) {
  const [changes, announcements] = await Promise.all([
    content.get('changes', { query: { newest_first: 1, limit: CHANGES_PAGE, ...(before ? { before } : {}) } }),
    before ? Promise.resolve([]) : content.announcements().catch(() => []),
  ])
  return { ...changes, announcements }
}

/** A session's latest change, or null when the program never changed it. */
export async function loadLatestChange(content: ContentApi, meetingId: number) {
  const found = await content.get('changes', { query: { meeting_id: meetingId, newest_first: 1, limit: 1 } })
  const version = found.versions[0]
  const change = version?.changes[0]
  return version && change ? { number: version.number, at: version.at, change } : null
}
