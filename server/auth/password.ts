import { type ScryptOptions, randomBytes, scrypt, timingSafeEqual } from 'node:crypto'

/**
 * scrypt with the OWASP Password Storage parameters (N=2^17, r=8, p=1): about 0.35 s and
 * 128 MiB per hash on the reference machine. The parameters are stored with each hash, so they
 * can be raised later without breaking old passwords.
 */
const LOG_N = 17
const R = 8
const P = 1
const KEY_LENGTH = 64
const SALT_LENGTH = 16
/** Node's default maxmem (32 MiB) is below the 128 * N * r bytes this needs. */
const maxmem = (logN: number, r: number) => 128 * 2 ** logN * r + 32 * 1024 * 1024

/** Each hash holds 128 MiB: two at a time keeps a burst of logins from exhausting memory. */
const MAX_PARALLEL = 2
let running = 0
const waiting: Array<() => void> = []

async function limited<T>(fn: () => Promise<T>): Promise<T> {
  if (running >= MAX_PARALLEL) await new Promise<void>((resolve) => waiting.push(resolve))
  running++
  try {
    return await fn()
  } finally {
    running--
    waiting.shift()?.()
  }
}

function derive(password: string, salt: Buffer, logN: number, r: number, p: number): Promise<Buffer> {
  const options: ScryptOptions = { N: 2 ** logN, r, p, maxmem: maxmem(logN, r) }
  return limited(
    () =>
      new Promise((resolve, reject) =>
        scrypt(password.normalize('NFC'), salt, KEY_LENGTH, options, (err, key) => (err ? reject(err) : resolve(key))),
      ),
  )
}

/** `scrypt$17$8$1$<salt>$<key>`, base64url. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SALT_LENGTH)
  const key = await derive(password, salt, LOG_N, R, P)
  return ['scrypt', LOG_N, R, P, salt.toString('base64url'), key.toString('base64url')].join('$')
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, logN, r, p, salt, key] = stored.split('$')
  const params = [logN, r, p].map(Number)
  if (scheme !== 'scrypt' || !salt || !key || !params.every((n) => Number.isInteger(n) && n > 0 && n < 64)) return false
  const expected = Buffer.from(key, 'base64url')
  const actual = await derive(password, Buffer.from(salt, 'base64url'), params[0]!, params[1]!, params[2]!)
  return actual.length === expected.length && timingSafeEqual(actual, expected)
}

/** Costs what a real check costs, so an unknown email answers no faster than a wrong password. */
export async function burnPasswordCheck(password: string): Promise<void> {
  await derive(password, randomBytes(SALT_LENGTH), LOG_N, R, P)
}
