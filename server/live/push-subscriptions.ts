import type { Lang } from '../../kernel/constants'
import type { PushSubscriptionBody } from '../../kernel/contract/live'
import type { Db } from '../db/types'
import { OutboundRefused, type OutboundOptions, assertPublicHttpsUrl } from '../http/outbound'

/** Browsers one person may have subscribed: a new one past this replaces their oldest. */
export const PUSH_SUBSCRIPTIONS_MAX = 10

/** Whether a host is one of the push services (`*.host`: its subdomains); null list: any host. */
export function isPushService(host: string, services: readonly string[] | null): boolean {
  if (services === null) return true
  const h = host.toLowerCase()
  return services.some((s) => (s.startsWith('*.') ? h.endsWith(s.slice(1)) : h === s))
}

const LOOPBACK_HOST = /^(127\.\d+\.\d+\.\d+|\[::1\]|localhost)$/

/**
 * Why an endpoint is refused, or null: not https, not a push service, not a public address
 * (server/http/outbound.ts). Loopback is a push service only when the tests allow loopback.
 */
export async function endpointRefusal(endpoint: string, services: readonly string[] | null, options: OutboundOptions): Promise<string | null> {
  try {
    const url = await assertPublicHttpsUrl(endpoint, options)
    if (options.allowLoopback && LOOPBACK_HOST.test(url.hostname)) return null
    return isPushService(url.hostname, services) ? null : `${url.hostname} is not a push service`
  } catch (err) {
    if (err instanceof OutboundRefused) return err.message
    throw err
  }
}

export type SaveOutcome = 'saved' | 'taken'

/**
 * Keeps the person's subscription: the same endpoint again updates it; an endpoint another person
 * subscribed stays theirs ('taken', in one statement, so two requests cannot race it over).
 */
export async function saveSubscription(db: Db, userId: number, body: PushSubscriptionBody, lang: Lang): Promise<SaveOutcome> {
  const expires = typeof body.expirationTime === 'number' ? new Date(body.expirationTime) : null
  return db.transaction(async (tx) => {
    const rows = await tx.query(
      `INSERT INTO push_subscriptions (user_id, endpoint, p256dh, auth, lang, expires_at) VALUES ($1, $2, $3, $4, $5, $6)
       ON CONFLICT (endpoint) DO UPDATE SET p256dh = EXCLUDED.p256dh, auth = EXCLUDED.auth, lang = EXCLUDED.lang,
         expires_at = EXCLUDED.expires_at, failures = 0, created_at = now()
       WHERE push_subscriptions.user_id = EXCLUDED.user_id RETURNING id`,
      [userId, body.endpoint, body.keys.p256dh, body.keys.auth, lang, expires],
    )
    if (rows.length === 0) return 'taken' as const
    await tx.query(
      `DELETE FROM push_subscriptions WHERE user_id = $1 AND id NOT IN (
         SELECT id FROM push_subscriptions WHERE user_id = $1 ORDER BY created_at DESC, id DESC LIMIT $2)`,
      [userId, PUSH_SUBSCRIPTIONS_MAX],
    )
    return 'saved' as const
  })
}

export async function deleteSubscription(db: Db, userId: number, endpoint: string): Promise<void> {
  await db.query('DELETE FROM push_subscriptions WHERE user_id = $1 AND endpoint = $2', [userId, endpoint])
}

export interface StoredSubscription {
  id: number
  endpoint: string
  p256dh: string
  auth: string
  lang: Lang
}

/** The person's subscriptions still valid; those past their expirationTime go. */
export async function liveSubscriptions(db: Db, userId: number): Promise<StoredSubscription[]> {
  await db.query('DELETE FROM push_subscriptions WHERE user_id = $1 AND expires_at <= now()', [userId])
  return db.query<StoredSubscription>('SELECT id, endpoint, p256dh, auth, lang FROM push_subscriptions WHERE user_id = $1 ORDER BY id', [userId])
}

/** Sends in a row that timed out or got a 5xx before a subscription is dropped. */
const FAILURES_MAX = 3

/** A send's outcome: a delivery clears the count, a gone endpoint goes, a failure counts toward FAILURES_MAX. */
export async function noteOutcome(db: Db, id: number, outcome: 'sent' | 'gone' | 'failed'): Promise<void> {
  if (outcome === 'gone') await db.query('DELETE FROM push_subscriptions WHERE id = $1', [id])
  else if (outcome === 'sent') await db.query('UPDATE push_subscriptions SET failures = 0 WHERE id = $1 AND failures > 0', [id])
  else {
    const [row] = await db.query<{ failures: number }>('UPDATE push_subscriptions SET failures = failures + 1 WHERE id = $1 RETURNING failures', [id])
    if (row && row.failures >= FAILURES_MAX) await db.query('DELETE FROM push_subscriptions WHERE id = $1', [id])
  }
}
