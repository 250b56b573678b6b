import { createMemoryHistory } from '@tanstack/react-router'
import { render } from '@testing-library/react'
import { afterEach } from 'vitest'
import { createApp } from '../../src/app'
import type { Lang } from '../../kernel/constants'
import { ACCOUNT_API_PREFIX, CONTENT_API_PREFIX } from '../../kernel/constants'
import { activateLang } from '../../src/i18n/lang'

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
    const path = url.pathname.replace(CONTENT_API_PREFIX, '').replace(ACCOUNT_API_PREFIX, '/acc')
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

const running: { stop: () => void }[] = []
afterEach(() => running.splice(0).forEach((app) => app.stop()))

/**
 * Renders the whole app at `path` in `lang`: the real router (memory history), I18nProvider and
 * auth actor, with `fetch` behind both API clients (account paths appear as '/acc/...').
 */
export async function renderRoute(path: string, { lang = 'ru', fetch }: { lang?: Lang; fetch: typeof globalThis.fetch }) {
  await activateLang(lang)
  const history = createMemoryHistory({ initialEntries: [path] })
  const app = createApp({
    fetch,
    history,
    contentBaseURL: `http://localhost${CONTENT_API_PREFIX}`,
    accountBaseURL: `http://localhost${ACCOUNT_API_PREFIX}`,
  })
  running.push(app)
  // The auth machine runs before the first render, as on a page the browser draws itself (src/main.tsx).
  await app.auth.load()
  const view = render(<app.App />)
  return { router: app.router, auth: app.auth.actor, ...view }
}
