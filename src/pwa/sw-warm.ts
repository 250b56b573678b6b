/// <reference lib="webworker" />
import { CONTENT_CACHE, PAGES_CACHE, type PageMessage } from './offline-shared'
import { pageDataAnswers, programLinks, responseDate } from './sw-parts'

declare const self: ServiceWorkerGlobalScope

/** A program page fetched ahead is fetched again after this long (a visit asks for it each time). */
const WARM_AGAIN_MS = 15 * 60_000

/**
 * Fetches the program's pages ahead, from `seeds` and the days they link to, each at most every
 * WARM_AGAIN_MS: each page goes to PAGES_CACHE and the content answers it carries to
 * CONTENT_CACHE, so that the app's own moves between days work offline too.
 */
export async function warm(seeds: string[], force = false) {
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

/**
 * The page's messages: fetch the program ahead ('forum:warm'), forget the person's copies
 * ('forum:forget-person'), and say which copy this page was given ('forum:copy-state').
 */
export function installWarming(copiesGiven: ReadonlyMap<string, number>, forgetPersons: () => Promise<void>) {
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
}

