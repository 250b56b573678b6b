// Figure 4b: the search endpoint under load, new queries and repeated ones, on the
// demo data and on 4× the searchable content (make-search-4x.ts). `--only search` runs it alone.
import { readFileSync } from 'node:fs'
import autocannon from 'autocannon'
import { fmt, row } from './budgets.mjs'
import { cpuSeconds } from './server.mjs'

export const SEARCH = '/acms/api/v1.0/search/35'
/** What the search screen asks for (src/features/search/load-search.ts). */
const LIMIT = 20
/** The search budget, for new and repeated queries alike. */
export const SEARCH_P99_MS = 30

const TOPICS = [
  'мода', 'дизайн', 'дизайнеров', 'нейросети', 'искусственный интеллект', 'кино', 'архитектура', 'музыка', 'театр',
  'гастрономия', 'туризм', 'образование', 'технологии', 'экология', 'город', 'урбанистика', 'фестиваль', 'лекция',
  'мастер-класс', 'панельная дискуссия', 'креативные индустрии', 'медиа', 'игры', 'геймдизайн', 'инвестиции',
  'экспорт', 'ремесло', 'фотография', 'книги', 'издательство', 'стартап', 'бренд', 'маркетинг', 'реклама',
  'design', 'designers', 'fashion', 'music', 'architecture', 'film', 'games', 'education', 'food', 'tourism',
]

/** Drops the letter at i: the typo of a hurried thumb. */
const drop = (word, i) => word.slice(0, i) + word.slice(i + 1)

/**
 * Queries as people type them, from the server's own speakers: a surname, a full name, a
 * surname with a letter missing, the Latin spelling and its typo; and topics in both
 * languages, some as prefixes. Each with X-Lang ru and en, shuffled (fixed seed).
 */
export async function searchQueries(base) {
  const res = await fetch(`${base}/acms/api/v1.0/speakers/35?brief=1&langs=ru,en`)
  if (!res.ok) throw new Error(`speakers answered ${res.status}`)
  const { data } = await res.json()
  const texts = new Set()
  for (const s of data) {
    const ru = s.translations.ru ?? {}
    const en = s.translations.en ?? {}
    for (const [first, last] of [[ru.firstname, ru.lastname], [en.firstname, en.lastname]]) {
      if (!last) continue
      texts.add(last)
      if (first) texts.add(`${first} ${last}`)
      if (last.length > 5) texts.add(drop(last, Math.floor(last.length / 2)))
    }
  }
  for (const t of TOPICS) {
    texts.add(t)
    if (t.length > 5) texts.add(t.slice(0, 4))
  }
  // For the warm-up: the first three letters of a surname, as typed on the way (none is in the set).
  const warm = [...new Set([...texts].map((t) => t.split(' ').at(-1).slice(0, 3)))].filter((t) => !texts.has(t))
  return { queries: shuffled([...texts].flatMap((q) => ['ru', 'en'].map((lang) => ({ q, lang })))), warm: warm.map((q) => ({ q, lang: 'ru' })) }
}

function shuffled(list) {
  let seed = 13
  const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31
  for (let i = list.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1))
    ;[list[i], list[j]] = [list[j], list[i]]
  }
  return list
}

/**
 * The server's main thread from /proc (Linux): ms on a CPU and ms waiting in the run queue for
 * one. On a busy machine the second explains latency that is not the server's work; null elsewhere.
 */
function mainThreadSched(pid) {
  try {
    const [onCpuNs, waitNs] = readFileSync(`/proc/${pid}/task/${pid}/schedstat`, 'utf8').split(' ').map(Number)
    return { onCpuMs: onCpuNs / 1e6, runQueueMs: waitNs / 1e6 }
  } catch {
    return null
  }
}

const pathOf = ({ q }) => `${SEARCH}?q=${encodeURIComponent(q)}&limit=${LIMIT}`

