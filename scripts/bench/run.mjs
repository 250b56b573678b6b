#!/usr/bin/env node
// `npm run bench`: builds the site, runs the real server on loopback with fresh data, measures
// the figures of docs/benchmarks.md, prints them against their budgets and writes them to JSON.
import { spawn } from 'node:child_process'
import { cpSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { loadavg, tmpdir } from 'node:os'
import { join, relative, resolve } from 'node:path'
import { BUDGETS, fmt, row, table } from './budgets.mjs'
import { readOptions } from './options.mjs'
import { launchChromium } from './browser.mjs'
import { apiRows, firstLoadRows, gridRows, interactiveRows, lighthouseRows, scriptFileRows, serverRows } from './figures.mjs'
import { measureFirstLoad } from './first-load.mjs'
import { measureInteractive } from './interactive.mjs'
import { measureGrid } from './grid.mjs'
import { hallsGridRows, measureHallsGrid, startHallsServer } from './grid-halls.mjs'
import { lighthouse, stopLighthouse } from './lighthouse.mjs'
import { machineInfo } from './machine.mjs'
import { measureApi } from './api-figures.mjs'
import { measureSearch, searchRows } from './search.mjs'
import { importLiveRows, measureImportLive } from './import-live.mjs'
import { demoIds, lighthouseRoutes, publicRoutes } from './routes.mjs'
import { ROOT, freePort, killAllStartedSync, serverMemory, serverPid, startServer, stopServer } from './server.mjs'

const { opts, settings, runs } = readOptions()

const started = performance.now()
const log = (msg) => console.error(`[bench ${((performance.now() - started) / 1000).toFixed(0).padStart(3)} s] ${msg}`)
const work = mkdtempSync(join(tmpdir(), 'forum-bench-'))
const distDir = opts['skip-build'] ? join(ROOT, 'dist') : join(work, 'dist')
const cleanup = () => {
  stopLighthouse()
  killAllStartedSync()
  rmSync(work, { recursive: true, force: true })
}
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    cleanup()
    process.exit(130)
  })
}
// A failure outside main()'s promise chain (a browser event handler, say) must not leave servers behind.
for (const event of ['uncaughtException', 'unhandledRejection']) {
  process.on(event, (err) => {
    console.error(err?.stack ?? err)
    cleanup()
    process.exit(2)
  })
}
const deadline = setTimeout(() => {
  log(`still running after ${settings.maxMinutes} min: stopping`)
  cleanup()
  process.exit(2)
}, settings.maxMinutes * 60_000)
deadline.unref()

function run(cmd, args, env = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { cwd: ROOT, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] })
    let out = ''
    child.stdout.on('data', (c) => (out += c))
    child.stderr.on('data', (c) => (out += c))
    child.once('exit', (code) => (code === 0 ? resolve(out) : reject(new Error(`${cmd} ${args.join(' ')} exited ${code}:\n${out.slice(-4000)}`))))
  })
}

const rows = []
const details = {}
/** A section that fails is a failed row, and the other sections still run. */
async function section(name, fn) {
  try {
    await fn()
  } catch (err) {
    log(`${name} failed: ${err.message}`)
    rows.push({ section: name, figure: 'error', value: err.message.split('\n')[0].slice(0, 160), budget: '', pass: false })
    details[`${name} error`] = err.stack
  }
}

