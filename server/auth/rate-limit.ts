import { createHash } from 'node:crypto'
import type { Db } from '../db/types'
import type { Clock } from '../time'

export interface LimitRule {
  name: string
  limit: number
  windowS: number
}

/**
 * Per-IP limits are generous: at the venue hundreds of people share one Wi-Fi address.
 * Per-email limits are tight: they stop guessing one person's password and mail flooding.
 * Login, registration and password recovery count per email *and* address (login 10 in 10
 * minutes, the mailing forms 5 an hour), with a looser ceiling per email from all addresses
 * (50; 20): one address cannot lock the owner out, and a guesser or a mail flooder needs many
 * addresses to reach the ceiling (and is still held to it).
 */
export const LIMITS = {
  loginIp: { name: 'login-ip', limit: 100, windowS: 600 },
  loginEmailIp: { name: 'login-email-ip', limit: 10, windowS: 600 },
  loginEmail: { name: 'login-email', limit: 50, windowS: 600 },
  registerIp: { name: 'register-ip', limit: 30, windowS: 600 },
  registerEmailIp: { name: 'register-email-ip', limit: 5, windowS: 3600 },
  registerEmail: { name: 'register-email', limit: 20, windowS: 3600 },
  restoreIp: { name: 'restore-ip', limit: 30, windowS: 600 },
  restoreEmailIp: { name: 'restore-email-ip', limit: 5, windowS: 3600 },
  restoreEmail: { name: 'restore-email', limit: 20, windowS: 3600 },
  refreshIp: { name: 'refresh-ip', limit: 300, windowS: 600 },
  /** confirm, restore/process, social exchange: tokens cannot be guessed, but nobody needs more. */
  tokenIp: { name: 'token-ip', limit: 60, windowS: 600 },
} satisfies Record<string, LimitRule>

/** A per-email limit as login, registration and recovery count it: per email and address, then the email's ceiling. */
export interface EmailLimit {
  perAddress: LimitRule
  ceiling: LimitRule
}

export const EMAIL_LIMITS = {
  login: { perAddress: LIMITS.loginEmailIp, ceiling: LIMITS.loginEmail },
  register: { perAddress: LIMITS.registerEmailIp, ceiling: LIMITS.registerEmail },
  restore: { perAddress: LIMITS.restoreEmailIp, ceiling: LIMITS.restoreEmail },
} satisfies Record<string, EmailLimit>

export type LimitResult = { ok: true } | { ok: false; retryAfterS: number }

/** Expired windows are deleted at most this often (per process). */
export const SWEEP_EVERY_MS = 60_000

/** One statement counts a hit and starts a new window when the old one is over. */
const HIT = `INSERT INTO rate_limits (rule, key, hits, reset_at) VALUES ($1, $2, 1, $3)
  ON CONFLICT (rule, key) DO UPDATE SET
    hits = CASE WHEN rate_limits.reset_at <= $4 THEN 1 ELSE rate_limits.hits + 1 END,
    reset_at = CASE WHEN rate_limits.reset_at <= $4 THEN EXCLUDED.reset_at ELSE rate_limits.reset_at END
  RETURNING hits, reset_at::float8 AS reset_at`

/** What is counted (an email, an address) is kept only as a hash. */
const keyOf = (key: string) => createHash('sha256').update(key).digest('base64url')

/**
 * Fixed windows in the database (migration 005): every process sharing the database counts
 * together, a restart forgives nobody, and expired rows are deleted as it goes.
 */
export class RateLimiter {
  private lastSweep = Number.NEGATIVE_INFINITY

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly enabled: boolean,
  ) {}

  async hit(rule: LimitRule, key: string): Promise<LimitResult> {
    if (!this.enabled) return { ok: true }
    const now = this.clock()
    if (now - this.lastSweep >= SWEEP_EVERY_MS) {
      this.lastSweep = now
      await this.db.query('DELETE FROM rate_limits WHERE reset_at <= $1', [now])
    }
    const [row] = await this.db.query<{ hits: number; reset_at: number }>(HIT, [rule.name, keyOf(key), now + rule.windowS * 1000, now])
    const { hits, reset_at } = row!
    return hits <= rule.limit ? { ok: true } : { ok: false, retryAfterS: Math.max(1, Math.ceil((reset_at - now) / 1000)) }
  }

  /**
   * Counts an email from an address: per email and address first, and only what that passes
   * counts towards the email's ceiling, so an address over its own limit does not use the
   * ceiling up for everyone else.
   */
  async hitEmail(rules: EmailLimit, email: string, ip: string): Promise<LimitResult> {
    const own = await this.hit(rules.perAddress, `${email}\u0000${ip}`)
    return own.ok ? this.hit(rules.ceiling, email) : own
  }
}
