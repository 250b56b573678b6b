import { hash } from 'node:crypto'
import type { Log } from '../log'

export type SecurityEventName =
  | 'login_succeeded'
  | 'login_failed'
  | 'login_refused'
  | 'rate_limited'
  | 'password_reset_requested'
  | 'password_reset'
  | 'password_changed'
  | 'password_refused'
  | 'sessions_ended'
  | 'role_changed'
  | 'demo_login_refused'

export interface SecurityFields {
  user?: number
  /** Hashed before it is written: lines can be matched per address without holding it. */
  email?: string
  ip?: string
  /** Why: a short word (bad_password, unknown_email, not_confirmed, common_password, …). */
  reason?: string
  /** How many (sessions ended). */
  count?: number
  role?: string
}

/** A short, stable tag of an address: the same address gives the same tag, the tag gives no address. */
export const emailTag = (email: string) => hash('sha256', `forum-security-log:${email}`, 'hex').slice(0, 12)

const safe = (value: string) => value.replace(/[^\w.:@/-]/g, '_').slice(0, 64)

/**
 * One line per security event, logfmt: `security ts=… event=… user=… ip=… reason=…`, with a UTC
 * timestamp. Never a password, token or address: the e-mail goes as a tag (emailTag).
 */
export function securityLine(event: SecurityEventName, fields: SecurityFields, now: number = Date.now()): string {
  const parts = [`ts=${new Date(now).toISOString()}`, `event=${event}`]
  if (fields.user !== undefined) parts.push(`user=${fields.user}`)
  if (fields.email !== undefined) parts.push(`email=${emailTag(fields.email)}`)
  if (fields.ip !== undefined) parts.push(`ip=${safe(fields.ip)}`)
  if (fields.reason !== undefined) parts.push(`reason=${safe(fields.reason)}`)
  if (fields.count !== undefined) parts.push(`count=${fields.count}`)
  if (fields.role !== undefined) parts.push(`role=${safe(fields.role)}`)
  return `security ${parts.join(' ')}`
}

export const logSecurity = (log: Log, event: SecurityEventName, fields: SecurityFields, now?: number) => log.info(securityLine(event, fields, now))
