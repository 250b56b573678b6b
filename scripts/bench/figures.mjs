// Measurements → table rows, each beside its budget (budgets.mjs).
import { BUDGETS as B, fmt, kB, row } from './budgets.mjs'
import { CATEGORIES } from './lighthouse.mjs'

export function firstLoadRows(results) {
  return results.map((r) => {
    const limit = r.path === '/' ? B.homeGzipKB : B.routeGzipKB
    const ok = r.status === 200 && r.errors.length === 0 && r.blocked.length === 0
    const problem = ` · PROBLEM: status ${r.status}; ${[...r.errors, ...r.blocked.map((u) => `blocked ${u}`)].join('; ')}`
    const value = `${fmt(kB(r.gzip))} kB gzip · ${fmt(kB(r.brotli))} kB br · ${r.count} files${ok ? '' : problem}`
    return row('first-load JS', r.path, value, `≤ ${limit} kB gzip`, ok && kB(r.gzip) <= limit)
  })
}

const SHORT = { performance: 'perf', accessibility: 'a11y', 'best-practices': 'bp', seo: 'seo' }

export function lighthouseRows(results, runs) {
  return results.map(({ path, best, error }) => {
    if (error) return row('Lighthouse', path, `error: ${error.split('\n')[0]}`, `each ≥ ${B.lighthouseMin}`, false)
    const value = CATEGORIES.map((c) => `${SHORT[c]} ${best[c]}`).join(' · ') + (runs > 1 ? ` (best of ${runs})` : '')
    return row('Lighthouse', path, value, `each ≥ ${B.lighthouseMin}`, CATEGORIES.every((c) => best[c] >= B.lighthouseMin))
  })
}

export function gridRows(one, four) {
  const rows = [
    row('program grid', `render, demo day (${one.cells} sessions)`, `${fmt(one.renderMs)} ms`, `< ${B.gridMs} ms`, one.renderMs < B.gridMs),
    row('program grid', `filter "${one.industry}", demo day`, `${fmt(one.filterMs)} ms`, `< ${B.gridMs} ms`, one.filterMs < B.gridMs),
  ]
  if (!four) return rows
  const renderRatio = four.renderMs / one.renderMs
  const filterRatio = four.filterMs / one.filterMs
  return [
    ...rows,
    row('program grid', `render, 4× day (${four.cells} sessions)`, `${fmt(four.renderMs)} ms`, 'report', null),
    row('program grid', `filter "${four.industry}", 4× day`, `${fmt(four.filterMs)} ms`, 'report', null),
    row('program grid', 'render growth 4× / 1×', `${fmt(renderRatio, 2)}`, `≤ ${B.gridGrowthMax}`, renderRatio <= B.gridGrowthMax),
    row('program grid', 'filter growth 4× / 1×', `${fmt(filterRatio, 2)}`, `≤ ${B.gridGrowthMax}`, filterRatio <= B.gridGrowthMax),
  ]
}

