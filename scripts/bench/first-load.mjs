// Figure 1: the JavaScript Chromium downloads on a cold load of each public route.
/* global document -- the page.waitForFunction callback runs in the browser */
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import { loopbackContext } from './browser.mjs'

const gzipSize = (buf) => gzipSync(buf, { level: 9 }).length
const brotliSize = (buf) =>
  brotliCompressSync(buf, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: 11,
      [constants.BROTLI_PARAM_SIZE_HINT]: buf.length,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
    },
  }).length

/**
 * One fresh context per route (empty cache), every response of resource type "script" until
 * network idle. Sizes: the response headers, what came over the wire (encoded, as the server compressed it), the raw
 * body, and gzip -9 / brotli 11 of the body computed here, so the figure does not depend on
 * the server's compression settings.
 */
export async function measureFirstLoad(browser, base, path) {
  const { context, blocked } = await loopbackContext(browser, base)
  const page = await context.newPage()
  const pending = []
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return
    pending.push(
      (async () => {
        const body = await response.body()
        const sizes = await response.request().sizes()
        return { url: response.url(), status: response.status(), headers: sizes.responseHeadersSize, encoded: sizes.responseBodySize, raw: body.length, gzip: gzipSize(body), brotli: brotliSize(body) }
      })().catch((err) => ({ url: response.url(), failed: err.message })),
    )
  })
  const errors = []
  page.on('pageerror', (err) => errors.push(err.message))
  const res = await page.goto(base + path, { waitUntil: 'networkidle', timeout: 30_000 })
  // A route that ended on the error or 404 screen loads less JavaScript: that must not pass as a good figure.
  const heading = await page
    .waitForFunction(
      // The server-rendered page has its h1 before any script: wait for the app to have taken it
      // over (RootLayout sets data-ready), so the scripts of that take-over are counted too.
      () =>
        document.documentElement.hasAttribute('data-ready') &&
        !document.querySelector('main .state--error, main .state--not-found, main .page-pending') &&
        document.querySelector('main h1')?.textContent,
      null,
      { timeout: 10_000 },
    )
    .then((h) => h.jsonValue())
    .catch(() => null)
  // 'networkidle' can come before every script was asked for (public/boot.js preloads, and the
  // entry asks for more after the first paint): wait until no new script has come for half a second.
  for (let seen = -1; seen !== pending.length; ) {
    seen = pending.length
    await page.waitForTimeout(500)
  }
  if (!heading) errors.push('the page did not show its content (error screen, 404 or still loading)')
  // Bodies are read while the page is open; a response that arrives meanwhile is read too.
  let read = 0
  while (read < pending.length) {
    read = pending.length
    await Promise.all(pending)
  }
  const all = await Promise.all(pending)
  await context.close()
  const unread = all.filter((s) => s.failed)
  const scripts = all.filter((s) => !s.failed)
  if (unread.length) errors.push(...unread.map((s) => `could not read ${s.url}: ${s.failed}`))

  const unique = new Map(scripts.map((s) => [s.url, s]))
  const files = [...unique.values()].sort((a, b) => b.gzip - a.gzip)
  const sum = (key) => files.reduce((n, f) => n + f[key], 0)
  return {
    path,
    status: res?.status() ?? null,
    heading,
    files: files.map((f) => ({ ...f, url: f.url.replace(base, '') })),
    count: files.length,
    headers: sum('headers'),
    encoded: sum('encoded'),
    raw: sum('raw'),
    gzip: sum('gzip'),
    brotli: sum('brotli'),
    blocked,
    errors,
  }
}
