import { e2e } from '../../playwright.config'
import { expect, test } from './fixtures'
import { Firefox } from './support/firefox-bidi'

/**
 * Firefox ESR (Debian's package) over WebDriver BiDi (support/firefox-bidi.ts): the offline
 * worker answers every request as it does in Chromium, the language switch shows the whole page
 * in English, and the kept copy opens with the network off. Acts only once the app has taken the
 * page over (html[data-ready], as appReady does for Playwright's pages).
 */
const base = `http://127.0.0.1:${e2e.port}`
const ready = `document.documentElement.hasAttribute('data-ready')`

/** Visible text with Cyrillic letters, outside what is marked Russian (the "Русский" switch) and outside <noscript>. */
const CYRILLIC_TEXT = `(() => {
  const out = []
  const walk = (node) => {
    if (node.nodeType === 3) {
      if (/[\\u0400-\\u04ff]/.test(node.textContent) && node.parentElement.checkVisibility()) out.push(node.textContent.trim().slice(0, 80))
    } else if (node.nodeType === 1 && node.getAttribute('lang') !== 'ru' && !['NOSCRIPT', 'SCRIPT', 'STYLE'].includes(node.tagName)) {
      node.childNodes.forEach(walk)
    }
  }
  walk(document.body)
  return out
})()`

/** Every picture of the page, loaded again through the worker: the ones that fail. */
const FAILED_IMAGES = `Promise.all([...new Set([...document.images].map((i) => i.currentSrc || i.src))].map((src) => new Promise((done) => {
  const image = new Image()
  image.onload = () => done(image.naturalWidth > 0 ? null : src)
  image.onerror = () => done(src)
  image.src = src
}))).then((all) => all.filter(Boolean))`

test.describe('Firefox ESR', () => {
  test.setTimeout(180_000)
  let firefox: Firefox
  test.beforeAll(async () => {
    firefox = await Firefox.launch()
  })
  test.afterAll(async () => {
    await firefox?.close()
  })

  test('the offline worker answers every request in Firefox, the language switch shows the whole page in English, and the kept program opens offline', async () => {
    await firefox.goto(`${base}/program/grid`)
    await firefox.waitFor(ready)
    await firefox.waitFor(`navigator.serviceWorker.controller?.state === 'activated'`, 60_000)
    // The worker fetches the program's days ahead.
    await firefox.waitFor(`caches.open('forum-pages-v1').then((c) => c.keys()).then((k) => k.some((r) => r.url.includes('/program/grid?day=')))`, 60_000)

    // Offline: a kept day of the grid opens, with the offline notice. (Firefox in offline mode may
    // answer from its own HTTP cache: then the page learns it is offline from the browser.)
    const day = await firefox.evaluate<string>(
      `caches.open('forum-pages-v1').then((c) => c.keys()).then((k) => { const u = new URL(k.find((r) => r.url.includes('/program/grid?day=')).url); return u.pathname + u.search })`,
    )
    await firefox.send('emulation.setNetworkConditions', { networkConditions: { type: 'offline' } })
    try {
      await firefox.goto(`${base}${day}`)
      await firefox.waitFor(ready)
      await firefox.waitFor(`[...document.querySelectorAll('[role=status]')].some((s) => /^Нет сети: (программа на \\d\\d:\\d\\d|показана сохранённая копия)$/.test(s.textContent.replaceAll('\\u00AD', '').trim()))`)
      await firefox.waitFor(`document.querySelectorAll('main a[href^="/program/"]').length > 0`)
    } finally {
      await firefox.send('emulation.setNetworkConditions', { networkConditions: null })
    }

    // Online again, under the worker: the page, its pictures and its data calls are all answered.
    await firefox.goto(`${base}/`)
    await firefox.waitFor(ready)
    expect(await firefox.evaluate<boolean>('!!navigator.serviceWorker.controller')).toBe(true)
    expect(await firefox.evaluate<string[]>(FAILED_IMAGES)).toEqual([])
    const calls = await firefox.evaluate<number[]>(
      `Promise.all(['/acms/api/v1.0/events/35?langs=ru', '/acms/api/v1.0/news/35?langs=ru&limit=4', '/media/demo/event/33.svg'].map((u) => fetch(u).then((r) => r.status, () => 0)))`,
    )
    expect(calls).toEqual([200, 200, 200])

    // The language switch: the whole page in English.
    await firefox.evaluate(`document.querySelector('a[hreflang=en]').click()`)
    await firefox.waitFor(`document.documentElement.lang === 'en'`)
    await firefox.waitFor(`${CYRILLIC_TEXT}.length === 0`)
    expect(await firefox.evaluate<string>(`document.querySelector('main h1').textContent.replaceAll('\\u00AD', '')`)).toMatch(/^[\x20-\x7e’—–&]+$/)
    expect(await firefox.evaluate<string[]>(FAILED_IMAGES)).toEqual([])

    // Nothing the worker handled failed in the console.
    expect(firefox.log.filter((entry) => /ServiceWorker/.test(entry.text)).map((entry) => entry.text)).toEqual([])
  })
})
