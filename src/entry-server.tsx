import { createMemoryHistory } from '@tanstack/react-router'
import { renderToString } from 'react-dom/server'
import { createActor } from 'xstate'
import { authMachine } from '../machines/auth.machine'
import { ACCOUNT_API_PREFIX, CONTENT_API_PREFIX } from '../kernel/constants'
import type { PageSearch, PrerenderOptions, Prerendered } from '../kernel/prerender'
import { createFavoritesSlot } from './session/favorites-slot'
import { createI18n } from './i18n/lang'
import { createAccountApi } from './lib/api/account'
import { createContentApi } from './lib/api/content'
import { emptyPageData, recordingFetch, serializePageData } from './lib/api/page-data'
import { type ServerHead, collectServerHead } from './lib/page-head'
import { AppProviders } from './providers'
import { type AppRouter, createAppRouter } from './router'
import type { RouterContext } from './router-context'

export type { PageSearch, PrerenderOptions, Prerendered }

const ORIGIN = 'http://prerender.invalid'

/**
 * The first screen of a public page as HTML, for a person who is not logged in, so that the
 * browser paints it before any JavaScript has run (docs/benchmarks.md, Lighthouse). The browser
 * then loads the same route and hydrates this markup (src/main.tsx).
 * Returns null when the page is not for everyone (a guard redirects: the cabinet, say) or is
 * drawn by the browser only (the account pages' forms: `staticData.clientOnly`).
 *
 * Renders run at the same time, each in its own language: each has its own I18n, API clients,
 * actors and router, and nothing it draws reads Lingui's global.
 */
export async function prerender({ url, lang, fetch }: PrerenderOptions): Promise<Prerendered | null> {
  const i18n = await createI18n(lang)
  const getLang = () => lang
  // What the content API answered goes into the page, so that the browser does not ask again;
  // the account client (anonymous here anyway) is never recorded.
  const pageData = emptyPageData()
  const content = createContentApi({ getLang, fetch: recordingFetch(fetch, pageData), baseURL: `${ORIGIN}${CONTENT_API_PREFIX}` })
  const account = createAccountApi({ getLang, fetch, baseURL: `${ORIGIN}${ACCOUNT_API_PREFIX}`, getToken: () => null, onUnauthorized: () => {} })
  const auth = createActor(authMachine, { input: { stored: null } }).start()
  const favorites = createFavoritesSlot(() => Promise.reject(new Error('no favorites on the server')))
  const router = createAppRouter({ content, account, auth }, createMemoryHistory({ initialEntries: [url] }))
  // The server bundle's router knows it is on a server; said outright so that the render is the
  // same where a document exists (the unit tests' jsdom).
  router.update({ ...router.options, isServer: true })
  try {
    await router.load()
    // The router keeps the outcome of a server load here (router-core's load-server).
    const result = (router as unknown as { _serverResult?: { type: 'render'; status: number } | { type: 'redirect' } })._serverResult
    if (!result || result.type !== 'render' || result.status === 500) return null
    if (router.state.matches.some((m) => m.staticData.clientOnly)) return null
    const head: ServerHead = {}
    // renderToString is synchronous: no other render can run while the head is collected.
    collectServerHead(head)
    let html: string
    try {
      html = renderToString(<AppProviders i18n={i18n} session={{ actor: auth, account }} favorites={favorites} router={router} />)
    } finally {
      collectServerHead(null)
    }
    const noindex = router.state.matches.some((m) => m.staticData.noindex)
    const routes = router.state.matches.map((m) => m.routeId)
    return { html, status: result.status, head: { ...head, noindex }, data: Object.keys(pageData.responses).length ? serializePageData(pageData) : undefined, routes }
  } finally {
    auth.stop()
    favorites.stop()
  }
}

/** Matches addresses for pageSearch: its routes are never loaded or drawn, so it needs no context. */
let matcher: AppRouter | null = null

/**
 * The query of `url` cut to the parameters its page reads: those for which a matched
 * route's `validateSearch` returns a value. `?utm_source=x`, `?junk=1` or `?day=nonsense` do not
 * change the page, so the server keeps one render for them all; what is kept is written as the
 * validators read it (values parsed, names sorted). null when a route checks its
 * search in a way this cannot follow (the server then keeps the whole query).
 */
export const pageSearch: PageSearch = (url) => {
  const { pathname, search } = new URL(url, ORIGIN)
  if (!search) return ''
  matcher ??= createAppRouter({} as RouterContext, createMemoryHistory())
  const [routes] = matcher.getMatchedRoutes(pathname)
  // The router's own parse: `?industry=3` is the number 3, as the validators see it in the browser.
  const all: Record<string, unknown> = { ...matcher.options.parseSearch(search) }
  const read: Record<string, unknown> = {}
  for (const route of routes) {
    const validate: unknown = route.options.validateSearch
    if (validate == null) continue
    if (typeof validate !== 'function') return null
    let valid: Record<string, unknown>
    try {
      valid = (validate as (search: Record<string, unknown>) => Record<string, unknown>)({ ...all }) ?? {}
    } catch {
      return null
    }
    for (const [name, value] of Object.entries(valid)) if (value !== undefined) read[name] = value
  }
  // The validated values in name order: `?b=2&a=1`, `?a=01&b=2` and `?a=1&b=2&junk=x` are one
  // address, so one render and one cache entry (the page is rendered at this address).
  const pairs: string[] = []
  for (const name of Object.keys(read).sort()) {
    const value = read[name]
    if (typeof value !== 'string' && typeof value !== 'number' && typeof value !== 'boolean') return null
    // Commas stay as the site writes them (`halls=2,5`).
    pairs.push(`${encodeURIComponent(name)}=${encodeURIComponent(String(value)).replace(/%2C/gi, ',')}`)
  }
  return pairs.length ? `?${pairs.join('&')}` : ''
}
