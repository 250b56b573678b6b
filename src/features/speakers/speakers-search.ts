import { QId, QLimit } from '../../../kernel/contract/common'
import { validParam } from '../../lib/search-param'

/** /speakers?letter=К&industry=3&page=2: the list's filters and how far it is opened, kept in the URL. */
export interface SpeakersSearch {
  letter?: string
  industry?: number
  /** How many pages of the list are open (SPEAKERS_PAGE each); absent is the first one. */
  page?: number
}

/** A letter is one letter (upper case); anything else shows every speaker. Page 1 has no param: one page, one address. */
export function parseSpeakersSearch(search: Record<string, unknown>): SpeakersSearch {
  const letter = typeof search.letter === 'string' && /^\p{L}$/u.test(search.letter) ? search.letter.toUpperCase() : undefined
  const page = validParam(QLimit, search.page)
  return { letter, industry: validParam(QId, search.industry), page: page && page > 1 ? page : undefined }
}
