// What several processes must keep to be one site, each a check against two processes
// (servers[0], servers[1]) on one PostgreSQL and nginx in front of them. A check throws to fail; it may return a detail to print.
import { spawn } from 'node:child_process'
import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import autocannon from 'autocannon'
import { ROOT } from '../bench/server.mjs'
import { createAccounts } from './database.mjs'

const ACC = '/api/acc'
const PASSWORD = 'deploy-test-2026'
const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
)

function expect(cond, message) {
  if (!cond) throw new Error(message)
}

async function call(base, path, { method = 'GET', token, json, body, headers = {} } = {}) {
  const h = { 'X-Lang': 'en', Accept: 'application/json', ...headers }
  if (token) h.Authorization = `Bearer ${token}`
  if (json !== undefined) h['Content-Type'] = 'application/json'
  const res = await fetch(base + path, { method, headers: h, body: json !== undefined ? JSON.stringify(json) : body, signal: AbortSignal.timeout(15_000) })
  const text = await res.text()
  let data = null
  try {
    data = JSON.parse(text)
  } catch {
    data = text
  }
  return { status: res.status, data, headers: res.headers }
}

const login = async (base, email, password = PASSWORD) => call(base, `${ACC}/auth/login`, { method: 'POST', json: { email, password } })
const me = (base, token, headers) => call(base, `${ACC}/api/user/me/`, { token, headers })

let accounts = null
let next = 0
/** A fresh confirmed account per check (one scrypt hash for all of them). */
async function account(ctx) {
  if (!accounts) {
    const { hashPassword } = await import('../../server/auth/password.ts')
    accounts = await createAccounts(ctx.admin, { prefix: `deploy${process.pid}-`, count: 30, hash: await hashPassword(PASSWORD) })
  }
  return accounts[next++].email
}

async function tokenVia(base, email) {
  const r = await login(base, email)
  expect(r.status === 200 && r.data?.data?.access_token, `login answered ${r.status} ${JSON.stringify(r.data).slice(0, 200)}`)
  return r.data.data.access_token
}

/** nginx's access log (deploy-test.mjs turns it on): per X-Check value, the upstreams that answered and the statuses. */
function routes(ctx, prefix) {
  const seen = new Map()
  for (const line of ctx.nginx.accessLog().split('\n')) {
    const [check, ...rest] = line.split(' ')
    if (!check?.startsWith(prefix)) continue
    const status = rest.pop()
    const r = seen.get(check) ?? seen.set(check, { upstreams: [], statuses: [] }).get(check)
    r.upstreams.push(rest.join(' '))
    r.statuses.push(status)
  }
  return seen
}

/**
 * `n` fresh people logged in through nginx, each sending `calls` of /me through it: their
 * tokens, and for each the one process their calls went to (a check fails if they went to two).
 */
async function routedTokens(ctx, n, calls) {
  const emails = []
  for (let i = 0; i < n; i++) emails.push(await account(ctx))
  const tokens = await Promise.all(emails.map((e) => tokenVia(ctx.nginx.base, e)))
  const tag = `p${Date.now().toString(36)}-`
  for (let c = 0; c < calls; c++) {
    await Promise.all(tokens.map(async (token, i) => expect((await me(ctx.nginx.base, token, { 'X-Check': `${tag}${i}` })).status === 200, '/me through nginx was refused')))
  }
  const seen = routes(ctx, tag)
  return tokens.map((token, i) => {
    const used = new Set(seen.get(`${tag}${i}`)?.upstreams)
    expect(used.size === 1, `one person's ${calls} calls went to ${[...used].join(' and ') || 'no process'}`)
    return { token, upstream: [...used][0] }
  })
}

