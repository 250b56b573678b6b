import { QDate, QId, QIdList } from '../../../kernel/contract/common'
import { validParam } from '../../lib/search-param'

/** `?day=2026-12-09&industry=3`: the day shown and the industry filter of the program screens. */
export interface ProgramSearch {
  day?: string
  industry?: number
}

/**
 * The grids also take `?halls=2,5,7`: the halls a person chose to see (absent: every hall), and
 * `?view=agenda|grid`: the day as an agenda or as the grid at any width (absent: the agenda on a
 * phone, the grid from 720 px).
 */
export interface GridSearch extends ProgramSearch {
  halls?: string
  view?: ProgramView
}

export type ProgramView = 'agenda' | 'grid'

/**
 * Invalid values become undefined explicitly: the router merges the raw search into what this
 * returns, so leaving a key out would let `?industry=abc` through.
 */
export function validateProgramSearch(search: Record<string, unknown>): ProgramSearch {
  return { day: validParam(QDate, search.day), industry: validParam(QId, search.industry) }
}

export function validateGridSearch(search: Record<string, unknown>): GridSearch {
  const view = search.view === 'agenda' || search.view === 'grid' ? search.view : undefined
  return { ...validateProgramSearch(search), halls: hallsParam(search.halls), view }
}

/**
 * The chosen halls as the URL keeps them: ids sorted, once each, comma-separated. Takes the
 * comma list, a single id (the router has parsed it as a number) and repeated keys
 * (`?halls=2&halls=5`, what the chooser's form sends before the scripts run).
 */
export function hallsParam(value: unknown): string | undefined {
  const raw = Array.isArray(value) ? value.join(',') : value
  const ids = validParam(QIdList, raw)
  return ids ? [...new Set(ids)].sort((a, b) => a - b).join(',') : undefined
}

/** The ids of a valid `halls` value; undefined is every hall. */
export const hallIds = (halls: string | undefined): ReadonlySet<number> | undefined =>
  halls ? new Set(halls.split(',').map(Number)) : undefined