/** `queries` in turn over `connections`, `amount` requests in all (autocannon); latencies in ms. */
async function rotate(base, queries, { connections, amount, durationS, pid }) {
  let next = 0
  const cpu0 = cpuSeconds(pid)
  const sched0 = mainThreadSched(pid)
  const t0 = performance.now()
  const slow = [] // responses over 500 ms: [seconds into the run, ms]
  const instance = autocannon({
    url: base,
    connections,
    ...(amount ? { amount } : { duration: durationS }),
    requests: [{
      method: 'GET',
      setupRequest: (req) => {
        const query = queries[next++ % queries.length]
        return { ...req, path: pathOf(query), headers: { ...req.headers, 'Accept-Encoding': 'gzip, br', Accept: 'application/json', 'X-Lang': query.lang } }
      },
    }],
  })
  instance.on('response', (_client, _status, _bytes, ms) => {
    if (ms > 500) slow.push([Math.round((performance.now() - t0) / 100) / 10, Math.round(ms)])
  })
  const result = await instance
  const wallS = (performance.now() - t0) / 1000
  const sched1 = mainThreadSched(pid)
  const total = result['2xx'] + result.non2xx + result.errors + result.timeouts
  return {
    requests: total,
    rps: total / wallS,
    p50: result.latency.p50,
    p90: result.latency.p90,
    p99: result.latency.p99,
    p999: result.latency.p99_9,
    max: result.latency.max,
    non2xx: result.non2xx,
    busy: result.statusCodeStats?.['429']?.count ?? 0,
    errors: result.errors + result.timeouts,
    serverCpuUsPerRequest: ((cpuSeconds(pid) - cpu0) * 1e6) / Math.max(1, total),
    slow: slow.slice(0, 50),
    // Of the run's wall time, how long the server's main thread ran and how long it waited for a CPU.
    serverMainThread: sched0 && sched1 ? {
      wallMs: Math.round(wallS * 1000),
      onCpuMs: Math.round(sched1.onCpuMs - sched0.onCpuMs),
      runQueueMs: Math.round(sched1.runQueueMs - sched0.runQueueMs),
    } : null,
  }
}

/**
 * After a warm-up on other queries (beginnings of surnames), new queries: each asked once, so
 * none is in the response cache. Repeated: 20 of them asked over and over for `durationS`
 * after one round has filled the cache.
 */
export async function measureSearch(base, pid, settings, log) {
  const { queries, warm } = await searchQueries(base)
  const connections = settings.connections
  await rotate(base, warm, { connections, amount: warm.length, pid })
  log(`  search, new queries: ${queries.length} distinct, each once, ${connections} connections`)
  const fresh = await rotate(base, queries, { connections, amount: queries.length, pid })
  const popular = queries.slice(0, 20)
  await rotate(base, popular, { connections: 1, amount: popular.length, pid })
  log(`  search, 20 repeated queries for ${settings.durationS} s`)
  const repeated = await rotate(base, popular, { connections, durationS: settings.durationS, pid })
  return { queries: queries.length, fresh, repeated }
}

export function searchRows(result, label) {
  const line = (r) =>
    `${fmt(r.rps, 0)} req/s · p50 ${r.p50} ms · p99 ${r.p99} ms · max ${r.max} ms · ${fmt(r.serverCpuUsPerRequest, 0)} µs server CPU/req` +
    (r.non2xx || r.errors ? ` · ${r.non2xx} non-2xx (${r.busy} × 429 busy), ${r.errors} errors` : '') +
    (r.serverMainThread ? ` · server thread waited for a CPU ${fmt((100 * r.serverMainThread.runQueueMs) / r.serverMainThread.wallMs, 0)}% of the run` : '')
  const ok = (r) => r.p99 < SEARCH_P99_MS && !r.non2xx && !r.errors
  const judged = label === 'demo data'
  return [
    row('API load', `search, new queries (${result.queries} distinct, each once), ${label}`, line(result.fresh), judged ? `p99 < ${SEARCH_P99_MS} ms, no errors` : 'report', judged ? ok(result.fresh) : null),
    row('API load', `search, 20 queries repeated, ${label}`, line(result.repeated), judged ? `p99 < ${SEARCH_P99_MS} ms, no errors` : 'report', judged ? ok(result.repeated) : null),
  ]
}
