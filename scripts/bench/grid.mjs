// Figure 3: render and filter time of the detailed program grid, read from the marks the grid
// itself records (src/features/program/use-render-marks.ts: 'grid:render', 'grid:filter').
import { loopbackContext } from './browser.mjs'

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b)
  const mid = s.length >> 1
  return s.length % 2 ? s[mid] : (s[mid - 1] + s[mid]) / 2
}

const durations = (page, name) => page.evaluate((n) => performance.getEntriesByName(n).map((e) => e.duration), name)

/**
 * `runs` loads of /program/detailed-grid?day=<day>: each time the first 'grid:render' (the
 * mount of the full day), then a click on the first industry chip and its 'grid:filter'.
 * Also returns the content API request the grid made, so the load test asks for the same URL.
 */
export async function measureGrid(browser, base, day, runs) {
  const { context, blocked } = await loopbackContext(browser, base, { viewport: { width: 1280, height: 900 } })
  const page = await context.newPage()
  let meetingRequest = null
  page.on('request', (req) => {
    if (!meetingRequest && req.url().includes('/acms/api/v1.0/meeting?')) {
      meetingRequest = { url: req.url().replace(base, ''), headers: req.headers() }
    }
  })
  const url = `${base}/program/detailed-grid?day=${day}`
  const render = []
  const filter = []
  let cells = 0
  let filteredCells = 0
  let industry = null
  for (let i = 0; i < runs; i++) {
    await page.goto(url, { waitUntil: 'networkidle', timeout: 30_000 })
    await page.locator('.pgrid__cell').first().waitFor({ timeout: 15_000 })
    const [first] = await durations(page, 'grid:render')
    if (first === undefined) throw new Error('the grid recorded no grid:render measure')
    render.push(first)
    cells = await page.locator('.pgrid__cell').count()

    const chip = page.locator('nav.filter a').nth(1)
    industry = (await chip.textContent())?.trim() ?? null
    await chip.click()
    await page.waitForFunction(() => performance.getEntriesByName('grid:filter').length > 0, null, { timeout: 10_000 })
    const [filtered] = await durations(page, 'grid:filter')
    filter.push(filtered)
    filteredCells = await page.locator('.pgrid__cell').count()
  }
  await context.close()
  return {
    url: url.replace(base, ''),
    runs,
    cells,
    industry,
    filteredCells,
    renderMs: median(render),
    filterMs: median(filter),
    renderSamples: render,
    filterSamples: filter,
    meetingRequest,
    blocked,
  }
}
