import { StrictMode, startTransition } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { createApp } from './app'
import { pageDataSource, readPageData } from './lib/api/page-data'
import { activateStartLang } from './i18n/lang'
import './styles/base.css'
import './styles/layout.css'
import './styles/tiles.css'
import './styles/print.css'

/**
 * Lets the browser run between the steps of the start: the page is already painted (the server
 * rendered it), and one long task would keep it from answering a tap (Lighthouse TBT).
 */
const yieldToBrowser = () => new Promise<void>((resolve) => setTimeout(resolve, 0))

/**
 * The first date format a page creates loads the runtime's time zone and calendar data (~10 ms;
 * 25–50 ms on a 4× slower CPU), which landed inside the route's loading or its first render, both
 * long tasks already (the venue's times, kernel/venue-time.ts). Here it is a task of its own.
 */
const warmDateFormats = () => new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', hour: '2-digit' }).format(0)

async function start() {
  await yieldToBrowser()
  warmDateFormats()
  await yieldToBrowser()
  await activateStartLang() // ?lang= in the address, else the stored setting (§1)
  const inspect =
    import.meta.env.DEV && new URLSearchParams(window.location.search).has('inspect')
      ? (await import('./dev/inspector')).createDevInspector().inspect
      : undefined
  // The content answers the server's render used (server/pages/prerender.ts): the first load of
  // the same route takes them from the page instead of asking the API again.
  const pageData = pageDataSource(readPageData(document), performance.timeOrigin)
  // Reading the page's data (a JSON parse) and creating the app (the router, the auth actor) are
  // separate tasks: together they were one of the start's long tasks at CPU 4×.
  await yieldToBrowser()
  const { App, router, auth } = createApp({ inspect, pageData, deferAuth: !inspect })
  await yieldToBrowser()
  const root = document.getElementById('root')!
  const app = (
    <StrictMode>
      <App />
    </StrictMode>
  )
  if (!root.hasChildNodes()) {
    pageData.close()
    // A page the server did not draw (the account pages): its forms send the session events at once.
    await auth.load()
    return void createRoot(root).render(app)
  }
  // The server drew the first screen (server/pages/prerender.ts) for a person who is not logged
  // in: with the route's data loaded, the browser's first render is the same (useSession and
  // useFavorites read as nobody while hydrating) and React takes the markup over as it is. Any
  // difference is a bug: it is logged below, and the hydration specs look for that line.
  await router.load().catch(() => undefined)
  // Everything after the first load (another language, filter or day, a later visit) asks the API.
  pageData.close()
  // What TanStack Start's hydration sets: the root match renders without the Suspense boundary
  // the client adds otherwise, as it did on the server.
  router.ssr = { manifest: undefined }
  await yieldToBrowser()
  // In a transition React hydrates in time slices (5 ms each, yielding to the browser between
  // them) instead of in one task: no long task on a slow phone.
  startTransition(() => {
    hydrateRoot(root, app, {
      onRecoverableError: (error) => console.warn('[prerender] the browser redrew the server\'s markup:', error),
    })
  })
  // The auth machine (XState) once the page takes taps, if a session is stored (src/session/auth-ref.ts).
  afterReady(() => void auth.loadIfStored())
}

/** Runs `then` once `html[data-ready]` is set (RootLayout, when the app has taken the page over). */
function afterReady(then: () => void) {
  const html = document.documentElement
  if (html.hasAttribute('data-ready')) return then()
  const observer = new MutationObserver(() => {
    if (!html.hasAttribute('data-ready')) return
    observer.disconnect()
    then()
  })
  observer.observe(html, { attributes: true, attributeFilter: ['data-ready'] })
}

void start()