async function main() {
  const machine = machineInfo()
  if (!opts['skip-build']) {
    log('npm run build')
    await run('npm', ['run', 'build', '--', '--outDir', distDir, '--emptyOutDir'])
  } else if (readdirSync(join(distDir, 'assets')).some((f) => f.startsWith('jsx-dev-runtime'))) {
    log('warning: dist/ is a development build (jsx-dev-runtime): the sizes will not be the production ones')
  }

  const dataDir = join(work, 'data')
  const port = await freePort()
  log(`first start on a fresh data dir (seeds the demo) on 127.0.0.1:${port}`)
  const first = await startServer({ port, dataDir, distDir })
  details.firstStartMs = first.startMs
  const { handle } = first
  let ids
  let meetingRequest = null
  try {
    ids = await demoIds(handle.base)
    details.ids = ids
    const browser = await launchChromium()
    try {
      if (runs('first-load')) await section('first-load JS', async () => {
        const results = []
        for (const path of publicRoutes(ids)) {
          log(`first load ${path}`)
          results.push(await measureFirstLoad(browser, handle.base, path))
        }
        details.firstLoad = results
        rows.push(...firstLoadRows(results), ...scriptFileRows(results))
      })
      if (runs('interactive')) await section('interactive', async () => {
        const results = []
        for (const [path, grid] of [['/', false], ['/program/grid', true], [`/program/meeting/${ids.meetingId}`, false]]) {
          log(`interactive ${path} (${settings.interactiveRuns} cold loads, CPU 4×, slow 4G)`)
          results.push(await measureInteractive(browser, handle.base, path, settings.interactiveRuns, { grid }))
        }
        details.interactive = results
        rows.push(...interactiveRows(results))
      })
      if (runs('grid')) await section('program grid', async () => {
        log(`grid, demo data (${settings.gridRuns} loads)`)
        details.grid = { one: await measureGrid(browser, handle.base, ids.firstDay, settings.gridRuns) }
        meetingRequest = details.grid.one.meetingRequest
      })
    } finally {
      await browser.close()
    }

    if (runs('lighthouse')) await section('Lighthouse', async () => {
      const results = []
      for (const path of lighthouseRoutes(ids)) {
        log(`Lighthouse ${path} (${settings.lighthouseRuns} run(s))`)
        try {
          results.push({ path, ...(await lighthouse(handle.base + path, { runs: settings.lighthouseRuns, tmpDir: work })) })
        } catch (err) {
          results.push({ path, error: err.message })
        }
      }
      details.lighthouse = results
      rows.push(...lighthouseRows(results, settings.lighthouseRuns))
    })

    if (runs('api')) await section('API load', async () => {
      log(`API load: ${settings.durationS} s per route, ${settings.connections} connections`)
      const api = await measureApi(handle.base, serverPid(handle), ids, meetingRequest, settings, log)
      details.api = api
      rows.push(...apiRows(api.health, api.routes))
      details.memory = serverMemory(handle)
    })

    // Figure 4b: search, new and repeated queries (scripts/bench/search.mjs).
    if (runs('search')) await section('API load', async () => {
      details.search = { one: await measureSearch(handle.base, serverPid(handle), settings, log) }
      rows.push(...searchRows(details.search.one, 'demo data'))
    })
  } finally {
    await stopServer(handle)
  }

  // The same on 4× the searchable content, copied in SQL into a copy of the data (make-search-4x.ts).
  if (runs('search')) await section('API load', async () => {
    const bigDir = join(work, 'data-search-4x')
    if (process.env.DATABASE_URL) mkdirSync(bigDir) // the copies go into that database (make-search-4x.ts)
    else cpSync(dataDir, bigDir, { recursive: true })
    const counts = await run(join(ROOT, 'node_modules/.bin/tsx'), ['scripts/bench/make-search-4x.ts', bigDir])
    log(`search, 4× content: sessions/speakers/news ${counts.trim()}`)
    const { handle: big } = await startServer({ port, dataDir: bigDir, distDir })
    try {
      ;(details.search ??= {}).four = await measureSearch(big.base, serverPid(big), settings, log)
      rows.push(...searchRows(details.search.four, '4× content'))
    } finally {
      await stopServer(big)
      // On a PostgreSQL server (DATABASE_URL) the copies went into that database: take them out again.
      if (process.env.DATABASE_URL) await run(join(ROOT, 'node_modules/.bin/tsx'), ['scripts/bench/make-search-4x.ts', bigDir, '0'])
    }
  })

  if (runs('server')) await section('server', async () => {
    const samples = []
    const serverSaid = []
    for (let i = 0; i < 3; i++) {
      const { handle: h, startMs } = await startServer({ port, dataDir, distDir })
      samples.push(startMs)
      await stopServer(h)
      // The server's own figure: from its first line of code to ready (no node/tsx start-up, no module loading).
      serverSaid.push(Number(/ready in ([\d.]+) s/.exec(h.log)?.[1] ?? NaN) * 1000)
    }
    const medianMs = [...samples].sort((a, b) => a - b)[1]
    details.start = { samples, medianMs, readyInMsAsLogged: serverSaid }
    log(`start on existing data: ${samples.map((s) => s.toFixed(0)).join(', ')} ms`)
    rows.push(...serverRows(details.start, details.memory))
  })

  if (runs('grid')) await section('program grid', async () => {
    if (!details.grid) throw new Error('no measurement on the demo data')
    const bigDir = join(work, 'data-4x')
    cpSync(dataDir, bigDir, { recursive: true })
    const file = join(work, 'program-4x.json')
    const counts = await run(join(ROOT, 'node_modules/.bin/tsx'), ['scripts/bench/make-4x.ts', file])
    log(`4× day: sessions/sessions/halls ${counts.trim()}; importing`)
    await run(join(ROOT, 'node_modules/.bin/tsx'), ['server/cli/import.ts', file], { DATA_DIR: bigDir })
    const { handle: big } = await startServer({ port, dataDir: bigDir, distDir })
    const browser = await launchChromium()
    try {
      log(`grid, 4× data (${settings.gridRuns} loads)`)
      details.grid.four = await measureGrid(browser, big.base, ids.firstDay, settings.gridRuns)
    } finally {
      await browser.close()
      await stopServer(big)
    }
  })
  if (details.grid) rows.splice(rows.findIndex((r) => r.section === 'Lighthouse'), 0, ...gridRows(details.grid.one, details.grid.four))

  // Figure 3b: a day of 100 halls at 4× CPU, on its own server (scripts/bench/grid-halls.mjs).
  if (runs('grid')) await section('program grid', async () => {
    const { handle: halls, days } = await startHallsServer({ work, port, distDir })
    const browser = await launchChromium()
    try {
      log(`grid, a day of 100 halls at 4× CPU (${settings.gridRuns} loads)`)
      details.gridHalls = await measureHallsGrid(browser, halls.base, days, settings.gridRuns)
      rows.push(...hallsGridRows(details.gridHalls))
    } finally {
      await browser.close()
      await stopServer(halls)
    }
  })

  // The program's import and change log (scripts/bench/program.ts): in one process, in-memory PGlite.
  if (runs('program')) await section('program', async () => {
    log('program: a 1,500-session file imported, again unchanged, then changed; the changes between the versions')
    const out = await run(join(ROOT, 'node_modules/.bin/tsx'), ['scripts/bench/program.ts', '1500'])
    const p = JSON.parse(out.trim().split('\n').pop())
    details.program = p
    rows.push(
      row('program', `${p.sessions}-session import, empty PGlite`, `${fmt(p.firstImportMs / 1000)} s`, `≤ ${BUDGETS.programImportMs / 1000} s`, p.firstImportMs <= BUDGETS.programImportMs),
      row('program', 'same file again (writes nothing)', `${fmt(p.unchangedImportMs / 1000)} s, ${p.unchangedWroteNothing ? 'nothing written' : 'WROTE'}`, `≤ ${BUDGETS.programUnchangedImportMs / 1000} s, nothing written`, p.unchangedWroteNothing && p.unchangedImportMs <= BUDGETS.programUnchangedImportMs),
      row('program', `changes between two versions (${p.changes} changes: snapshot + diff)`, `${p.changesMs} ms (diff ${p.diffMs} ms)`, `≤ ${BUDGETS.programChangesMs} ms`, p.changesMs <= BUDGETS.programChangesMs),
      row('program', 'changed file imported (a new version)', `${fmt(p.changedImportMs / 1000)} s`, '', null),
    )
    // The same file handed to a running site while its content API is asked (scripts/bench/import-live.mjs).
    details.importLive = await measureImportLive({ work, port, distDir, log })
    rows.push(...importLiveRows(details.importLive))
  })

  // The desk (scripts/bench/desk.ts): 20,000 generated registrations, in one process, on PGlite or DATABASE_URL.
  if (runs('desk')) await section('desk', async () => {
    log('desk: 20,000 registrations: the list, the CSV export, a message to all')
    const out = await run('node', ['--expose-gc', '--import', 'tsx', 'scripts/bench/desk.ts', '20000'])
    const d = JSON.parse(out.trim().split('\n').pop())
    details.desk = d
    rows.push(
      row('desk', `people list, ${d.listRequests} pages with filters and search (${d.database})`, `p95 ${d.listP95Ms} ms`, `≤ ${BUDGETS.deskListP95Ms} ms`, d.listP95Ms <= BUDGETS.deskListP95Ms),
      row('desk', `CSV export of ${d.registrations}, streamed`, `${fmt(d.exportAllMs / 1000)} s, heap +${d.exportAllHeapGrowthMb} MB (2,000 rows: +${d.exportSmallHeapGrowthMb} MB)`, `≤ ${BUDGETS.deskExportMs / 1000} s`, d.exportAllMs <= BUDGETS.deskExportMs),
      row('desk', `a message to ${d.messageQueued} queued`, `${fmt(d.messageQueuedMs / 1000)} s`, `≤ ${BUDGETS.deskMessageQueueMs / 1000} s`, d.messageQueuedMs <= BUDGETS.deskMessageQueueMs),
      row('desk', 'a visitor\'s request during the send', `p99 ${d.visitorP99Ms} ms`, `≤ ${BUDGETS.deskVisitorP99Ms} ms`, d.visitorP99Ms <= BUDGETS.deskVisitorP99Ms),
    )
  })

  const order = ['first-load JS', 'script files', 'interactive', 'Lighthouse', 'program grid', 'API load', 'API caching', 'server', 'program', 'desk']
  rows.sort((a, b) => order.indexOf(a.section) - order.indexOf(b.section))
  const failed = rows.filter((r) => r.pass === false)
  const result = {
    date: new Date().toISOString(),
    durationS: Math.round((performance.now() - started) / 1000),
    machine: { ...machine, loadAverageAtEnd: loadavg().map((x) => Math.round(x * 100) / 100) },
    settings,
    summary: { figures: rows.length, judged: rows.filter((r) => r.pass !== null).length, failed: failed.length },
    rows,
    details,
  }
  const out = resolve(ROOT, opts.out)
  mkdirSync(join(out, '..'), { recursive: true })
  writeFileSync(out, `${JSON.stringify(result, null, 2)}\n`)

  console.log(`\n${table(rows)}\n`)
  console.log(`${machine.node} · ${machine.cores} cores (${machine.cpu}) · ${machine.chromium} · ${machine.uname}`)
  console.log(`load average at start ${machine.loadAverageAtStart.join(' ')}, at end ${result.machine.loadAverageAtEnd.join(' ')} (other processes on the machine skew every figure)`)
  console.log(`${rows.length} figures, ${result.summary.judged} with a budget, ${failed.length} missed; ${result.durationS} s; written to ${relative(ROOT, out)}`)
  return failed.length
}

main()
  .then((failed) => {
    cleanup()
    process.exit(failed > 0 && !opts['no-fail'] ? 1 : 0)
  })
  .catch((err) => {
    console.error(err.stack ?? err)
    cleanup()
    process.exit(2)
  })
