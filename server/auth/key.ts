import { randomBytes } from 'node:crypto'
import { chmodSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

const KEY_FILE = 'jwt.key'

/**
 * The HS256 key: JWT_SECRET when set, else `<dataDir>/jwt.key`, created on first start (32 random
 * bytes, hex, mode 600) so tokens survive restarts without any setup. Several servers behind one
 * database must share JWT_SECRET instead: each would create its own file.
 */
export function loadJwtKey(secret: string | null, dataDir: string): Uint8Array {
  if (secret) return new TextEncoder().encode(secret)
  const file = join(dataDir, KEY_FILE)
  mkdirSync(dataDir, { recursive: true })
  try {
    writeFileSync(file, randomBytes(32).toString('hex'), { flag: 'wx', mode: 0o600 })
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err
  }
  // A copied data directory may have lost its mode: the key must stay private.
  if ((statSync(file).mode & 0o077) !== 0) chmodSync(file, 0o600)
  const hex = readFileSync(file, 'utf8').trim()
  if (!/^[0-9a-f]{64,}$/i.test(hex)) throw new Error(`${file} is not a hex key: delete it to create a new one (every session ends)`)
  return Buffer.from(hex, 'hex')
}

/** Tests and tools that do not care about restarts get a key that lives as long as the process. */
export const ephemeralJwtKey = (): Uint8Array => randomBytes(32)
