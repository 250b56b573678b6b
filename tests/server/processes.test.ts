import { spawnSync } from 'node:child_process'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { migrations } from '../../server/db/migrations'
import { DEMO_ACCOUNTS } from '../../server/demo/accounts'
import { TINY_PNG } from './helpers/cabinet'
import { type ServerProcess, emptySchema, http, startProcess } from './helpers/processes'
import { DATABASE_URL } from './helpers/server'
import { startSmtp } from './helpers/smtp'
import { ROOT } from './helpers/template'

/**
 * Several server processes on one PostgreSQL are one site. Real processes, real HTTP,
 * one empty schema for the file. PGlite serves one process, so without DATABASE_URL this file
 * has nothing to run: `.ci/run` runs it on PostgreSQL.
 */
if (!DATABASE_URL) console.warn('processes.test.ts: skipped, it needs DATABASE_URL (a PostgreSQL server; .ci/run sets one)')

const ACC = '/api/acc'
const SPEAKER = '/acms/api/v1.0/speakers/35/1001'

describe.skipIf(!DATABASE_URL)('processes on one PostgreSQL behave as one site', () => {
  let schema: Awaited<ReturnType<typeof emptySchema>>
  let smtp: Awaited<ReturnType<typeof startSmtp>>
  let env: Record<string, string>
  const started: ServerProcess[] = []
  let a: ServerProcess
  let b: ServerProcess

  beforeAll(async () => {
    schema = await emptySchema(DATABASE_URL!)
    // The first try of the first mail is refused: it waits in the queue for its second try.
    smtp = await startSmtp({ refuse: (n) => (n === 1 ? 421 : null) })
    env = { DATABASE_URL: schema.url, DEV_TOOLS: '1', ACCESS_TOKEN_TTL: '4', SMTP_URL: smtp.url, MAIL_CLAIM_TIMEOUT: '1' }
    // Three at once on the empty schema: one migrates and seeds, the others wait for the lock and find it done.
    started.push(...(await Promise.all([startProcess(env), startProcess(env), startProcess(env)])))
    await Promise.all(started.map((p) => p.waitFor(/listening on/, 90_000)))
    ;[a, b] = started as [ServerProcess, ServerProcess]
  }, 120_000)

  afterAll(async () => {
    await Promise.all(started.map((p) => p.stop()))
    await smtp?.close()
    await schema?.cleanup()
  })

  it('three starting at once on an empty database migrate and seed exactly once', async () => {
    const out = started.map((p) => p.stdout()).join('\n')
    expect(out.match(/Filled the empty database with the demo content/g)).toHaveLength(1)
    expect(out.match(/Added the demo accounts/g)).toHaveLength(1)
    for (const p of started) expect(p.stderr()).toBe('')
    const [m] = await schema.db.query<{ n: number }>('SELECT count(*)::int AS n FROM schema_migrations')
    expect(m!.n).toBe(migrations.length)
    const [u] = await schema.db.query<{ n: number }>('SELECT count(*)::int AS n FROM users')
    expect(u!.n).toBe(Object.keys(DEMO_ACCOUNTS).length) // each demo account once
    const [k] = await schema.db.query<{ n: number }>('SELECT count(*)::int AS n FROM server_secrets')
    expect(k!.n).toBe(1)
  })

  it('a login on one is accepted by the other; a refresh on one and a logout on the other hold everywhere at once', async () => {
    const { email, password } = DEMO_ACCOUNTS.visitor
    const login = await http(a.base, `${ACC}/auth/login`, { method: 'POST', body: { email, password } })
    expect(login.status).toBe(200)
    const first = login.body.data.access_token as string
    expect((await http(b.base, `${ACC}/api/user/me/`, { token: first })).status).toBe(200)

    await new Promise((r) => setTimeout(r, 2100)) // refresh opens at half the 4 s lifetime
    const refreshed = await http(a.base, `${ACC}/auth/refresh`, { method: 'POST', token: first })
    expect(refreshed.status).toBe(200)
    const second = refreshed.body.data.access_token as string
    expect((await http(b.base, `${ACC}/api/user/me/`, { token: second })).status).toBe(200)
    // Within the grace the old token re-refreshes to the same new one, on the other process too.
    expect((await http(b.base, `${ACC}/auth/refresh`, { method: 'POST', token: first })).body.data.access_token).toBe(second)

    expect((await http(b.base, `${ACC}/auth/logout`, { method: 'POST', token: second })).status).toBe(200)
    for (const p of [a, b]) {
      expect((await http(p.base, `${ACC}/api/user/me/`, { token: second })).status).toBe(401)
      expect((await http(p.base, `${ACC}/api/user/me/`, { token: first })).status).toBe(401)
    }
  })

  it('a userpic uploaded through one is served by the other, with its ETag and a 304', async () => {
    const { email, password } = DEMO_ACCOUNTS.speaker
    const token = (await http(a.base, `${ACC}/auth/login`, { method: 'POST', body: { email, password } })).body.data.access_token as string
    const form = new FormData()
    form.append('file', new Blob([new Uint8Array(TINY_PNG)], { type: 'image/png' }), 'me.png')
    const res = await fetch(`${a.base}${ACC}/api/user/userpic`, { method: 'POST', headers: { Authorization: `Bearer ${token}` }, body: form })
    expect(res.status).toBe(200)
    const url = ((await res.json()) as { data: { profile: { userpic: string } } }).data.profile.userpic
    const served = await fetch(`${b.base}${url}`)
    expect(served.status).toBe(200)
    expect(served.headers.get('Content-Type')).toBe('image/png')
    expect(served.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable')
    expect(Buffer.from(await served.arrayBuffer()).equals(TINY_PNG)).toBe(true)
    const etag = served.headers.get('ETag')!
    expect((await fetch(`${a.base}${url}`, { headers: { 'If-None-Match': etag } })).status).toBe(304)
  })

  it('an import is seen by every process within 2 s', async () => {
    for (const p of [a, b]) expect((await http(p.base, SPEAKER)).status).toBe(404)
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'server/cli/import.ts', 'server/examples/import-example.json'], {
      cwd: ROOT,
      env: { ...process.env, DATABASE_URL: schema.url },
      encoding: 'utf8',
    })
    expect(run.status, run.stderr).toBe(0)
    const imported = Date.now()
    const seen = await Promise.all(
      [a, b].map(async (p) => {
        while ((await http(p.base, SPEAKER)).status !== 200) {
          if (Date.now() - imported > 5000) break
          await new Promise((r) => setTimeout(r, 50))
        }
        return Date.now() - imported
      }),
    )
    for (const ms of seen) expect(ms).toBeLessThan(2000)
  })

  it('mail queued by a process that dies is sent by another, exactly once', async () => {
    const c = await startProcess(env)
    started.push(c)
    await c.waitFor(/listening on/)
    const email = `queue.${Date.now()}@example.org`
    const reg = await http(c.base, `${ACC}/auth/register`, { method: 'POST', body: { email, password: 'horizon-2026', password_confirmation: 'horizon-2026', consent: true } })
    expect(reg.status).toBe(200)
    // The first try is refused (421); the mail waits 2 s in the queue. The process dies meanwhile.
    await c.waitFor(/mail delivery try 1 of 5 failed/, 10_000)
    c.child.kill('SIGKILL')
    await c.exited
    const deadline = Date.now() + 15_000
    while (smtp.inbox.length === 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100))
    await new Promise((r) => setTimeout(r, 3000)) // both survivors keep polling: nobody sends it again
    const recipients = smtp.inbox.map((m) => [m.parsed.to ?? []].flat().map((to) => to.text).join())
    expect(recipients).toEqual([email])
    const [left] = await schema.db.query<{ n: number }>('SELECT count(*)::int AS n FROM mail_outbox')
    expect(left!.n).toBe(0)
  })

  it('rate limits count across processes: ten wrong passwords spread over both, the eleventh is refused', async () => {
    const email = `limited.${Date.now()}@example.org` // every try counts, so a fresh address
    for (let i = 0; i < 10; i++) {
      const p = i % 2 === 0 ? a : b
      expect((await http(p.base, `${ACC}/auth/login`, { method: 'POST', body: { email, password: `wrong-${i}-password` } })).status).toBe(401)
    }
    for (const p of [a, b]) expect((await http(p.base, `${ACC}/auth/login`, { method: 'POST', body: { email, password: 'wrong-again-1' } })).status).toBe(429)
  }, 60_000)
})
