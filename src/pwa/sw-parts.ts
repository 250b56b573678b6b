/**
 * The offline worker's pure parts, apart from the worker so that unit tests can
 * run them: whose a request is, which program pages to keep, what a kept page's data block
 * holds, and the mark on a page answered from the copy. No DOM and no worker globals.
 */
import { OFFLINE_COPY_ATTRIBUTE, PERSONAL_CACHE_PREFIX } from './offline-shared'

/**
 * The account a bearer token names (its `sub`), read without checking the signature: it only
 * chooses which of this browser's personal caches a request may use, and the server checks the
 * token on every call that reaches it. Null for anything else.
 */
export function subjectOf(authorization: string | null): string | null {
  const token = /^Bearer\s+([\w-]+)\.([\w-]+)\.[\w-]*$/i.exec(authorization ?? '')?.[2]
  if (!token) return null
  try {
    const json = JSON.parse(atob(token.replace(/-/g, '+').replace(/_/g, '/'))) as { sub?: unknown }
    const sub = typeof json.sub === 'string' || typeof json.sub === 'number' ? String(json.sub) : ''
    return /^[\w.@-]{1,100}$/.test(sub) ? sub : null
  } catch {
    return null
  }
}

export const personalCacheName = (subject: string) => `${PERSONAL_CACHE_PREFIX}${subject}`

/**
 * Pages drawn by the app alone for a logged-in person (the cabinet, the staff pages, the desk) and the account forms: never
 * kept among the public pages. Offline they get the app's shell, and the cabinet draws itself
 * from the person's own cache.
 */
export const isAccountPage = (path: string) =>
  /^\/(cabinet|staff|desk|login|registration|registr|restore|authorization)(\/|$)/.test(path)

/** The program's pages the copy keeps: the list, both grids and the festival, each day of them. */
const PROGRAM_PAGE = /^\/(program|program\/grid|program\/detailed-grid|festival-program)$/

/**
 * The program pages a kept page links to that the copy keeps too: the other days of the list and
 * of both grids (`?day=`, with the page's `lang=` when it has one). Same-origin paths, each once.
 */
export function programLinks(html: string): string[] {
  const found = new Set<string>()
  for (const match of html.matchAll(/href="([^"]+)"/g)) {
    const href = match[1]!.replace(/&amp;/g, '&')
    const [path, query = ''] = href.split('?', 2) as [string, string?]
    if (!PROGRAM_PAGE.test(path)) continue
    const params = new URLSearchParams(query)
    const keys = [...params.keys()]
    if (keys.every((k) => k === 'day' || k === 'lang') && params.has('day')) found.add(href)
  }
  return [...found]
}

/** The content answers a server-rendered page carries (src/lib/api/page-data.ts): path with query → body. */
export function pageDataAnswers(html: string): Array<{ path: string; body: unknown }> {
  const json = /<script type="application\/json" id="page-data">([\s\S]*?)<\/script>/.exec(html)?.[1]
  if (!json) return []
  try {
    const data = JSON.parse(json) as { responses?: Record<string, unknown> }
    return Object.entries(data.responses ?? {}).flatMap(([key, body]) => {
      const path = key.slice(key.indexOf(' ') + 1)
      return path.startsWith('/') && !path.startsWith('//') ? [{ path, body }] : []
    })
  } catch {
    return []
  }
}

/** The page as the copy gives it: its <html> says when the copy was fetched (ms; 0 when unknown). */
export function markCopy(html: string, date: number): string {
  return html.replace(/<html(\s|>)/i, (_, next: string) => `<html ${OFFLINE_COPY_ATTRIBUTE}="${date || ''}"${next}`)
}

/** When a response was made, from its Date header (ms; 0 when it has none). */
export function responseDate(response: Response): number {
  const date = Date.parse(response.headers.get('Date') ?? '')
  return Number.isFinite(date) ? date : 0
}
