/**
 * The page's side of the offline copy, loaded lazily once the page is ready
 * (RootLayout, after `html[data-ready]`; it rides in the `screens` chunk every page loads, so no
 * extra file): registers the worker (./sw.ts), keeps the manifest in
 * the page's language, joins the explicit logout (the person's caches go), asks the worker to keep
 * the program up to date, and shows the offline notice when the page holds anything from the
 * copy (./offline-notice.ts, loaded only then). Production builds only: `npm run dev` has no worker.
 */
import { registerPersonalStore } from '../session/personal-data'
import { OFFLINE_COPY_ATTRIBUTE, PERSONAL_CACHE_PREFIX, type PageMessage, WORKER_URL, isCopyMessage, olderCopy } from './offline-shared'

/** The pages whose kept copy is refreshed on each visit: the worker follows their days. */
const PROGRAM_SEEDS = ['/program', '/program/grid', '/program/detailed-grid', '/festival-program']

const post = (message: PageMessage) => navigator.serviceWorker.controller?.postMessage(message)

/** An explicit logout: the person's caches are deleted here and by the worker. */
function forgetOfflinePerson() {
  post({ type: 'forum:forget-person' })
  if (typeof caches === 'undefined') return
  void caches
    .keys()
    .then((names) => Promise.all(names.filter((n) => n.startsWith(PERSONAL_CACHE_PREFIX)).map((n) => caches.delete(n))))
    .catch(() => undefined)
}

/** index.html links the Russian manifest; a page in English (or switched to it) links the English one. */
function followManifestLang() {
  const link = document.querySelector<HTMLLinkElement>('link[rel="manifest"]')
  if (!link) return
  const sync = () => {
    const lang = document.documentElement.lang === 'en' ? 'en' : 'ru'
    const href = `/manifest.${lang}.webmanifest`
    if (link.getAttribute('href') !== href) link.setAttribute('href', href)
  }
  sync()
  new MutationObserver(sync).observe(document.documentElement, { attributes: true, attributeFilter: ['lang'] })
}

/** What the worker says it gave this page from the copy (its date; null: nothing). */
function askCopyState(worker: ServiceWorker): Promise<number | null> {
  return new Promise((resolve) => {
    const channel = new MessageChannel()
    channel.port1.onmessage = (event: MessageEvent<{ date: number | null }>) => resolve(event.data?.date ?? null)
    worker.postMessage({ type: 'forum:copy-state' } satisfies PageMessage, [channel.port2])
    setTimeout(() => resolve(null), 3000)
  })
}

let copyDate: number | null = null

async function showCopy(date: number | null) {
  copyDate = olderCopy(copyDate, date)
  if (copyDate === null) return
  const { showOfflineNotice } = await import('./offline-notice')
  showOfflineNotice(copyDate)
}

function warmProgram(worker: ServiceWorker, force = false) {
  const lang = document.documentElement.lang === 'en' ? '?lang=en' : ''
  worker.postMessage({ type: 'forum:warm', seeds: PROGRAM_SEEDS.map((path) => path + lang), force } satisfies PageMessage)
}

/**
 * The live channel said the program changed: the offline copy's program pages and answers are
 * fetched again in the background now, not at the next visit (the person's own program is
 * re-read by the page, and its answer replaces the kept one).
 */
export function refreshOfflineProgram() {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return
  const worker = navigator.serviceWorker.controller
  if (worker && navigator.onLine) warmProgram(worker, true)
}

export function startOfflineCopy() {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return
  followManifestLang()
  registerPersonalStore(forgetOfflinePerson)
  navigator.serviceWorker.addEventListener('message', (event) => {
    if (isCopyMessage(event.data)) void showCopy(event.data.date)
  })
  // The document itself came from the copy: the worker marked it.
  const marked = document.documentElement.getAttribute(OFFLINE_COPY_ATTRIBUTE)
  if (marked !== null) void showCopy(Number(marked) || 0)
  // The browser itself says there is no network: what the page shows was kept somewhere (Firefox,
  // in offline mode, answers from its own HTTP cache before the worker can give the copy).
  else if (navigator.onLine === false) void showCopy(0)
  // A fresh worker script each time (no HTTP cache): a new build is found on the next visit.
  navigator.serviceWorker.register(WORKER_URL, { scope: '/', updateViaCache: 'none' }).catch((error: unknown) => {
    console.warn('[offline] the worker did not register:', error)
  })
  void navigator.serviceWorker.ready.then(async (registration) => {
    const controller = navigator.serviceWorker.controller
    if (controller) void showCopy(await askCopyState(controller))
    if (registration.active && navigator.onLine) warmProgram(registration.active)
  })
}
