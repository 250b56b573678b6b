import { SEARCH_TEXT_MAX } from '../../../kernel/contract/content'

/** /search?q=…: what was typed, kept in the URL so a search can be shared and reloaded. */
export interface SearchSearch {
  q?: string
}

/**
 * A missing, blank or non-text `q` is the empty search screen; a longer one than the API takes
 * is cut to SEARCH_TEXT_MAX (what a person pasted is still searched). Set to undefined rather
 * than left out: the router keeps raw keys a validator does not return.
 */
export function parseSearchSearch(search: Record<string, unknown>): SearchSearch {
  const raw = typeof search.q === 'number' ? String(search.q) : search.q
  const q = typeof raw === 'string' ? raw.trim().slice(0, SEARCH_TEXT_MAX).trim() : ''
  return { q: q === '' ? undefined : q }
}
