import { type ChildProcessWithoutNullStreams, spawn } from 'node:child_process'
import { randomUUID } from 'node:crypto'
import { createServer } from 'node:net'
import { openPg } from '../../../server/db/pg'
import type { Db } from '../../../server/db/types'
import { ROOT } from './template'

/** Real server processes (`node --import tsx server/main.ts`) on loopback, for what only shows across processes. */
export interface ServerProcess {
  child: ChildProcessWithoutNullStreams
  port: number
  base: string
  /** Everything printed so far, stdout and stderr. */
  stdout(): string
  stderr(): string
  /** Resolves when the output matches (rejects after `ms`). */
  waitFor(pattern: RegExp, ms?: number): Promise<void>
  exited: Promise<number | null>
  stop(): Promise<number | null>
}

export async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = createServer()
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number }
      s.close(() => resolve(port))
    })
  })
}

export async function startProcess(env: Record<string, string>, port?: number): Promise<ServerProcess> {
  const p = port ?? (await freePort())
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: ROOT,
    env: { ...process.env, DATABASE_URL: '', HOST: '127.0.0.1', PORT: String(p), DIST_DIR: `${ROOT}/tests/server/no-dist-here`, ...env },
  })
  let out = ''
  let err = ''
  const waiters = new Set<() => unknown>()
  child.stdout.on('data', (d) => {
    out += d
    for (const w of waiters) w()
  })
  child.stderr.on('data', (d) => {
    err += d
    for (const w of waiters) w()
  })
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)))
  return {
    child,
    port: p,
    base: `http://127.0.0.1:${p}`,
    stdout: () => out,
    stderr: () => err,
    exited,
    waitFor(pattern, ms = 60_000) {
      return new Promise((resolve, reject) => {
        const done = (error?: Error) => {
          clearTimeout(timer)
          waiters.delete(check)
          if (error) reject(error)
          else resolve()
        }
        const check = () => pattern.test(out + err) && done()
        const timer = setTimeout(() => done(new Error(`no ${pattern} within ${ms} ms:\n${out}\n${err}`)), ms)
        waiters.add(check)
        void exited.then(() => setTimeout(() => check() || done(new Error(`exited before ${pattern}:\n${out}\n${err}`)), 50))
        check()
      })
    },
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM')
      return exited
    },
  }
}

/** An empty schema on DATABASE_URL (nothing migrated) and the URL that points the server at it. */
export async function emptySchema(url: string): Promise<{ url: string; db: Db; cleanup: () => Promise<void> }> {
  const schema = `proc_${randomUUID().replace(/-/g, '').slice(0, 16)}`
  const admin = await openPg({ connectionString: url })
  await admin.exec(`CREATE SCHEMA ${schema}`)
  const db = await openPg({ connectionString: url, schema, max: 2 })
  const u = new URL(url)
  u.searchParams.set('options', `-c search_path=${schema}`)
  return {
    url: u.toString(),
    db,
    cleanup: async () => {
      await db.close()
      await admin.exec(`DROP SCHEMA ${schema} CASCADE`)
      await admin.close()
    },
  }
}

/** JSON over real HTTP. */
export async function http(base: string, path: string, init: { method?: string; token?: string; body?: unknown; headers?: Record<string, string> } = {}) {
  const headers: Record<string, string> = { ...init.headers }
  if (init.token) headers.Authorization = `Bearer ${init.token}`
  if (init.body !== undefined) headers['Content-Type'] = 'application/json'
  const res = await fetch(`${base}${path}`, { method: init.method ?? 'GET', headers, body: init.body === undefined ? undefined : JSON.stringify(init.body) })
  const text = await res.text()
  let body: unknown = text
  try {
    body = text ? JSON.parse(text) : null
  } catch {
    /* not JSON */
  }
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests probe arbitrary JSON
  return { status: res.status, body: body as any, res }
}
