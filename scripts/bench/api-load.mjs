// Figure 4: the API under load (autocannon on loopback) and the content caching headers.
import autocannon from 'autocannon'

const BROWSER_HEADERS = { 'Accept-Encoding': 'gzip, br', Accept: 'application/json', 'X-Lang': 'ru' }

/** Fixed-duration load of one URL (GET, or `method` with a JSON `body`); req/s is the mean over the run, latencies in ms. */
export async function load(base, path, { connections, durationS, headers = {}, method = 'GET', body }) {
  const result = await autocannon({
    url: base + path,
    connections,
    duration: durationS,
    method,
    body: body === undefined ? undefined : JSON.stringify(body),
    headers: { ...BROWSER_HEADERS, ...(body === undefined ? {} : { 'Content-Type': 'application/json' }), ...headers },
  })
  const ok = result['2xx']
  const total = ok + result.non2xx + result.errors + result.timeouts
  return {
    path,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    max: result.latency.max,
    requests: total,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
    bytesPerSecond: result.throughput.average,
  }
}

/** A few seconds to warm the server (JIT, response cache) before the measured run. */
export const warm = (base, path, options) => load(base, path, { ...options, durationS: 2 })

/** ETag and Cache-Control on a 200, and a 304 to the ETag in If-None-Match. */
export async function cachingHeaders(base, path) {
  const first = await fetch(base + path, { headers: BROWSER_HEADERS })
  await first.arrayBuffer()
  const etag = first.headers.get('etag')
  const cacheControl = first.headers.get('cache-control')
  let revalidated = null
  if (etag) {
    const again = await fetch(base + path, { headers: { ...BROWSER_HEADERS, 'If-None-Match': etag } })
    await again.arrayBuffer()
    revalidated = again.status
  }
  return {
    status: first.status,
    contentEncoding: first.headers.get('content-encoding'),
    etag,
    cacheControl,
    notModified: revalidated === 304,
    ok: first.status === 200 && Boolean(etag) && Boolean(cacheControl) && revalidated === 304,
  }
}

export const ACCOUNT_LOGIN = '/api/acc/auth/login'
export const DEMO_VISITOR = { email: 'visitor@horizon-forum.example', password: 'visitor2026' }

/** A bearer token of the demo visitor, or the reason there is none (the account API is being built). */
export async function visitorToken(base) {
  let res
  try {
    res = await fetch(base + ACCOUNT_LOGIN, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json', 'X-Lang': 'ru' },
      body: JSON.stringify(DEMO_VISITOR),
    })
  } catch (err) {
    return { token: null, reason: `login failed: ${err.message}` }
  }
  const body = await res.json().catch(() => null)
  if (res.status === 404) return { token: null, reason: 'account API missing' }
  const token = body?.data?.access_token
  if (!res.ok || typeof token !== 'string') return { token: null, reason: `login answered ${res.status}` }
  return { token, reason: null }
}
