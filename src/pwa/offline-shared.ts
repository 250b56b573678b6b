/**
 * What the offline worker (./sw.ts) and the page (src/pwa/offline-copy.ts) agree on: the caches' names and
 * the messages they send each other. No imports: both builds take it as it is.
 */

/** Public pages (server-rendered HTML with its page data): the program, the festival, the news. */
export const PAGES_CACHE = 'forum-pages-v1'
/** The content API's answers (anonymous, shared by everyone who uses this browser). */
export const CONTENT_CACHE = 'forum-content-v1'
/** Hashed scripts and styles outside the precache: those of an earlier build, kept for its pages. */
export const ASSETS_CACHE = 'forum-assets-v1'
/** Images under /media (photos, hall plans, icons). */
export const MEDIA_CACHE = 'forum-media-v1'
/**
 * A logged-in person's account answers, one cache per account (`forum-personal-<sub>`, the
 * token's subject): the worker never answers one person's request from another's cache, and a
 * logout deletes every cache under this prefix.
 */
export const PERSONAL_CACHE_PREFIX = 'forum-personal-'

/** The worker's script: served at the root so that its scope is the whole site. */
export const WORKER_URL = '/sw.js'

/** On a document the worker answered from its copy: when that copy was fetched (ms), or '' when unknown. */
export const OFFLINE_COPY_ATTRIBUTE = 'data-offline-copy'

/** Page → worker. */
export type PageMessage =
  /** Keep the program up to date in the offline copy, starting from these pages (same origin paths); `force`: the program changed, fetch every page again. */
  | { type: 'forum:warm'; seeds: string[]; force?: boolean }
  /** An explicit logout: delete every personal cache. */
  | { type: 'forum:forget-person' }
  /** Answer on the given port: has this page been given anything from the copy, and how old is it? */
  | { type: 'forum:copy-state' }

/** Worker → page: a request of this page was answered from the copy, fetched at `date` (ms, 0 when unknown). */
export interface CopyMessage {
  type: 'forum:offline-copy'
  date: number
}

export const isCopyMessage = (data: unknown): data is CopyMessage =>
  typeof data === 'object' && data !== null && (data as { type?: unknown }).type === 'forum:offline-copy'

/** The oldest of two copy dates (0: unknown, which never wins over a known one). */
export const olderCopy = (a: number | null, b: number | null): number | null =>
  a === null ? b : b === null ? a : a === 0 ? b : b === 0 ? a : Math.min(a, b)
