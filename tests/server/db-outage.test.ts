import { execFileSync } from 'node:child_process'
import { chmodSync, chownSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApp } from '../../server/app'
import { loadConfig } from '../../server/config'
import { DbUnavailableError } from '../../server/db/outage'
import { openPg } from '../../server/db/pg'
import type { Log } from '../../server/log'
import { type ServerProcess, freePort, http, startProcess } from './helpers/processes'
import { DATABASE_URL } from './helpers/server'
import { startSmtp } from './helpers/smtp'

/**
 * PostgreSQL stopped while the server runs. A PostgreSQL server of the file's own
 * (initdb into a temporary directory, on a free port) is really stopped (`pg_ctl stop -m fast`,
 * which ends every connection) and started again under a running server process. Runs where
 * the server suite runs on PostgreSQL (DATABASE_URL set, `.ci/run`) and PostgreSQL's programs
 * are installed; PGlite, embedded, cannot stop.
 */
const PG_ROOT = '/usr/lib/postgresql'
const pgBin = existsSync(PG_ROOT) ? readdirSync(PG_ROOT).sort((a, b) => Number(a) - Number(b)).map((v) => join(PG_ROOT, v, 'bin')).filter((d) => existsSync(join(d, 'pg_ctl'))).pop() : undefined
const runnable = Boolean(DATABASE_URL && pgBin)
if (!runnable) console.warn('db-outage.test.ts: skipped, it needs DATABASE_URL and PostgreSQL installed in /usr/lib/postgresql (.ci/run has both)')

/** PostgreSQL refuses to run as root: then its programs run as the `postgres` user. */
function pgRun(program: string, args: string[]): string {
  const file = join(pgBin!, program)
  const asRoot = process.getuid?.() === 0
  return execFileSync(asRoot ? 'runuser' : file, asRoot ? ['-u', 'postgres', '--', file, ...args] : args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] })
}

// The page's render asks the content API in process, as src/entry-server.tsx does.
const SHELL = '<!doctype html>\n<html lang="ru">\n<head><title>Форум</title></head><body><div id="root"></div></body></html>'
const BUNDLE = `
export async function prerender({ url, fetch }) {
  const res = await fetch('http://prerender.invalid/acms/api/v1.0/speakers/35/' + url.split('/').pop())
  if (!res.ok) throw new Error('the content API answered ' + res.status)
  return { html: '<h1>' + (await res.json()).data.id + '</h1>', status: 200, head: { noindex: false } }
}
`
const SPEAKERS = '/acms/api/v1.0/speakers/35'

