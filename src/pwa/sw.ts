/// <reference lib="webworker" />
/**
 * The offline worker, built by vite-plugin-pwa's injectManifest (vite.config.ts)
 * into /sw.js with Workbox's modules. What it keeps, and how a page is answered:
 * - the build (index.html, boot.js, every script and the stylesheet, icons, manifests): precached
 *   with revisions, installed all at once;
 * - public pages (the program, both grids, each day, the festival, session and hall pages opened):
 *   the network first, the kept copy after 4 s without an answer or with no network, marked as a
 *   copy (its <html> carries the copy's date, read by src/pwa/offline-copy.ts for the notice). A page never
 *   kept gets the app's shell, which draws itself from the kept API answers;
 * - content API answers: the network first, else the kept answer (the page is told its date);
 * - account API answers (GET with a bearer token): the same, in the account's own cache, which a
 *   logout deletes; never in a shared cache, never given to a request of another account;
 * - the program's pages and their data are fetched ahead ('forum:warm' from the page: sw-warm.ts);
 * - a push message about the person's program is shown, and the program fetched again (sw-push.ts).
 * A new build takes over at once (skipWaiting + clientsClaim) without mixing builds: every page
 * names its hashed scripts, and the previous build's scripts move to ASSETS_CACHE before the new
 * precache replaces them, so a page of the old build (open, or kept) still gets its own scripts.
 */
import { cacheNames, clientsClaim } from 'workbox-core'
import { ExpirationPlugin } from 'workbox-expiration'
import { type PrecacheEntry, matchPrecache, precacheAndRoute } from 'workbox-precaching'
import { registerRoute } from 'workbox-routing'
import { CacheFirst, NetworkFirst, StaleWhileRevalidate } from 'workbox-strategies'
import type { RouteHandlerCallbackOptions, WorkboxPlugin } from 'workbox-core/types'
import {
  ASSETS_CACHE, CONTENT_CACHE, MEDIA_CACHE, PAGES_CACHE, PERSONAL_CACHE_PREFIX,
  type CopyMessage, olderCopy,
} from './offline-shared'
import { isAccountPage, markCopy, personalCacheName, responseDate, subjectOf } from './sw-parts'
import { installPush } from './sw-push'
import { installWarming } from './sw-warm'

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<PrecacheEntry | string> }

const SHELL = '/index.html'
const NETWORK_TIMEOUT_S = 4
const DAY_S = 24 * 3600

const manifest = self.__WB_MANIFEST
const manifestUrls = new Set(manifest.map((e) => new URL(typeof e === 'string' ? e : e.url, self.location.origin).pathname))

/** Before the new precache drops them: the previous build's hashed files move to ASSETS_CACHE. */
async function keepPreviousBuild() {
  const precache = await caches.open(cacheNames.precache)
  const assets = await caches.open(ASSETS_CACHE)
  for (const request of await precache.keys()) {
    const url = new URL(request.url)
    if (!url.pathname.startsWith('/assets/') || manifestUrls.has(url.pathname)) continue
    const response = await precache.match(request)
    if (response) await assets.put(url.pathname, response)
  }
}

self.addEventListener('install', (event) => {
  event.waitUntil(keepPreviousBuild().catch(() => undefined))
  void self.skipWaiting()
})
// No directory index and no clean URLs: '/' is the server's home page, not the precached shell.
precacheAndRoute(manifest, { directoryIndex: '', cleanURLs: false })
clientsClaim()

/** The oldest copy each page (client id) has been given: asked for by the page (src/pwa/offline-copy.ts). */
const copiesGiven = new Map<string, number>()

async function tellCopy(clientId: string | undefined, date: number) {
  if (!clientId) return
  copiesGiven.set(clientId, olderCopy(copiesGiven.get(clientId) ?? null, date) ?? date)
  const client = await self.clients.get(clientId)
  client?.postMessage({ type: 'forum:offline-copy', date } satisfies CopyMessage)
}

/** A kept answer is used: the page that asked learns it sees a copy, and how old. */
const toldPlugin: WorkboxPlugin = {
  cachedResponseWillBeUsed: async ({ cachedResponse, event }) => {
    if (cachedResponse && event instanceof FetchEvent) await tellCopy(event.clientId, responseDate(cachedResponse))
    return cachedResponse
  },
}

/** A kept page is given marked as a copy (`<html data-offline-copy="date">`). */
const markedPlugin: WorkboxPlugin = {
  cachedResponseWillBeUsed: async ({ cachedResponse, event }) => {
    if (!cachedResponse) return cachedResponse
    const date = responseDate(cachedResponse)
    if (event instanceof FetchEvent) copiesGiven.set(event.resultingClientId, date)
    const headers = new Headers(cachedResponse.headers)
    headers.delete('Content-Length')
    return new Response(markCopy(await cachedResponse.text(), date), { status: cachedResponse.status, headers })
  },
}

/**
 * A request its page gave up on (the page moved on, or its app aborted the call, as a language
 * switch does) gets an empty answer instead of a rejected respondWith: nobody reads it, and
 * Firefox reports every rejection as "A ServiceWorker intercepted the request and encountered an
 * unexpected error" in the page's console. A request still wanted whose network failed with
 * nothing kept fails as it would without the worker.
 */
