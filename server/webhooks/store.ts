/** The webhook tables (db/migrations/026_webhooks.ts): statements in named functions. */
import type { WebhookDelivery, WebhookEndpoint, WebhookEventType } from '../../kernel/contract/webhooks'
import type { Db } from '../db/types'

type Time = Date | string
const iso = (v: Time) => new Date(v).toISOString()
const isoOrNull = (v: Time | null) => (v === null ? null : iso(v))

interface EndpointRow { id: number; url: string; events: WebhookEventType[]; enabled: boolean; disabled_reason: 'failing' | 'admin' | null; failures: number; created_at: Time }
const ENDPOINT = 'id, url, events, enabled, disabled_reason, failures, created_at'
const toEndpoint = (r: EndpointRow): WebhookEndpoint => ({ ...r, created_at: iso(r.created_at) })

interface DeliveryRow {
  id: number | string
  endpoint_id: number
  event_id: string
  type: WebhookEventType
  state: WebhookDelivery['state']
  attempts: number
  next_attempt_at: Time | null
  last_status: number | null
  last_answer: string | null
  created_at: Time
  delivered_at: Time | null
}
const DELIVERY = 'id, endpoint_id, event_id::text AS event_id, type, state, attempts, next_attempt_at, last_status, last_answer, created_at, delivered_at'
const toDelivery = (r: DeliveryRow): WebhookDelivery => ({
  ...r,
  id: Number(r.id),
  next_attempt_at: isoOrNull(r.next_attempt_at),
  created_at: iso(r.created_at),
  delivered_at: isoOrNull(r.delivered_at),
})

export async function createEndpoint(db: Db, e: { url: string; events: WebhookEventType[]; secret: string }): Promise<WebhookEndpoint> {
  const [row] = await db.query<EndpointRow>(`INSERT INTO webhook_endpoints (url, events, secret) VALUES ($1, $2::text[], $3) RETURNING ${ENDPOINT}`, [e.url, e.events, e.secret])
  return toEndpoint(row!)
}

export async function listEndpoints(db: Db): Promise<WebhookEndpoint[]> {
  return (await db.query<EndpointRow>(`SELECT ${ENDPOINT} FROM webhook_endpoints ORDER BY id`)).map(toEndpoint)
}

export async function setEndpointEnabled(db: Db, id: number, enabled: boolean): Promise<WebhookEndpoint | null> {
  const [row] = await db.query<EndpointRow>(
    `UPDATE webhook_endpoints SET enabled = $2, disabled_reason = CASE WHEN $2 THEN NULL ELSE 'admin' END, failures = CASE WHEN $2 THEN 0 ELSE failures END WHERE id = $1 RETURNING ${ENDPOINT}`,
    [id, enabled],
  )
  return row ? toEndpoint(row) : null
}

export async function deleteEndpoint(db: Db, id: number): Promise<boolean> {
  return (await db.query('DELETE FROM webhook_endpoints WHERE id = $1 RETURNING id', [id])).length > 0
}

export async function listDeliveries(db: Db, endpointId: number, limit = 100): Promise<WebhookDelivery[]> {
  return (await db.query<DeliveryRow>(`SELECT ${DELIVERY} FROM webhook_deliveries WHERE endpoint_id = $1 ORDER BY id DESC LIMIT $2`, [endpointId, limit])).map(toDelivery)
}

/** "Send again": due now, whatever its state; its attempts go on counting. */
export async function sendAgain(db: Db, id: number, now: Date): Promise<WebhookDelivery | null> {
  const [row] = await db.query<DeliveryRow>(`UPDATE webhook_deliveries SET state = 'retrying', next_attempt_at = $2, leased_until = NULL WHERE id = $1 RETURNING ${DELIVERY}`, [id, now.toISOString()])
  return row ? toDelivery(row) : null
}

export interface DueDelivery { id: number; endpoint_id: number; event_id: string; body: string; attempts: number; url: string; secret: string }

/**
 * Takes up to `limit` due deliveries of enabled endpoints for this process: a lease of `leaseMs`
 * (another process skips them while it lasts; a crashed one's lease runs out and they are due again).
 */
export async function claimDue(db: Db, now: Date, leaseMs: number, limit: number): Promise<DueDelivery[]> {
  return db.transaction(async (tx) => {
    const rows = await tx.query<DueDelivery & { id: string | number }>(
      `UPDATE webhook_deliveries d SET leased_until = $1::timestamptz + make_interval(secs => $2 / 1000.0)
       FROM webhook_endpoints e
       WHERE d.id IN (
         SELECT d2.id FROM webhook_deliveries d2 JOIN webhook_endpoints e2 ON e2.id = d2.endpoint_id
         WHERE d2.state IN ('pending', 'retrying') AND e2.enabled AND d2.next_attempt_at <= $1
           AND (d2.leased_until IS NULL OR d2.leased_until <= $1)
         ORDER BY d2.next_attempt_at, d2.id LIMIT $3 FOR UPDATE OF d2 SKIP LOCKED)
         AND e.id = d.endpoint_id
       RETURNING d.id, d.endpoint_id, d.event_id::text AS event_id, d.body, d.attempts, e.url, e.secret`,
      [now.toISOString(), leaseMs, limit],
    )
    return rows.map((r) => ({ ...r, id: Number(r.id) }))
  })
}

export async function markDelivered(db: Db, d: DueDelivery, status: number, answer: string, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.query(
      `UPDATE webhook_deliveries SET state = 'delivered', attempts = attempts + 1, last_status = $2, last_answer = $3, delivered_at = $4, next_attempt_at = NULL, leased_until = NULL WHERE id = $1`,
      [d.id, status, answer, now.toISOString()],
    )
    await tx.query('UPDATE webhook_endpoints SET failures = 0 WHERE id = $1', [d.endpoint_id])
  })
}

/**
 * A failed attempt: due again at `retryAt`, or failed for good (null). A delivery failed for good
 * adds to the endpoint's failures; at `disableAfter` in a row the endpoint is turned off.
 * Answers whether this turned it off.
 */
export async function markFailed(db: Db, d: DueDelivery, result: { status: number | null; answer: string }, retryAt: Date | null, disableAfter: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.query(
      `UPDATE webhook_deliveries SET state = $2, attempts = attempts + 1, last_status = $3, last_answer = $4, next_attempt_at = $5, leased_until = NULL WHERE id = $1`,
      [d.id, retryAt ? 'retrying' : 'failed', result.status, result.answer, retryAt?.toISOString() ?? null],
    )
    if (retryAt) return false
    const [row] = await tx.query<{ enabled: boolean; was: boolean }>(
      `UPDATE webhook_endpoints SET failures = failures + 1,
         enabled = enabled AND failures + 1 < $2,
         disabled_reason = CASE WHEN enabled AND failures + 1 >= $2 THEN 'failing' ELSE disabled_reason END
       WHERE id = $1 RETURNING enabled, (failures = $2 AND disabled_reason = 'failing') AS was`,
      [d.endpoint_id, disableAfter],
    )
    return row !== undefined && !row.enabled && row.was
  })
}
