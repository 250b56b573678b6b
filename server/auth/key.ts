import { randomBytes } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Db } from '../db/types'

/** The key file of versions that kept the key on the local disk; adopted once (below). */
const OLD_KEY_FILE = 'jwt.key'
const KEY_NAME = 'jwt_hs256'

/** A key file left by an earlier version, so the tokens it signed stay valid; null without one. */
function oldKeyFile(dataDir: string): Buffer | null {
  let hex: string
  try {
    hex = readFileSync(join(dataDir, OLD_KEY_FILE), 'utf8').trim()
  } catch {
    return null
  }
  return /^[0-9a-f]{64,}$/i.test(hex) ? Buffer.from(hex, 'hex') : null
}

/**
 * The HS256 key: JWT_SECRET when set; else the key kept in the database (`server_secrets`), made
 * by the first process that starts (32 random bytes) and read by every other, so any number of
 * processes on one PostgreSQL accept each other's tokens with no setup. Two processes starting at
 * once both try to insert; ON CONFLICT keeps the first and both read it back. A
 * `<DATA_DIR>/jwt.key` from an earlier version becomes the database's key when there is none yet.
 */
export async function loadJwtKey(db: Db, secret: string | null, dataDir: string): Promise<Uint8Array> {
  if (secret) return new TextEncoder().encode(secret)
  const read = async () => (await db.query<{ value: Uint8Array }>('SELECT value FROM server_secrets WHERE name = $1', [KEY_NAME]))[0]?.value
  const kept = await read()
  if (kept) return new Uint8Array(kept)
  const candidate = oldKeyFile(dataDir) ?? randomBytes(32)
  await db.query('INSERT INTO server_secrets (name, value) VALUES ($1, $2) ON CONFLICT (name) DO NOTHING', [KEY_NAME, candidate])
  const stored = await read()
  if (!stored) throw new Error('the token key could not be stored in the database')
  return new Uint8Array(stored)
}

/** Tests and tools that do not care about restarts get a key that lives as long as the process. */
export const ephemeralJwtKey = (): Uint8Array => randomBytes(32)