/** `judged`: content routes carry the budgets; the trivial route is the yardstick; the account route is reported. */
export function apiRows(health, routes) {
  const cpu = (r) => ` · server ${fmt(r.serverCpuShare * 100, 0)}% CPU, ${fmt(r.serverCpuUsPerRequest, 0)} µs/req · client ${fmt(r.clientCpuShare * 100, 0)}%`
  const runs = health.runs ? ` (mean of ${health.runs.length} runs around the others)` : ''
  const rows = [row('API load', `GET ${health.path}`, `${fmt(health.rps, 0)} req/s${runs} · p99 ${health.p99} ms${cpu(health)}`, 'reference', null)]
  for (const r of routes) {
    if (!r.load) {
      rows.push(row('API load', `GET ${r.label}`, `n/a (${r.reason})`, r.judged ? 'see below' : 'report', r.judged ? false : null))
      continue
    }
    // Against the trivial route measured just before and after this one (api-figures.mjs).
    const share = r.load.rps / (r.health?.rps ?? health.rps)
    const problems = r.load.non2xx || r.load.errors ? ` · ${r.load.non2xx} non-2xx, ${r.load.errors} errors` : ''
    const value = `${fmt(r.load.rps, 0)} req/s (${fmt(share, 2)}× health around it) · p99 ${r.load.p99} ms${cpu(r.load)}${problems}`
    const pass = share >= B.apiThroughputShareMin && r.load.p99 < B.apiP99Ms && !problems
    // A logged-in call's own budget (api-figures.mjs ACCOUNT_BUDGET).
    const own = r.budget && { text: `≥ ${r.budget.shareMin}× health, ≤ ${r.budget.cpuUsMax} µs CPU/req`, pass: share >= r.budget.shareMin && r.load.serverCpuUsPerRequest <= r.budget.cpuUsMax && !problems }
    const verb = r.label.startsWith('POST ') ? '' : 'GET '
    rows.push(row('API load', `${verb}${r.label}`, value, own ? own.text : r.judged ? `≥ ${B.apiThroughputShareMin}× health, p99 < ${B.apiP99Ms} ms` : 'report', own ? own.pass : r.judged ? pass : null))
    if (r.caching) {
      const c = r.caching
      const value = `ETag ${c.etag ? 'yes' : 'no'} · Cache-Control ${c.cacheControl ? `yes (${c.cacheControl})` : 'no'} · 304 ${c.notModified ? 'yes' : 'no'}`
      rows.push(row('API caching', r.label, value, 'all yes', c.ok))
    }
  }
  return rows
}

export function serverRows(start, memory) {
  const rows = [
    row('server', `start on existing data (median of ${start.samples.length})`, `${fmt(start.medianMs, 0)} ms (${start.samples.map((s) => fmt(s, 0)).join(', ')})`, `≤ ${B.startMs} ms`, start.medianMs <= B.startMs),
    row('server', '  of which after module loading ("ready in")', start.readyInMsAsLogged.map((s) => `${fmt(s, 0)} ms`).join(', '), 'report', null),
  ]
  if (memory) {
    const relay = memory.relayRssMB ? ` (+ ${fmt(memory.relayRssMB, 0)} MB tsx relay)` : ''
    rows.push(row('server', 'RSS after the load', `${fmt(memory.rssMB, 0)} MB, peak ${fmt(memory.peakRssMB, 0)} MB${relay}`, 'report', null))
  }
  return rows
}

/** Figure 8: the script files of a cold load and the bytes of their response headers (from figure 1's loads). */
export function scriptFileRows(results) {
  return results.map((r) =>
    row('script files', r.path, `${r.count} files · ${fmt(kB(r.headers ?? 0), 1)} kB of headers`, `≤ ${B.scriptFilesMax} files`, r.count > 0 && r.count <= B.scriptFilesMax),
  )
}

/** Figures 6, 7 and 9: a mid phone (CPU 4×, slow 4G), median of the loads. */
export function interactiveRows(results) {
  return results.flatMap((r) => {
    const problem = r.errors.length ? ` · PROBLEM: ${r.errors.slice(0, 2).join('; ').slice(0, 160)}` : ''
    const fine = !r.errors.length
    return [
      row('interactive', `${r.path}: ready after first paint`, `${fmt(r.afterPaintMs, 0)} ms (FCP ${fmt(r.fcpMs, 0)} ms, ready ${fmt(r.readyMs, 0)} ms, median of ${r.runs})${problem}`, `≤ ${B.interactiveAfterPaintMs} ms`, fine && r.afterPaintMs <= B.interactiveAfterPaintMs),
      row('interactive', `${r.path}: API requests before ready`, `${r.apiBeforeReady}${r.apiUrls.length ? ` (${r.apiUrls.slice(0, 3).join(', ')})` : ''}`, `${B.apiBeforeReady}`, r.apiBeforeReady <= B.apiBeforeReady),
      row('interactive', `${r.path}: TBT, CPU 4×`, `${fmt(r.tbtMs, 0)} ms (longest task ${fmt(r.longestTaskMs, 0)} ms)`, `≤ ${B.tbtMs} ms`, r.tbtMs <= B.tbtMs),
    ]
  })
}
