import { QDate, QId } from '../../../kernel/contract/common'
import { validParam } from '../../lib/search-param'

/** `?day=2026-12-09&industry=3`: the day shown and the industry filter of the program screens. */
export interface ProgramSearch {
  day?: string
  industry?: number
}

/**
 * Invalid values become undefined explicitly: the router merges the raw search into what this
 * returns, so leaving a key out would let `?industry=abc` through.
 */
export function validateProgramSearch(search: Record<string, unknown>): ProgramSearch {
  return { day: validParam(QDate, search.day), industry: validParam(QId, search.industry) }
}
