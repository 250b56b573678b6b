import { QId } from '../../../kernel/contract/common'
import { validParam } from '../../lib/search-param'

/** /speakers?letter=К&industry=3: the list's two filters, kept in the URL. */
export interface SpeakersSearch {
  letter?: string
  industry?: number
}

/** A letter is one letter (upper case); anything else shows every speaker. */
export function parseSpeakersSearch(search: Record<string, unknown>): SpeakersSearch {
  const letter = typeof search.letter === 'string' && /^\p{L}$/u.test(search.letter) ? search.letter.toUpperCase() : undefined
  return { letter, industry: validParam(QId, search.industry) }
}
