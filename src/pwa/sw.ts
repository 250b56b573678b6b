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
 * - the program's pages and their data are fetched ahead ('forum:warm' from the page).
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
  type CopyMessage, type PageMessage, olderCopy,
} from './offline-shared'
import { isAccountPage, markCopy, pageDataAnswers, personalCacheName, programLinks, responseDate, subjectOf } from './sw-parts'

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<PrecacheEntry | string> }

const SHELL = '/index.html'
const NETWORK_TIMEOUT_S = 4
/** A program page fetched ahead is fetched again after this long (a visit asks for it each time). */
const WARM_AGAIN_MS = 15 * 60_000
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

/**
 * Fetches the program's pages ahead, from `seeds` and the days they link to, each at most every
 * WARM_AGAIN_MS: each page goes to PAGES_CACHE and the content answers it carries to
 * CONTENT_CACHE, so that the app's own moves between days work offline too.
 */
async function warm(seeds: string[], force = false) {
  const pagesCache = await caches.open(PAGES_CACHE)
  const content = await caches.open(CONTENT_CACHE)
  const queue = [...new Set(seeds)]
  const seen = new Set(queue)
  for (let path = queue.shift(); path !== undefined; path = queue.shift()) {
    const url = new URL(path, self.location.origin)
    if (url.origin !== self.location.origin) continue
    const kept = await pagesCache.match(url.href)
    let html: string
    if (kept && !force && Date.now() - responseDate(kept) < WARM_AGAIN_MS) {
      html = await kept.text()
    } else {
      const response = await fetch(url.href, { credentials: 'same-origin', headers: { Accept: 'text/html' }, ...(force ? { cache: 'no-cache' as const } : {}) }).catch(() => null)
      if (!response || response.status !== 200) continue
      html = await response.clone().text()
      await pagesCache.put(url.href, response)
      const date = response.headers.get('Date') ?? new Date().toUTCString()
      for (const { path: apiPath, body } of pageDataAnswers(html)) {
        const headers = { 'Content-Type': 'application/json; charset=utf-8', Date: date }
        await content.put(new URL(apiPath, self.location.origin).href, new Response(JSON.stringify(body), { headers }))
      }
    }
    for (const link of programLinks(html)) {
      if (!seen.has(link)) {
        seen.add(link)
        queue.push(link)
      }
    }
  }
}

let warming: Promise<void> | null = null
/** A forced warm asked for while one runs: the live channel said the program changed meanwhile. */
let warmAgain: string[] | null = null

self.addEventListener('message', (event) => {
  const data = event.data as PageMessage | undefined
  const source = event.source as Client | null
  if (data?.type === 'forum:warm' && Array.isArray(data.seeds)) {
    const seeds = data.seeds.filter((s) => typeof s === 'string')
    const force = data.force === true
    if (warming && force) warmAgain = seeds
    warming ??= warm(seeds, force)
      .then(async () => {
        for (let again = warmAgain; again; again = warmAgain) {
          warmAgain = null
          await warm(again, true)
        }
      })
      .finally(() => (warming = null))
    event.waitUntil(warming.catch(() => undefined))
  } else if (data?.type === 'forum:forget-person') {
    event.waitUntil(forgetPersons())
  } else if (data?.type === 'forum:copy-state') {
    event.ports[0]?.postMessage({ date: source ? (copiesGiven.get(source.id) ?? null) : null })
  }
})

// ---------- Web Push (server/live/push.ts): a change to the person's program ----------

interface PushData {
  title: string
  body: string
  url: string
  tag: string
}

const isPushData = (v: unknown): v is PushData =>
  typeof v === 'object' && v !== null && ['title', 'body', 'url', 'tag'].every((k) => typeof (v as Record<string, unknown>)[k] === 'string')

self.addEventListener('push', (event) => {
  let data: unknown = null
  try {
    data = event.data?.json()
  } catch {
    data = null
  }
  if (!isPushData(data)) return
  const lang = new URL(data.url, self.location.origin).searchParams.get('lang') === 'en' ? '?lang=en' : ''
  const shown = self.registration.showNotification(data.title, {
    body: data.body,
    tag: data.tag,
    data: { url: data.url },
    icon: '/icons/icon-192.png',
    lang: lang ? 'en' : 'ru',
  })
  // The program changed: the offline copy is fetched again now, not at the next visit.
  const refreshed = warm(['/program', '/program/grid', '/festival-program'].map((p) => p + lang), true).catch(() => undefined)
  event.waitUntil(Promise.all([shown, refreshed]))
})

self.addEventListener('notificationclick', (event) => {
  event.notification.close()
  const raw = (event.notification.data as { url?: unknown } | null)?.url
  const url = new URL(typeof raw === 'string' ? raw : '/', self.location.origin)
  // Only this site's pages open from a notification (its path on this origin, whatever PUBLIC_URL said).
  const target = new URL(url.pathname + url.search, self.location.origin).href
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true })
      const same = windows.find((w) => w.url === target)
      if (same) return void (await same.focus())
      await self.clients.openWindow(target)
    })(),
  )
})
