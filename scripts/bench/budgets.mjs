// The budgets of the issue, and the table that puts each figure beside its budget.
export const BUDGETS = {
  // The desk (issue: the organizer's desk, part 2), with 20,000 registrations.
  deskListP95Ms: 150,
  deskExportMs: 10_000,
  deskMessageQueueMs: 5000,
  deskVisitorP99Ms: 200,
  homeGzipKB: 150,
  routeGzipKB: 180,
  lighthouseMin: 95,
  gridMs: 50,
  gridGrowthMax: 4.5,
  apiThroughputShareMin: 0.5,
  apiP99Ms: 20,
  startMs: 2000,
  interactiveAfterPaintMs: 600,
  apiBeforeReady: 0,
  scriptFilesMax: 8,
  tbtMs: 50,
  programImportMs: 10_000,
  programUnchangedImportMs: 2000,
  programChangesMs: 200,
  programImportP99Ms: 200,
}

/** kB = 1000 bytes, as Vite's build log and Chromium's DevTools count them. */
export const kB = (bytes) => bytes / 1000
export const fmt = (n, digits = 1) => (n === null || n === undefined || Number.isNaN(n) ? 'n/a' : n.toFixed(digits))

/** One row: what, the figure as text, the budget as text, and pass: true | false | null (reported only). */
export const row = (section, figure, value, budget, pass, data = {}) => ({ section, figure, value, budget, pass, ...data })

export function verdict(pass) {
  if (pass === null) return 'info'
  return pass ? 'PASS' : 'FAIL'
}

export function table(rows) {
  const cells = rows.map((r) => [r.section, r.figure, r.value, r.budget, verdict(r.pass)])
  const head = ['section', 'figure', 'value', 'budget', 'result']
  const widths = head.map((h, i) => Math.max(h.length, ...cells.map((c) => String(c[i]).length)))
  const line = (c) => `| ${c.map((x, i) => String(x).padEnd(widths[i])).join(' | ')} |`
  return [line(head), `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`, ...cells.map(line)].join('\n')
}
