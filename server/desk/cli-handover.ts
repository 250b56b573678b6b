/**
 * While a PGlite server runs, its data directory has one process (db/lock.ts), so `npm run staff`
 * cannot open it. The running server then takes the command itself: at start it writes a random
 * key and its address to `<DATA_DIR>/cli-handover.json` (readable by its own user only: whoever
 * can read the data directory could change the database anyway), and `POST /api/cli/staff` runs
 * the command with that key. Without the file (PostgreSQL, no server) the route does not exist.
 */
import { randomBytes, timingSafeEqual } from 'node:crypto'
import { readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { Hono } from 'hono'
import type { Db } from '../db/types'
import { runStaffCommand } from './staff-command'

export const CLI_STAFF_PATH = '/api/cli/staff'
const FILE = 'cli-handover.json'

export interface Handover {
  url: string
  key: string
}

/** Writes a fresh key for this run; returns it and the function that removes the file at stop. */
export function writeHandover(dataDir: string, url: string): { key: string; remove: () => void } {
  const key = randomBytes(24).toString('base64url')
  const file = join(dataDir, FILE)
  writeFileSync(file, JSON.stringify({ url, key } satisfies Handover), { mode: 0o600 })
  return { key, remove: () => rmSync(file, { force: true }) }
}

export function readHandover(dataDir: string): Handover | null {
  try {
    const value = JSON.parse(readFileSync(join(dataDir, FILE), 'utf8')) as Partial<Handover>
    return typeof value.url === 'string' && typeof value.key === 'string' ? { url: value.url, key: value.key } : null
  } catch {
    return null
  }
}

const same = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b))

export function cliHandoverRoutes(db: Db, key: string | null): Hono {
  const routes = new Hono()
  if (!key) return routes
  routes.post(CLI_STAFF_PATH, async (c) => {
    const given = /^Bearer\s+(\S+)$/i.exec(c.req.header('authorization') ?? '')?.[1] ?? ''
    if (!same(given, key)) return c.json({ message: 'The hand-over key is missing or wrong' }, 401)
    const body = (await c.req.json().catch(() => null)) as { args?: unknown } | null
    const args = Array.isArray(body?.args) && body.args.every((a) => typeof a === 'string') && body.args.length <= 5 ? (body.args as string[]) : null
    if (!args) return c.json({ message: 'Expected { args: string[] }' }, 400)
    const [message, code] = await runStaffCommand(db, args, { user: c.req.header('x-cli-user') ?? null })
    return c.json({ data: { message, code } }, 200, { 'Cache-Control': 'no-store' })
  })
  return routes
}
