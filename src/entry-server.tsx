import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { RouterProvider, createMemoryHistory } from '@tanstack/react-router'
import { renderToString } from 'react-dom/server'
import { createActor } from 'xstate'
import { authMachine } from '../machines/auth.machine'
import { ACCOUNT_API_PREFIX, CONTENT_API_PREFIX } from '../kernel/constants'
import type { PrerenderOptions, Prerendered } from '../kernel/prerender'
import { AuthContext } from './session/use-session'
import { FavoritesContext, createFavoritesSlot } from './session/favorites-slot'
import { loadCatalog } from './i18n/lang'
import { createAccountApi } from './lib/api/account'
import { createContentApi } from './lib/api/content'
import { type ServerHead, collectServerHead } from './lib/page-head'
import { createAppRouter } from './router'

export type { PrerenderOptions, Prerendered }

const ORIGIN = 'http://prerender.invalid'

// The interface language is Lingui's one global: one page at a time is rendered with it.
let queue: Promise<unknown> = Promise.resolve()
/** A little over the server's own limit on a render. */
const QUEUE_LIMIT_MS = 3000

/**
 * The first screen of a public page as HTML, for a person who is not logged in, so that the
 * browser paints it before any JavaScript has run (docs/benchmarks.md, Lighthouse). The browser
 * then loads the same route and hydrates this markup (src/main.tsx).
 * Returns null when the page is not for everyone (a guard redirects: the cabinet, say) or is
 * drawn by the browser only (the account pages' forms: `staticData.clientOnly`).
 */
export function prerender(options: PrerenderOptions): Promise<Prerendered | null> {
  const run = queue.then(() => render(options))
  // A render that never settles (a loader waiting forever) must not hold up every later page:
  // the server has given up on it by then (server/http/prerender.ts) and the next one goes on.
  queue = Promise.race([run.catch(() => undefined), new Promise((resolve) => setTimeout(resolve, QUEUE_LIMIT_MS))])
  return run
}

async function render({ url, lang, fetch }: PrerenderOptions): Promise<Prerendered | null> {
  i18n.loadAndActivate({ locale: lang, messages: (await loadCatalog(lang)) as never })
  const getLang = () => lang
  const content = createContentApi({ getLang, fetch, baseURL: `${ORIGIN}${CONTENT_API_PREFIX}` })
  const account = createAccountApi({ getLang, fetch, baseURL: `${ORIGIN}${ACCOUNT_API_PREFIX}`, getToken: () => null, onUnauthorized: () => {} })
  const auth = createActor(authMachine, { input: { stored: null } }).start()
  const favorites = createFavoritesSlot(() => Promise.reject(new Error('no favorites on the server')))
  const router = createAppRouter({ content, account, auth }, createMemoryHistory({ initialEntries: [url] }))
  try {
    await router.load()
    // The router keeps the outcome of a server load here (router-core's load-server).
    const result = (router as unknown as { _serverResult?: { type: 'render'; status: number } | { type: 'redirect' } })._serverResult
    if (!result || result.type !== 'render' || result.status === 500) return null
    if (router.state.matches.some((m) => m.staticData.clientOnly)) return null
    const head: ServerHead = {}
    collectServerHead(head)
    const html = renderToString(
      <I18nProvider i18n={i18n}>
        <AuthContext.Provider value={{ actor: auth, account }}>
          <FavoritesContext.Provider value={favorites}>
            <RouterProvider router={router} />
          </FavoritesContext.Provider>
        </AuthContext.Provider>
      </I18nProvider>,
    )
    const noindex = router.state.matches.some((m) => m.staticData.noindex)
    return { html, status: result.status, head: { ...head, noindex } }
  } finally {
    collectServerHead(null)
    auth.stop()
    favorites.stop()
  }
}
