import { validate } from 'superstruct'
import { QId } from '../../../kernel/contract/common'

/** /news?industry=3: the one filter of the news list (§2), kept in the URL. */
export interface NewsSearch {
  industry?: number
}

/**
 * A malformed `industry` means the whole list, never an error screen. It is set to undefined
 * rather than left out: the router keeps raw keys a validator does not return.
 */
export function parseNewsSearch(search: Record<string, unknown>): NewsSearch {
  const [error, industry] = validate(search.industry, QId, { coerce: true })
  return { industry: error ? undefined : industry }
}
