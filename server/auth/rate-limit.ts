import type { Clock } from '../time'

export interface LimitRule {
  name: string
  limit: number
  windowS: number
}

/**
 * Per-IP limits are generous: at the venue hundreds of people share one Wi-Fi address.
 * Per-email limits are tight: they stop guessing one person's password and mail flooding.
 */
export const LIMITS = {
  loginIp: { name: 'login-ip', limit: 100, windowS: 600 },
  loginEmail: { name: 'login-email', limit: 10, windowS: 600 },
  registerIp: { name: 'register-ip', limit: 30, windowS: 600 },
  registerEmail: { name: 'register-email', limit: 5, windowS: 3600 },
  restoreIp: { name: 'restore-ip', limit: 30, windowS: 600 },
  restoreEmail: { name: 'restore-email', limit: 5, windowS: 3600 },
  refreshIp: { name: 'refresh-ip', limit: 300, windowS: 600 },
  /** confirm, restore/process, social exchange: tokens cannot be guessed, but nobody needs more. */
  tokenIp: { name: 'token-ip', limit: 60, windowS: 600 },
} satisfies Record<string, LimitRule>

export type LimitResult = { ok: true } | { ok: false; retryAfterS: number }

const SWEEP_ABOVE = 10_000

/** Fixed windows in memory: one process serves the site, and a restart forgiving everyone is fine. */
export class RateLimiter {
  private readonly windows = new Map<string, { count: number; resetAt: number }>()

  constructor(
    private readonly clock: Clock,
    private readonly enabled: boolean,
  ) {}

  hit(rule: LimitRule, key: string): LimitResult {
    if (!this.enabled) return { ok: true }
    const now = this.clock()
    if (this.windows.size > SWEEP_ABOVE) this.sweep(now)
    const id = `${rule.name}\u0000${key}`
    let w = this.windows.get(id)
    if (!w || w.resetAt <= now) {
      w = { count: 0, resetAt: now + rule.windowS * 1000 }
      this.windows.set(id, w)
    }
    w.count++
    return w.count <= rule.limit ? { ok: true } : { ok: false, retryAfterS: Math.max(1, Math.ceil((w.resetAt - now) / 1000)) }
  }

  private sweep(now: number) {
    for (const [id, w] of this.windows) if (w.resetAt <= now) this.windows.delete(id)
  }
}