export const checks = [
  {
    name: 'nginx: /api/health, compression and a hashed asset cached for a year',
    async run({ nginx }) {
      const health = await call(nginx.base, '/api/health')
      expect(health.status === 200, `/api/health through nginx answered ${health.status}`)
      const news = await fetch(`${nginx.base}/acms/api/v1.0/news/35?limit=20`, { headers: { 'Accept-Encoding': 'gzip' } })
      await news.arrayBuffer()
      expect(news.headers.get('content-encoding') === 'gzip', `news came with Content-Encoding ${news.headers.get('content-encoding')}`)
      const html = await (await fetch(`${nginx.base}/`)).text()
      const asset = /\/assets\/[^"']+\.(?:js|css)/.exec(html)?.[0]
      expect(asset, 'no hashed asset named in /')
      const res = await fetch(nginx.base + asset)
      await res.arrayBuffer()
      expect(res.status === 200 && /immutable/.test(res.headers.get('cache-control') ?? ''), `${asset}: ${res.status}, Cache-Control ${res.headers.get('cache-control')}`)
      return asset
    },
  },
  {
    name: 'a login on one process is accepted by the other',
    async run(ctx) {
      const [a, b] = ctx.servers
      const token = await tokenVia(a.base, await account(ctx))
      const r = await me(b.base, token)
      expect(r.status === 200, `me on the other process answered ${r.status}`)
    },
  },
  {
    name: 'a refresh on one and a logout on the other behave as on one process',
    async run(ctx) {
      const [a, b] = ctx.servers
      const first = await tokenVia(a.base, await account(ctx))
      // ACCESS_TOKEN_TTL (deploy-test.mjs): the refresh window opens at half the lifetime.
      await sleep((ctx.tokenTtlS / 2) * 1000 + 200)
      const refreshed = await call(a.base, `${ACC}/auth/refresh`, { method: 'POST', token: first })
      expect(refreshed.status === 200, `refresh on A answered ${refreshed.status}`)
      const second = refreshed.data.data.access_token
      expect((await me(b.base, second)).status === 200, 'the new token was refused by B')
      expect((await me(b.base, first)).status === 200, 'the old token was refused by B within its grace')
      const again = await call(b.base, `${ACC}/auth/refresh`, { method: 'POST', token: first })
      expect(again.status === 200 && again.data.data.access_token === second, `the old token refreshed again on B: ${again.status}, same token: ${again.data?.data?.access_token === second}`)
      const out = await call(b.base, `${ACC}/auth/logout`, { method: 'POST', token: second })
      expect(out.status === 200, `logout on B answered ${out.status}`)
      for (const [name, token] of [['new', second], ['old', first]]) {
        const r = await me(a.base, token)
        expect(r.status === 401, `after the logout on B, the ${name} token on A answered ${r.status}`)
      }
      const late = await call(a.base, `${ACC}/auth/refresh`, { method: 'POST', token: second })
      expect(late.status === 401, `a refresh after the logout answered ${late.status}`)
    },
  },
  {
    name: 'a userpic uploaded through one process is served by the other',
    async run(ctx) {
      const [a, b] = ctx.servers
      const token = await tokenVia(a.base, await account(ctx))
      const form = new FormData()
      form.append('file', new Blob([TINY_PNG], { type: 'image/png' }), 'me.png')
      const res = await fetch(`${a.base}${ACC}/api/user/userpic`, { method: 'POST', headers: { Authorization: `Bearer ${token}` }, body: form })
      const body = await res.json()
      expect(res.status === 200, `upload answered ${res.status}`)
      const url = body.data.profile.userpic
      const fromA = Buffer.from(await (await fetch(a.base + url)).arrayBuffer())
      const fromB = await fetch(b.base + url)
      const bytes = Buffer.from(await fromB.arrayBuffer())
      expect(fromB.status === 200, `${url} on the other process answered ${fromB.status}`)
      expect(bytes.equals(fromA) && bytes.length > 0, `${url}: the two processes serve different bytes`)
      return url
    },
  },
  {
    name: 'rate limits count across both processes',
    async run(ctx) {
      const email = await account(ctx)
      const statuses = []
      // 10 wrong passwords per email and address in 10 minutes: the 11th, on either process, is a 429.
      for (let i = 0; i < 11; i++) statuses.push((await login(ctx.servers[i % 2].base, email, 'wrong-password-1')).status)
      expect(statuses.slice(0, 10).every((s) => s === 401), `the first ten answered ${statuses.slice(0, 10).join(' ')}`)
      expect(statuses[10] === 429, `the 11th wrong password answered ${statuses[10]} (counted per process?)`)
      return statuses.join(' ')
    },
  },
  {
    name: 'an import is seen by both processes within 2 s',
    async run(ctx) {
      const title = `Deploy test ${Date.now()}`
      const file = join(ctx.work, 'news.json')
      const translations = { ru: { title, lead: 'Проверка.', body: '<p>Проверка.</p>' } }
      writeFileSync(file, JSON.stringify({ news: [{ id: 990_001, event_id: 35, published_at: new Date().toISOString(), translations }] }))
      const path = '/acms/api/v1.0/news/35?limit=20'
      // Both caches hold the list before the import.
      for (const s of ctx.servers) await call(s.base, path)
      await runImport(file, ctx.dbUrl, ctx.publicUrl)
      const done = performance.now()
      const seenAfter = await Promise.all(
        ctx.servers.map(async (s) => {
          while (performance.now() - done < 2000) {
            const r = await call(s.base, path)
            if (JSON.stringify(r.data).includes(title)) return performance.now() - done
            await sleep(50)
          }
          return null
        }),
      )
      expect(seenAfter.every((ms) => ms !== null), `seen after ${seenAfter.map((ms) => (ms === null ? 'not within 2 s' : `${ms.toFixed(0)} ms`)).join(', ')}`)
      return seenAfter.map((ms) => `${ms.toFixed(0)} ms`).join(', ')
    },
  },
  {
    name: "nginx sends a person's calls to one process and calls without a token to both",
    async run(ctx) {
      const people = await routedTokens(ctx, 6, 5)
      const tag = `a${Date.now().toString(36)}`
      for (let i = 0; i < 20; i++) await call(ctx.nginx.base, '/api/health', { headers: { 'X-Check': tag } })
      const anonymous = new Set(routes(ctx, tag).get(tag)?.upstreams)
      expect(anonymous.size === 2, `20 calls without a token went to ${[...anonymous].join(' and ')}`)
      const per = ctx.ports.map((p) => people.filter((x) => x.upstream === `127.0.0.1:${p}`).length)
      return `6 people × 5 calls, each person on one process (${per.join(' + ')}); 20 without a token on both`
    },
  },
  {
    name: 'one process restarted under a bounded load fails 0 requests through nginx',
    async run(ctx) {
      // People whose calls nginx sends to the process about to restart (found by their routing):
      // their calls must move to the other process while it is away.
      let mine = []
      for (let round = 0; round < 3 && mine.length === 0; round++) {
        mine = (await routedTokens(ctx, 4, 1)).filter((x) => x.upstream === `127.0.0.1:${ctx.ports[0]}`)
      }
      expect(mine.length > 0, `no token of 12 hashed to 127.0.0.1:${ctx.ports[0]}`)
      const tag = `r${Date.now().toString(36)}`
      const paths = ['/api/health', '/acms/api/v1.0/news/35?limit=20', '/acms/api/v1.0/events/35', '/program']
      const requests = paths.map((path) => ({ method: 'GET', path }))
      for (const { token } of mine) requests.push({ method: 'GET', path: `${ACC}/api/user/me/`, headers: { Authorization: `Bearer ${token}`, 'X-Check': tag } })
      const load = autocannon({ url: ctx.nginx.base, connections: 8, overallRate: 300, duration: 60, timeout: 10, requests })
      await sleep(1500)
      await ctx.restart(0)
      await sleep(1500)
      load.stop()
      const r = await load
      const failed = r.non2xx + r.errors + r.timeouts
      const total = r['2xx'] + failed
      expect(r['2xx'] > 100, `only ${r['2xx']} requests answered`)
      expect(failed === 0, `${failed} of ${total} failed (non-2xx ${r.non2xx}, errors ${r.errors}, timeouts ${r.timeouts})\n${ctx.nginx.errorLog().slice(-800)}`)
      const withToken = routes(ctx, tag).get(tag) ?? { upstreams: [] }
      const moved = withToken.upstreams.filter((u) => u.endsWith(`127.0.0.1:${ctx.ports[1]}`)).length
      expect(moved > 0, `none of the ${withToken.upstreams.length} calls with a token of the restarted process was answered by the other`)
      return `${total} requests, 0 failed; of ${withToken.upstreams.length} with a token hashed to the restarted process, ${moved} answered by the other`
    },
  },
]

function runImport(file, dbUrl, publicUrl) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/cli/import.ts', file], {
      cwd: ROOT,
      env: { ...process.env, DATABASE_URL: dbUrl, PUBLIC_URL: publicUrl, NODE_ENV: 'production' },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let out = ''
    child.stdout.on('data', (c) => (out += c))
    child.stderr.on('data', (c) => (out += c))
    child.once('exit', (code) => (code === 0 ? resolve(out) : reject(new Error(`import exited ${code}: ${out.slice(-500)}`))))
  })
}