describe.skipIf(!runnable)('the database stops mid-run', () => {
  let dir: string
  let data: string
  let pgPort: number
  let server: ServerProcess
  let smtp: Awaited<ReturnType<typeof startSmtp>>
  const pgCtl = (...args: string[]) => pgRun('pg_ctl', ['-D', data, ...args])
  const startPg = () => pgCtl('-o', `-p ${pgPort} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`, '-l', join(dir, 'pg.log'), '-w', 'start')

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'forum-pg-outage-'))
    data = join(dir, 'data')
    chmodSync(dir, 0o755)
    if (process.getuid?.() === 0) {
      const id = (what: string) => Number(execFileSync('id', [what, 'postgres'], { encoding: 'utf8' }).trim())
      chownSync(dir, id('-u'), id('-g'))
    }
    pgRun('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '--no-sync', '-E', 'UTF8'])
    pgPort = await freePort()
    startPg()
    const dist = join(dir, 'dist')
    mkdirSync(join(dist, '_ssr'), { recursive: true })
    writeFileSync(join(dist, 'index.html'), SHELL)
    writeFileSync(join(dist, '_ssr', 'entry-server.js'), BUNDLE)
    // With SMTP the mail queue's round runs every 2 s: it goes on through the outage.
    smtp = await startSmtp()
    server = await startProcess({ DATABASE_URL: `postgres://postgres@127.0.0.1:${pgPort}/postgres`, SMTP_URL: smtp.url, DIST_DIR: dist })
    await server.waitFor(/listening on/, 60_000)
  }, 90_000)

  afterAll(async () => {
    await server?.stop()
    await smtp?.close()
    if (data && existsSync(join(data, 'postmaster.pid'))) pgCtl('-m', 'immediate', '-w', 'stop')
    if (dir) rmSync(dir, { recursive: true, force: true })
  })

  it('with PostgreSQL stopped mid-run, requests answer 503 and the server recovers alone', async () => {
    const page = (path: string) => fetch(`${server.base}${path}`, { headers: { Accept: 'text/html' } })
    expect((await http(server.base, '/api/health')).body).toEqual({ data: { ok: true } })
    const ids = ((await http(server.base, SPEAKERS)).body.data as Array<{ id: number }>).map((s) => s.id)
    const [SPEAKER, OTHER_SPEAKER] = [`${SPEAKERS}/${ids[0]}`, `${SPEAKERS}/${ids[1]}`]
    expect((await http(server.base, SPEAKER)).status).toBe(200)
    expect((await page(`/speakers/${ids[0]}`)).status).toBe(200)

    pgCtl('-m', 'fast', '-w', 'stop')
    const stoppedAt = server.stdout().length + server.stderr().length

    // A proxy's health check takes the process out.
    const health = await http(server.base, '/api/health', { headers: { 'X-Lang': 'en' } })
    expect(health.status).toBe(503)
    expect(health.body.message).toBe('The site is temporarily unavailable: its database cannot be reached. Please try again in a few seconds.')
    expect(health.res.headers.get('Retry-After')).toBe('5')
    // The APIs: JSON in the person's language, never a 500.
    const login = await http(server.base, '/api/acc/auth/login', { method: 'POST', body: { email: 'someone@example.com', password: 'whatever-it-is' } })
    expect(login.status).toBe(503)
    expect(login.body.message).toBe('Сайт временно недоступен: нет связи с базой данных. Попробуйте ещё раз через несколько секунд.')
    expect(login.res.headers.get('Retry-After')).toBe('5')
    const other = await http(server.base, OTHER_SPEAKER, { headers: { 'X-Lang': 'en' } })
    expect(other.status).toBe(503)
    expect(other.body.message).toMatch(/database cannot be reached/)
    // What the server already holds in memory is still served: nothing can change while the database is gone.
    expect((await http(server.base, SPEAKER)).status).toBe(200)
    // A page that needs the database: a short page in the page's language.
    const html = await page(`/speakers/${ids[1]}?lang=en`)
    expect(html.status).toBe(503)
    expect(html.headers.get('Content-Type')).toMatch(/^text\/html/)
    expect(html.headers.get('Retry-After')).toBe('5')
    expect(await html.text()).toContain('<h1>The site is temporarily unavailable</h1>')

    // Rounds of the mail queue pass (every 2 s) and requests keep coming: the process lives on and says it once.
    for (let i = 0; i < 10; i++) {
      expect((await http(server.base, '/api/acc/auth/restore', { method: 'POST', body: { email: `a${i}@example.com` } })).status).toBe(503)
      await new Promise((r) => setTimeout(r, 250))
    }
    expect(server.child.exitCode).toBeNull()
    const during = (server.stdout() + server.stderr()).slice(stoppedAt)
    expect(during.match(/database unreachable/g)).toHaveLength(1)
    expect(during).not.toMatch(/failed|Error|\n\s+at /)

    startPg()
    const back = Date.now()
    let status = 0
    while (Date.now() - back < 5000 && status !== 200) {
      status = (await http(server.base, '/api/health')).status
      if (status !== 200) await new Promise((r) => setTimeout(r, 100))
    }
    expect(status).toBe(200)
    expect((await http(server.base, OTHER_SPEAKER)).status).toBe(200)
    expect((await page(`/speakers/${ids[1]}`)).status).toBe(200)
    expect((await http(server.base, '/api/acc/auth/login', { method: 'POST', body: { email: 'someone@example.com', password: 'whatever-it-is' } })).status).toBe(401)
    await server.waitFor(/database reachable again after [\d.]+ s/, 2000)
    expect(server.child.exitCode).toBeNull()
  })

  it('a connection that dies inside a transaction or while idle ends nothing but the call; the reminders round goes on quietly; the pool reconnects', async () => {
    const lines: string[] = []
    const log: Log = { info: (m) => lines.push(m), error: (m, err) => lines.push(`${m} ${String(err)}`) }
    const db = await openPg({ connectionString: `postgres://postgres@127.0.0.1:${pgPort}/postgres`, max: 4, log })
    // The server's app on the same pool and log, its reminders round every 50 ms instead of 30 s.
    const app = createApp({ db, config: { ...loadConfig({}), distDir: join(dir, 'dist'), contentVersionCheckMs: 0 }, log })
    app.account.reminders.start(50)
    try {
      // Idle connections in the pool, and one checked out between two statements of a transaction.
      await Promise.all([1, 2, 3].map(() => db.query('SELECT pg_sleep(0.05)')))
      const cut = db.transaction(async (tx) => {
        await tx.query('SELECT 1')
        pgCtl('-m', 'fast', '-w', 'stop')
        await new Promise((r) => setTimeout(r, 300)) // the server ends this connection meanwhile
        return tx.query('SELECT 1')
      })
      await expect(cut).rejects.toBeInstanceOf(DbUnavailableError)
      await expect(db.query('SELECT 1')).rejects.toBeInstanceOf(DbUnavailableError)
      expect(db.health?.down).toBe(true)
      await new Promise((r) => setTimeout(r, 500)) // about ten reminders rounds
      expect(lines.filter((l) => /database unreachable/.test(l))).toHaveLength(1)
      expect(lines.join('\n')).not.toMatch(/failed/)
      startPg()
      expect(await db.query<{ n: number }>('SELECT 1 AS n')).toEqual([{ n: 1 }])
      expect(db.health?.down).toBe(false)
      expect(lines.at(-1)).toMatch(/^database reachable again after [\d.]+ s$/)
    } finally {
      await app.close()
      await db.close()
    }
  })
})
