// Figures 6–8: how soon a server-painted page takes taps on a mid phone. A 390 px page, the CPU
// slowed 4× and slow 4G (150 ms RTT, 1.6 Mbit/s) through CDP, a cold context per load.
/* global window, document, MutationObserver -- the init script runs in the page */
import { loopbackContext } from './browser.mjs'

export const CPU_SLOWDOWN = 4
export const SLOW_4G = { offline: false, latency: 150, downloadThroughput: (1.6e6 / 8) * 0.9, uploadThroughput: (750e3 / 8) * 0.9 }
/** The APIs whose calls count as "a second trip" for data (the content API and the account API). */
const API = /\/(acms|api)\//

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b)
  const mid = s.length >> 1
  return s.length % 2 ? s[mid] : (s[mid - 1] + s[mid]) / 2
}

/**
 * In the page before any of its scripts: when html[data-ready] appears, every long task (over
 * 50 ms) with its start and duration, and the first paint with content.
 */
function watch() {
  const seen = { ready: null, tasks: [], fcp: null }
  window.__interactive = seen
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) seen.tasks.push({ start: e.startTime, duration: e.duration })
  }).observe({ type: 'longtask', buffered: true })
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) if (e.name === 'first-contentful-paint') seen.fcp = e.startTime
  }).observe({ type: 'paint', buffered: true })
  const check = () => {
    if (seen.ready === null && document.documentElement?.hasAttribute('data-ready')) seen.ready = performance.now()
  }
  // The init script runs before <html> exists: the whole document is watched.
  new MutationObserver(check).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-ready'] })
}

/** One cold load: FCP, ready (data-ready and, on a grid, the end of its first 'grid:render'), tasks, API calls before ready. */
async function coldLoad(browser, base, path, { grid }) {
  const { context, blocked } = await loopbackContext(browser, base)
  const page = await context.newPage()
  await page.addInitScript(watch)
  const cdp = await context.newCDPSession(page)
  await cdp.send('Network.enable')
  await cdp.send('Network.emulateNetworkConditions', SLOW_4G)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN })
  const requests = []
  page.on('request', (req) => requests.push({ url: req.url().replace(base, ''), at: Date.now() }))
  const errors = []
  page.on('pageerror', (err) => errors.push(err.message))
  page.on('console', (msg) => {
    if (msg.type() === 'error' || msg.text().includes('[prerender]')) errors.push(msg.text())
  })
  const navigatedAt = Date.now()
  await page.goto(base + path, { waitUntil: 'commit', timeout: 60_000 })
  await page.waitForFunction(() => window.__interactive?.ready !== null, null, { timeout: 60_000, polling: 50 })
  if (grid) {
    await page.waitForFunction(() => performance.getEntriesByName('grid:render').length > 0, null, { timeout: 30_000, polling: 50 })
  }
  // Tasks that the start still runs right after ready (a lazy chunk, a deferred effect) count too.
  await page.waitForTimeout(1000)
  const seen = await page.evaluate(() => {
    const [gridRender] = performance.getEntriesByName('grid:render')
    return { ...window.__interactive, gridDone: gridRender ? gridRender.startTime + gridRender.duration : null, origin: performance.timeOrigin }
  })
  await context.close()
  const interactive = Math.max(seen.ready, seen.gridDone ?? 0)
  const readyAt = seen.origin + interactive
  const apiBeforeReady = requests.filter((r) => API.test(r.url) && r.at <= readyAt).map((r) => r.url)
  const tasks = seen.tasks.filter((t) => t.start <= interactive + 1000)
  const tbt = tasks.filter((t) => t.start >= (seen.fcp ?? 0)).reduce((n, t) => n + Math.max(0, t.duration - 50), 0)
  return {
    fcp: seen.fcp,
    ready: seen.ready,
    gridDone: seen.gridDone,
    afterPaint: interactive - (seen.fcp ?? 0),
    apiBeforeReady,
    longestTask: Math.max(0, ...tasks.map((t) => t.duration)),
    tbt,
    tasks,
    wallMs: Date.now() - navigatedAt,
    blocked,
    errors,
  }
}

/** `runs` cold loads of a page; the medians, and every sample. */
export async function measureInteractive(browser, base, path, runs, { grid = false } = {}) {
  const samples = []
  for (let i = 0; i < runs; i++) samples.push(await coldLoad(browser, base, path, { grid }))
  const pick = (key) => median(samples.map((s) => s[key]))
  return {
    path,
    runs,
    fcpMs: pick('fcp'),
    readyMs: median(samples.map((s) => Math.max(s.ready, s.gridDone ?? 0))),
    afterPaintMs: pick('afterPaint'),
    tbtMs: pick('tbt'),
    longestTaskMs: pick('longestTask'),
    apiBeforeReady: Math.max(...samples.map((s) => s.apiBeforeReady.length)),
    apiUrls: [...new Set(samples.flatMap((s) => s.apiBeforeReady))],
    errors: [...new Set(samples.flatMap((s) => [...s.errors, ...s.blocked.map((u) => `blocked ${u}`)]))],
    samples,
  }
}
