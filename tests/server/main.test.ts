import { type ChildProcessWithoutNullStreams, spawn } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { type Server, createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DATABASE_URL, pgDatabase } from './helpers/server'
import { ROOT, copyTemplateDataDir } from './helpers/template'

const TSX = join(ROOT, 'node_modules/.bin/tsx')

function startServer(env: Record<string, string>): ChildProcessWithoutNullStreams {
  return spawn(TSX, ['server/main.ts'], { cwd: ROOT, env: { ...process.env, DATABASE_URL: '', ...env } })
}

/** Collects the output until the process exits (or `until` matches stdout). */
function output(child: ChildProcessWithoutNullStreams, until?: RegExp) {
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) => {
    let stdout = ''
    let stderr = ''
    child.stdout.on('data', (d) => {
      stdout += d
      if (until?.test(stdout)) resolve({ code: null, stdout, stderr })
    })
    child.stderr.on('data', (d) => (stderr += d))
    child.on('exit', (code) => resolve({ code, stdout, stderr }))
  })
}

function listenAnywhere(): Promise<Server> {
  return new Promise((resolve) => {
    const s = createServer()
    s.listen(0, '127.0.0.1', () => resolve(s))
  })
}
const portOf = (s: Server) => (s.address() as { port: number }).port

async function freePort(): Promise<number> {
  const s = await listenAnywhere()
  const port = portOf(s)
  await new Promise((r) => s.close(r))
  return port
}

let scratch: string
beforeAll(() => {
  scratch = mkdtempSync(join(tmpdir(), 'forum-main-'))
})
afterAll(() => rmSync(scratch, { recursive: true, force: true }))

describe('server/main.ts', () => {
  it('a port already taken gives a clear message and exit code 1', async () => {
    const busy = await listenAnywhere()
    try {
      const result = await output(startServer({ PORT: String(portOf(busy)), HOST: '127.0.0.1', DATA_DIR: join(scratch, 'a') }))
      expect(result.code).toBe(1)
      expect(result.stderr).toContain(`port ${portOf(busy)} on 127.0.0.1 is already in use`)
      expect(result.stderr.trim().split('\n')).toHaveLength(1)
    } finally {
      busy.close()
    }
  })

  it('an unreachable database gives a clear message and exit code 1', async () => {
    const result = await output(startServer({ PORT: String(await freePort()), DATABASE_URL: 'postgres://forum:secret@127.0.0.1:1/x' }))
    expect(result.code).toBe(1)
    expect(result.stderr).toMatch(/cannot reach the database at postgres:\/\/forum:\*\*\*@127\.0\.0\.1:1\/x: .*ECONNREFUSED/)
    expect(result.stderr).not.toContain('secret')
  })

  describe('on an existing database', () => {
    let env: Record<string, string>
    let cleanup: () => Promise<void>
    beforeAll(async () => {
      if (DATABASE_URL) {
        const prepared = await pgDatabase(DATABASE_URL)
        await prepared.db.close()
        const url = new URL(DATABASE_URL)
        url.searchParams.set('options', `-c search_path=${prepared.schema}`)
        env = { DATABASE_URL: url.toString() }
        cleanup = prepared.cleanup
      } else {
        const dataDir = await copyTemplateDataDir()
        env = { DATA_DIR: dataDir }
        cleanup = async () => rmSync(dataDir, { recursive: true, force: true })
      }
    })
    afterAll(() => cleanup?.())

    it('serves the APIs, prints its URL, and stops cleanly on SIGTERM', async () => {
      const port = await freePort()
      const child = startServer({ ...env, PORT: String(port), DIST_DIR: join(scratch, 'no-dist') })
      const started = await output(child, /listening on/)
      expect(started.stdout).toContain(`Forum server listening on http://127.0.0.1:${port}`)
      const ready = Number(/ready in ([\d.]+) s/.exec(started.stdout)?.[1])
      // A restart on a prepared database must not re-seed (PGlite reopen ~0.7 s; seeding adds seconds).
      expect(started.stdout).not.toContain('demo content')
      expect(ready).toBeLessThan(5)

      const health = await fetch(`http://127.0.0.1:${port}/api/health`)
      expect(await health.json()).toEqual({ data: { ok: true } })
      const news = await fetch(`http://127.0.0.1:${port}/acms/api/v1.0/news/35?limit=2`, { headers: { 'Accept-Encoding': 'br' } })
      expect(news.status).toBe(200)
      expect((await news.json()).data).toHaveLength(2)

      const exited = output(child)
      child.kill('SIGTERM')
      const result = await exited
      expect(result.code).toBe(0)
      if (env.DATA_DIR) expect(existsSync(join(env.DATA_DIR, 'in-use.pid'))).toBe(false)
    })

    it('off loopback there is no outbox whatever DEV_TOOLS and NODE_ENV say, and one line at start says so', async () => {
      const port = await freePort()
      const child = startServer({ ...env, PORT: String(port), HOST: '0.0.0.0', DEV_TOOLS: '1', NODE_ENV: 'development', DIST_DIR: join(scratch, 'no-dist') })
      const started = await output(child, /listening on/)
      expect(started.stdout).toContain(`Not on loopback (HOST=0.0.0.0, PUBLIC_URL=http://localhost:${port}): no /dev/mail outbox and no demo accounts\n`)
      expect(started.stdout).toContain('mail: outbox table only (no SMTP_URL)')
      expect((await fetch(`http://127.0.0.1:${port}/dev/mail.json`)).status).toBe(404)
      const exited = output(child)
      child.kill('SIGTERM')
      expect((await exited).code).toBe(0)
    })
  })
})
