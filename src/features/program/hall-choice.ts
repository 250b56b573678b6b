import { hallsParam } from './search'

/**
 * The grid's hall choice, remembered in this browser (a person following three halls
 * of seventy chooses them once). Not personal data: it names halls, not the person, so it stays
 * through a logout like the language. The URL is the truth; this only fills a URL that names none.
 */
const KEY = 'program-grid-halls'

export function readHallChoice(): string | undefined {
  try {
    return hallsParam(localStorage.getItem(KEY))
  } catch {
    return undefined // no storage (private mode, the server)
  }
}

/** Stores a choice; undefined (every hall) forgets it. */
export function writeHallChoice(halls: string | undefined) {
  try {
    if (halls) localStorage.setItem(KEY, halls)
    else localStorage.removeItem(KEY)
  } catch {
    // Storage missing or full: the choice lives in the URL only.
  }
}
