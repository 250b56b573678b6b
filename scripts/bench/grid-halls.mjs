#!/usr/bin/env node
// Figure 3b: the detailed grid of a day of 100 halls at 4× CPU. The program is the
// browser tests' generated congress with 100 halls (scripts/bench/make-halls.ts), imported into its
// own data dir with no demo. Per load: the grid's 'grid:render' while the server-painted page is
// hydrated, the time until the app has taken the page over (html[data-ready]), then a click on the
// next day's tab and the largest 'grid:render' of that day's client-side mount. Median of the loads.
//
// Alone: `node scripts/bench/grid-halls.mjs [--skip-build] [--grid-runs n]` (builds into a temporary
// directory, or serves dist/); `npm run bench` runs it after the 4× grid.
/* global window, document, MutationObserver -- watchReady runs in the page */
import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { parseArgs } from 'node:util'
import { BUDGETS as B, fmt, row, table } from './budgets.mjs'
import { launchChromium, loopbackContext } from './browser.mjs'
import { ROOT, freePort, killAllStartedSync, startServer, stopServer } from './server.mjs'

export const CPU_SLOWDOWN = 4
/** 4× CPU multiplies the 1× grid budget (figure 3) by 4: the same work on a 4× slower machine. */
export const HALLS_GRID_MS = B.gridMs * CPU_SLOWDOWN
const HALLS = 100

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b)
  const mid = s.length >> 1
  return s.length % 2 ? s[mid] : (s[mid - 1] + s[mid]) / 2
}

/** In the page before its scripts: when html[data-ready] appears (the app has taken the page over). */
function watchReady() {
  // Before the parser has made <html>: watch the whole document for the attribute.
  const check = () => {
    if (document.documentElement?.hasAttribute('data-ready')) {
      window.__readyAt ??= performance.now()
      return true
    }
    return false
  }
  if (!check()) {
    new MutationObserver((_, observer) => check() && observer.disconnect()).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-ready'] })
  }
}

const renders = (page) => page.evaluate(() => performance.getEntriesByName('grid:render').map((e) => e.duration))

/** `runs` cold loads of the detailed grid of `days[0]` at 4× CPU, each followed by a switch to `days[1]`. */
export async function measureHallsGrid(browser, base, days, runs) {
  const hydrate = []
  const ready = []
  const render = []
  let halls = 0
  let cells = 0
  let blockedAll = []
  for (let i = 0; i < runs; i++) {
    const { context, blocked } = await loopbackContext(browser, base, { viewport: { width: 1280, height: 900 } })
    await context.addInitScript(watchReady)
    const page = await context.newPage()
    const cdp = await context.newCDPSession(page)
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN })
    await page.goto(`${base}/program/detailed-grid?day=${days[0]}`, { waitUntil: 'load', timeout: 60_000 })
    await page.waitForFunction(() => window.__readyAt !== undefined && performance.getEntriesByName('grid:render').length > 0, null, { timeout: 60_000 })
    const [first] = await renders(page)
    hydrate.push(first)
    ready.push(await page.evaluate(() => window.__readyAt))
    halls = await page.locator('.pgrid__hall').count()

    await page.evaluate(() => performance.clearMeasures('grid:render'))
    await page.locator(`a[href*="day=${days[1]}"]`).first().click()
    await page.waitForURL(new RegExp(`day=${days[1]}`), { timeout: 60_000 })
    await page.waitForFunction((day) => document.querySelector('.pgrid__link time')?.getAttribute('datetime')?.startsWith(day), days[1], { timeout: 60_000 })
    render.push(Math.max(...(await renders(page))))
    cells = await page.locator('.pgrid__cell').count()
    blockedAll = blockedAll.concat(blocked)
    await context.close()
  }
  return { halls, cells, runs, hydrateMs: median(hydrate), readyMs: median(ready), renderMs: median(render), hydrateSamples: hydrate, readySamples: ready, renderSamples: render, blocked: blockedAll }
}

export function hallsGridRows(r) {
  const at = `${r.halls} halls, 4× CPU`
  return [
    row('program grid', `hydration, a day of ${at}`, `${fmt(r.hydrateMs)} ms`, `< ${HALLS_GRID_MS} ms`, r.hydrateMs < HALLS_GRID_MS),
    row('program grid', `render, next day of ${r.cells} sessions (${at})`, `${fmt(r.renderMs)} ms`, `< ${HALLS_GRID_MS} ms`, r.renderMs < HALLS_GRID_MS),
    row('program grid', `page taken over (data-ready), ${at}`, `${fmt(r.readyMs, 0)} ms`, 'report', null),
  ]
}

/** Writes the 100-hall program, imports it into `dataDir` (no demo) and serves it; returns the handle and the days. */
export async function startHallsServer({ work, port, distDir }) {
  const file = join(work, 'program-halls.json')
  const dataDir = join(work, 'data-halls')
  const made = await run(join(ROOT, 'node_modules/.bin/tsx'), ['scripts/bench/make-halls.ts', file, String(HALLS)])
  const firstDay = made.trim().split(' ').pop()
  await run(join(ROOT, 'node_modules/.bin/tsx'), ['server/cli/import.ts', file], { DATA_DIR: dataDir, SEED_DEMO: '0' })
  const { handle } = await startServer({ port, dataDir, distDir, env: { SEED_DEMO: '0' } })
  const next = new Date(Date.parse(`${firstDay}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10)
  return { handle, days: [firstDay, next] }
}

function run(cmd, args, env = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { cwd: ROOT, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] })
    let out = ''
    child.stdout.on('data', (c) => (out += c))
    child.stderr.on('data', (c) => (out += c))
    child.once('exit', (code) => (code === 0 ? resolve(out) : reject(new Error(`${cmd} ${args.join(' ')} exited ${code}:\n${out.slice(-4000)}`))))
  })
}

async function main() {
  const { values } = parseArgs({ options: { 'skip-build': { type: 'boolean', default: false }, 'grid-runs': { type: 'string', default: '5' } } })
  const work = mkdtempSync(join(tmpdir(), 'forum-bench-halls-'))
  const distDir = values['skip-build'] ? join(ROOT, 'dist') : join(work, 'dist')
  try {
    if (!values['skip-build']) await run('npm', ['run', 'build', '--', '--outDir', distDir, '--emptyOutDir'])
    const { handle, days } = await startHallsServer({ work, port: await freePort(), distDir })
    const browser = await launchChromium()
    try {
      const result = await measureHallsGrid(browser, handle.base, days, Number(values['grid-runs']))
      console.log(`\n${table(hallsGridRows(result))}\n`)
      console.log(JSON.stringify({ ...result, blocked: result.blocked.length }))
    } finally {
      await browser.close()
      await stopServer(handle)
    }
  } finally {
    killAllStartedSync()
    rmSync(work, { recursive: true, force: true })
  }
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((err) => {
    console.error(err?.stack ?? err)
    killAllStartedSync()
    process.exit(2)
  })
}
