// node scripts/bench/first-load-diff.mjs --base DIST_A --head DIST_B [--path /program/meeting/ID] [--runs 3]
// What a change adds to one page's first load: figure 1 (first-load.mjs: every script until
// network idle, gzip -9 and brotli 11 computed here) for the same path on two builds of the site,
// each served by this tree's server on the demo content; the minimum of `--runs` cold loads per
// build (the figure only varies when a lazy chunk races the idle wait). Prints one JSON line and
// the difference. Used for the Q&A's budget (docs/benchmarks.md): the session page grows ≤ 2 kB gzip.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import { launchChromium } from './browser.mjs'
import { measureFirstLoad } from './first-load.mjs'
import { freePort, killAllStartedSync, startServer, stopServer } from './server.mjs'

const { values } = parseArgs({ options: { base: { type: 'string' }, head: { type: 'string' }, path: { type: 'string' }, runs: { type: 'string', default: '3' } } })
if (!values.base || !values.head) {
  console.error('Usage: node scripts/bench/first-load-diff.mjs --base DIST_A --head DIST_B [--path /program/meeting/ID] [--runs 3]')
  process.exit(2)
}
const RUNS = Math.max(1, Math.min(5, Number(values.runs)))

async function measure(browser, distDir, work) {
  const port = await freePort()
  const { handle } = await startServer({ port, dataDir: join(work, `data-${port}`), distDir })
  try {
    let path = values.path
    if (!path) {
      const body = await (await fetch(`${handle.base}/acms/api/v1.0/meeting?event_id=35&is_culture=0&limit=1&brief=1`)).json()
      path = `/program/meeting/${body.data[0].id}`
    }
    let best = null
    for (let i = 0; i < RUNS; i++) {
      const r = await measureFirstLoad(browser, handle.base, path)
      if (r.errors.length) throw new Error(`${path}: ${r.errors.join('; ')}`)
      if (!best || r.gzip < best.gzip) best = { path, gzip: r.gzip, brotli: r.brotli, files: r.count, names: r.files.map((f) => `${f.url} ${f.gzip}`) }
    }
    return best
  } finally {
    await stopServer(handle)
  }
}

const work = mkdtempSync(join(tmpdir(), 'bench-first-load-diff-'))
const browser = await launchChromium()
try {
  const base = await measure(browser, values.base, work)
  const head = await measure(browser, values.head, work)
  const result = { path: head.path, base, head, gzip_delta: head.gzip - base.gzip, brotli_delta: head.brotli - base.brotli }
  console.log(JSON.stringify(result))
  console.log(`${head.path}: ${base.gzip} → ${head.gzip} B gzip (${result.gzip_delta >= 0 ? '+' : ''}${result.gzip_delta} B), brotli ${result.brotli_delta >= 0 ? '+' : ''}${result.brotli_delta} B; files ${base.files} → ${head.files}`)
} finally {
  await browser.close()
  killAllStartedSync()
  rmSync(work, { recursive: true, force: true })
}
