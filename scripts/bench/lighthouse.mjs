// Figure 2: Lighthouse (mobile defaults) through its own CLI, one Chromium per run as it does itself.
import { spawn } from 'node:child_process'
import { readFileSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import { CHROMIUM_PATH } from './browser.mjs'
import { ROOT } from './server.mjs'

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo']
const LIGHTHOUSE = join(ROOT, 'node_modules/.bin/lighthouse')

const running = new Set()

/** SIGINT first: Lighthouse then closes the Chromium it launched (SIGKILL would leave it running). */
function stop(child) {
  child.kill('SIGINT')
  setTimeout(() => child.kill('SIGKILL'), 5000).unref()
}

/** For an emergency exit: the Lighthouse run in progress, if any. */
export function stopLighthouse() {
  for (const child of running) stop(child)
}

function runOnce(url, outFile, timeoutMs) {
  return new Promise((resolve, reject) => {
    const child = spawn(
      LIGHTHOUSE,
      [
        url,
        '--output=json',
        `--output-path=${outFile}`,
        `--only-categories=${CATEGORIES.join(',')}`,
        '--chrome-flags=--headless=new --no-sandbox --disable-gpu',
        '--quiet',
      ],
      { cwd: ROOT, env: { ...process.env, CHROME_PATH: CHROMIUM_PATH }, stdio: ['ignore', 'ignore', 'pipe'] },
    )
    running.add(child)
    let stderr = ''
    child.stderr.on('data', (c) => (stderr = (stderr + c).slice(-4000)))
    const timer = setTimeout(() => stop(child), timeoutMs)
    child.once('exit', (code, signal) => {
      running.delete(child)
      clearTimeout(timer)
      if (code === 0) resolve()
      else reject(new Error(`lighthouse ${url}: ${signal ? `killed (${signal}) after ${timeoutMs / 1000} s` : `exit ${code}`}\n${stderr}`))
    })
  })
}

/** Scores 0..100 per category, the failed audits (score < 1) of the categories under 100, and the metrics. */
function summarize(report) {
  const scores = Object.fromEntries(CATEGORIES.map((c) => [c, Math.round((report.categories[c]?.score ?? 0) * 100)]))
  const lost = {}
  for (const c of CATEGORIES) {
    if (scores[c] === 100) continue
    lost[c] = report.categories[c].auditRefs
      .filter((r) => r.weight > 0 && report.audits[r.id]?.score !== null && report.audits[r.id]?.score < 1)
      .map((r) => `${r.id} (${report.audits[r.id].score})`)
  }
  const metric = (id) => report.audits[id]?.numericValue ?? null
  return {
    scores,
    lost,
    metrics: {
      fcpMs: metric('first-contentful-paint'),
      lcpMs: metric('largest-contentful-paint'),
      tbtMs: metric('total-blocking-time'),
      cls: metric('cumulative-layout-shift'),
      speedIndexMs: metric('speed-index'),
    },
    runtimeError: report.runtimeError?.message ?? null,
  }
}

/**
 * Lighthouse's own trace failures ("Something went wrong with recording the trace over your page
 * load. Please run Lighthouse again. (NO_NAVSTART)", NO_FCP): no measurement was made, and
 * Lighthouse asks for the run again. Seen now and then with Chromium 156 on pages that paint very
 * early. Any other failure is not retried.
 */
const TRACE_FAILURE = /Runtime error encountered: .*\((NO_NAVSTART|NO_FCP|NO_TRACING_STARTED|NO_RESOURCE_REQUEST)\)/
const TRACE_RETRIES = 2

/**
 * `runs` runs of one URL, keeping the best of each category (noise only ever costs points). A run
 * that failed to record its trace is made again, at most twice; the JSON counts those retries.
 */
export async function lighthouse(url, { runs, tmpDir, timeoutMs = 120_000 }) {
  const all = []
  let retries = 0
  for (let i = 0; i < runs; i++) {
    const outFile = join(tmpDir, `lighthouse-${Date.now()}-${i}.json`)
    try {
      await runOnce(url, outFile, timeoutMs)
    } catch (error) {
      if (retries < TRACE_RETRIES && TRACE_FAILURE.test(String(error))) {
        retries++
        i--
        continue
      }
      throw error
    }
    all.push(summarize(JSON.parse(readFileSync(outFile, 'utf8'))))
    rmSync(outFile, { force: true })
  }
  const best = Object.fromEntries(CATEGORIES.map((c) => [c, Math.max(...all.map((r) => r.scores[c]))]))
  return { best, runs: all, traceRetries: retries }
}
