import type { Lang } from './constants'

/**
 * What the server and the site's server bundle (src/entry-server.tsx, built into dist/_ssr)
 * agree on: the server loads the bundle at run time and calls its `prerender`.
 */
export interface PrerenderOptions {
  /** Path with search, as asked for. */
  url: string
  lang: Lang
  /** Answers the site's own API calls in process (the server's app.fetch). */
  fetch: typeof globalThis.fetch
}

export interface Prerendered {
  /** The markup of #root, as the browser's first render will draw it. */
  html: string
  status: number
  /** What the browser would set in the head after its render (usePageMeta, §2 robots). */
  head: { title?: string; description?: string; noindex: boolean }
  /**
   * The content API answers the render used, as the JSON of the page's data block
   * (src/lib/api/page-data.ts), already escaped for a `<script type="application/json">`.
   */
  data?: string
  /** The ids of the routes drawn (root first): the server names their chunks as preloads. */
  routes?: string[]
}

/**
 * The bundle's second export: the query of a path with search cut to the parameters its page
 * reads (the routes' `validateSearch`), with its `?`, or '' when none; null when it cannot tell.
 * The server keys its render cache on the path and this, and renders the page at that address.
 */
export type PageSearch = (url: string) => string | null
