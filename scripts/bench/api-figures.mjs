// Figure 4 in order: the trivial route, the content routes the site calls, the account route.
import { cachingHeaders, load, visitorToken, warm } from './api-load.mjs'
import { cpuSeconds } from './server.mjs'

/** The trivial route: no database (/api/health itself asks the database for a `SELECT 1`). */
export const HEALTH = '/api/health/live'
export const NEWS = '/acms/api/v1.0/news/35?limit=20'
export const USER_ME = '/api/acc/api/user/me/'
const ACC = '/api/acc/api/user'
/** A logged-in call against the trivial route measured around it, and the server's CPU per request. */
export const ACCOUNT_BUDGET = { shareMin: 0.3, cpuUsMax: 150 }
/**
 * What the detailed grid asks for (measured from the browser when the grid figure ran), in the
 * client's parameter order: the response cache is keyed by the URL as sent.
 */
export const gridCall = (day) =>
  `/acms/api/v1.0/meeting?langs=ru&event_id=35&is_culture=0&date=${day}&with=areaEventType,speakers&limit=1000&brief=1`

/**
 * Each route is compared with the trivial route measured right before and right after it
 * (H R H R H R H): other work on the machine changes over a run, and a ratio of two runs taken
 * minutes apart measured that more than the server. `health` in the result is the mean of them all.
 */
export async function measureApi(base, serverPid, ids, meetingRequest, settings, log) {
  const options = { connections: settings.connections, durationS: settings.durationS }
  const warmed = new Set()
  /**
   * Besides req/s, the CPU the server and this process (the load generator) used during the run:
   * on a 2-core machine they share the cores, and the server's CPU time per request is the
   * figure that does not depend on how fast the load generator is.
   */
  const measure = async (path, headers, durationS = options.durationS, request = {}) => {
    log(`  load ${request.method ?? 'GET'} ${path} (${durationS} s)`)
    if (!warmed.has(path)) await warm(base, path, { ...options, ...request, headers })
    warmed.add(path)
    const server0 = cpuSeconds(serverPid)
    const client0 = process.cpuUsage()
    const t0 = performance.now()
    const result = await load(base, path, { ...options, ...request, durationS, headers })
    const wallS = (performance.now() - t0) / 1000
    const serverS = cpuSeconds(serverPid) - server0
    const client = process.cpuUsage(client0)
    return {
      ...result,
      serverCpuShare: serverS / wallS,
      serverCpuUsPerRequest: (serverS * 1e6) / Math.max(1, result.requests),
      clientCpuShare: (client.user + client.system) / 1e6 / wallS,
    }
  }
  const healthRun = () => measure(HEALTH, undefined, Math.max(1, Math.round(options.durationS / 2)))

  const plan = [
    { label: `/acms/api/v1.0/meeting?date=${ids.firstDay}&… (the detailed grid's call)`, path: meetingRequest?.url ?? gridCall(ids.firstDay), judged: true },
    { label: NEWS, path: NEWS, judged: true },
    { label: `${USER_ME} (bearer)`, path: USER_ME, judged: false, account: ACCOUNT_BUDGET },
    { label: `${ACC}/event/view/ (bearer, the ticket)`, path: `${ACC}/event/view/`, judged: false, account: true },
    { label: `${ACC}/meeting?brief=1 (bearer, my program)`, path: `${ACC}/meeting?brief=1`, judged: false, account: true },
    // Adds a session already in the set: the answer (the whole set) is the same every time.
    { label: `POST ${ACC}/meeting/add-to-favorite (bearer)`, path: `${ACC}/meeting/add-to-favorite`, judged: false, account: true, request: { method: 'POST', body: { ids: [ids.meetingId] } } },
  ]
  const healthRuns = [await healthRun()]
  const routes = []
  for (const item of plan) {
    const route = { label: item.label, path: item.path, judged: item.judged, budget: typeof item.account === 'object' ? item.account : null }
    let headers
    if (item.account) {
      const { token, reason } = await visitorToken(base)
      if (!token) {
        routes.push({ ...route, load: null, reason })
        continue
      }
      headers = { Authorization: `Bearer ${token}` }
    } else {
      route.caching = await cachingHeaders(base, item.path)
    }
    if (item.request?.body && !ids.meetingId) {
      routes.push({ ...route, load: null, reason: 'no session id to add' })
      continue
    }
    route.load = await measure(item.path, headers, options.durationS, item.request)
    const before = healthRuns.at(-1)
    const after = await healthRun()
    healthRuns.push(after)
    route.health = { rps: (before.rps + after.rps) / 2, before, after }
    routes.push(route)
  }

  const mean = (key) => healthRuns.reduce((n, r) => n + r[key], 0) / healthRuns.length
  const health = {
    path: HEALTH,
    rps: mean('rps'),
    p99: Math.max(...healthRuns.map((r) => r.p99)),
    serverCpuShare: mean('serverCpuShare'),
    serverCpuUsPerRequest: mean('serverCpuUsPerRequest'),
    clientCpuShare: mean('clientCpuShare'),
    runs: healthRuns,
  }
  return { health, routes }
}
