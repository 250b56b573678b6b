import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { RouterProvider, createMemoryHistory } from '@tanstack/react-router'
import { render } from '@testing-library/react'
import type { Lang } from '../../src/config/constants'
import { CONTENT_API_PREFIX } from '../../src/config/constants'
import { activateLang, currentLang } from '../../src/i18n/lang'
import { createContentApi } from '../../src/lib/api/content'
import { installNavigationEffects } from '../../src/lib/navigation-effects'
import { createAppRouter } from '../../src/router'

/** A content API answer for a path under the prefix, e.g. '/events/35'; the URL carries the query. */
export type Handler = (url: URL, init: RequestInit | undefined) => unknown
export type Handlers = Record<string, Handler | unknown>

export const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })

/**
 * A fake fetch for component tests: answers `{ data }` from the handlers by path, 404 otherwise.
 * Every request is recorded so tests can assert on headers and query.
 */
export function fakeFetch(handlers: Handlers) {
  const requests: { url: URL; headers: Headers }[] = []
  const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init)
    const url = new URL(request.url)
    requests.push({ url, headers: request.headers })
    const path = url.pathname.replace(CONTENT_API_PREFIX, '')
    if (!(path in handlers)) return json(404, { message: 'Not found' })
    const handler = handlers[path]
    const result = typeof handler === 'function' ? (handler as Handler)(url, init) : handler
    if (result instanceof Response) return result
    return json(200, { data: result })
  }
  return { fetch: fetch as typeof globalThis.fetch, requests }
}

/** A fetch with no server behind it: every call fails without a response. */
export const deadFetch = (async () => {
  throw new TypeError('Failed to fetch')
}) as typeof globalThis.fetch

/** Renders the whole app at `path` in `lang`, inside the real router (memory history) and I18nProvider. */
export async function renderRoute(path: string, { lang = 'ru', fetch }: { lang?: Lang; fetch: typeof globalThis.fetch }) {
  await activateLang(lang)
  const content = createContentApi({ getLang: currentLang, fetch, baseURL: `http://localhost${CONTENT_API_PREFIX}` })
  const history = createMemoryHistory({ initialEntries: [path] })
  const router = createAppRouter({ content }, history)
  installNavigationEffects(router)
  const view = render(
    <I18nProvider i18n={i18n}>
      <RouterProvider router={router} />
    </I18nProvider>,
  )
  return { router, ...view }
}