const abandonedOk: WorkboxPlugin = {
  handlerDidError: async ({ request, error }) => {
    if (request.signal.aborted || (error instanceof Error && error.name === 'AbortError')) return new Response(null, { status: 204 })
    return undefined
  },
}

const okOnly: WorkboxPlugin = {
  cacheWillUpdate: async ({ response }) => (response.status === 200 && !response.redirected ? response : null),
}
const jsonOnly: WorkboxPlugin = {
  cacheWillUpdate: async ({ response }) =>
    response.status === 200 && response.headers.get('Content-Type')?.startsWith('application/json') ? response : null,
}

const pages = new NetworkFirst({
  cacheName: PAGES_CACHE,
  networkTimeoutSeconds: NETWORK_TIMEOUT_S,
  plugins: [okOnly, markedPlugin, new ExpirationPlugin({ maxEntries: 120, maxAgeSeconds: 30 * DAY_S })],
})

/** The app's shell, marked as a copy: the app draws the page from the kept API answers. */
async function shell(clientId: string): Promise<Response> {
  const response = await matchPrecache(SHELL)
  if (!response) return Response.error()
  copiesGiven.set(clientId, olderCopy(copiesGiven.get(clientId) ?? null, 0) ?? 0)
  return new Response(markCopy(await response.text(), 0), { headers: { 'Content-Type': 'text/html; charset=utf-8' } })
}

registerRoute(
  ({ request }) => request.mode === 'navigate',
  async (options: RouteHandlerCallbackOptions) => {
    const { url, request, event } = options
    const clientId = event instanceof FetchEvent ? event.resultingClientId : ''
    if (isAccountPage(url.pathname)) return fetch(request).catch(() => shell(clientId))
    return pages.handle(options).catch(() => shell(clientId))
  },
)

registerRoute(
  // The shared cache never takes a request that names a person.
  ({ url, request }) => url.pathname.startsWith('/acms/api/') && request.method === 'GET' && !request.headers.has('Authorization'),
  new NetworkFirst({
    cacheName: CONTENT_CACHE,
    networkTimeoutSeconds: NETWORK_TIMEOUT_S,
    plugins: [jsonOnly, toldPlugin, abandonedOk, new ExpirationPlugin({ maxEntries: 600, maxAgeSeconds: 30 * DAY_S })],
  }),
)

/** When the personal caches were last deleted (a logout): an answer asked for before then is not kept. */
let forgottenAt = 0
const notAfterLogout: WorkboxPlugin = {
  requestWillFetch: async ({ request, state }) => {
    if (state) state.startedAt = Date.now()
    return request
  },
  cacheWillUpdate: async ({ response, state }) => (typeof state?.startedAt === 'number' && state.startedAt <= forgottenAt ? null : response),
}

/** One strategy per account: each keeps its answers in that account's cache only. */
const personal = new Map<string, NetworkFirst>()
const personalStrategy = (subject: string) => {
  let strategy = personal.get(subject)
  if (!strategy) {
    const plugins = [jsonOnly, notAfterLogout, toldPlugin, abandonedOk]
    strategy = new NetworkFirst({ cacheName: personalCacheName(subject), networkTimeoutSeconds: NETWORK_TIMEOUT_S, plugins })
    personal.set(subject, strategy)
  }
  return strategy
}

/** Every personal cache but `keep`'s (a logout: all of them). */
async function forgetPersons(keep: string | null = null) {
  if (keep === null) forgottenAt = Date.now()
  const names = (await caches.keys()).filter((n) => n.startsWith(PERSONAL_CACHE_PREFIX) && n !== keep)
  await Promise.all(names.map((name) => caches.delete(name)))
}

registerRoute(
  ({ url, request }) => url.pathname.startsWith('/api/acc/') && request.method === 'GET' && request.headers.has('Authorization'),
  async (options: RouteHandlerCallbackOptions) => {
    const subject = subjectOf(options.request.headers.get('Authorization'))
    if (!subject) return fetch(options.request)
    // Another account's copy goes as this one is used: a browser keeps one person's copy at most.
    const cleared = forgetPersons(personalCacheName(subject))
    if (options.event instanceof FetchEvent) options.event.waitUntil(cleared)
    return personalStrategy(subject).handle(options)
  },
)

// Logging out: the answer comes from the server; the person's copies go whatever it says.
registerRoute(
  ({ url }) => url.pathname === '/api/acc/auth/logout',
  async ({ request, event }) => {
    const answer = fetch(request)
    const forgotten = answer.catch(() => undefined).then(() => forgetPersons())
    if (event instanceof FetchEvent) event.waitUntil(forgotten)
    return answer
  },
  'POST',
)

registerRoute(
  ({ url }) => url.pathname.startsWith('/assets/'),
  new CacheFirst({ cacheName: ASSETS_CACHE, plugins: [okOnly, abandonedOk, new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: 60 * DAY_S })] }),
)
registerRoute(
  ({ url, request }) => url.pathname.startsWith('/media/') && request.destination === 'image',
  new StaleWhileRevalidate({ cacheName: MEDIA_CACHE, plugins: [okOnly, abandonedOk, new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: 30 * DAY_S })] }),
)

installWarming(copiesGiven, forgetPersons)
installPush()
