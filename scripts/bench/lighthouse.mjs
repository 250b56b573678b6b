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

/** `runs` runs of one URL, keeping the best of each category (noise only ever costs points). */
export async function lighthouse(url, { runs, tmpDir, timeoutMs = 120_000 }) {
  const all = []
  for (let i = 0; i < runs; i++) {
    const outFile = join(tmpDir, `lighthouse-${Date.now()}-${i}.json`)
    await runOnce(url, outFile, timeoutMs)
    all.push(summarize(JSON.parse(readFileSync(outFile, 'utf8'))))
    rmSync(outFile, { force: true })
  }
  const best = Object.fromEntries(CATEGORIES.map((c) => [c, Math.max(...all.map((r) => r.scores[c]))]))
  return { best, runs: all }
}
