/**
 * What happened, for the webhooks' outbox (server/webhooks/): one call in the transaction of the
 * change itself writes a delivery for every enabled endpoint that asked for the event, so the
 * event is kept exactly when the change is, and survives a restart. The dispatcher sends it.
 * It sits low so that any folder that makes an event (the door, the questions, the program) can
 * call it without knowing the webhooks.
 */
import { randomUUID } from 'node:crypto'
import type { WebhookEventType } from '../../kernel/contract/webhooks'
import type { Db } from '../db/types'

/** Queues one event; returns its id (the same in every delivery and retry of it). */
export async function emitEvent(db: Db, type: WebhookEventType, data: unknown, at: Date): Promise<string> {
  const id = randomUUID()
  const body = JSON.stringify({ id, type, created_at: at.toISOString(), data })
  await db.query(
    `INSERT INTO webhook_deliveries (endpoint_id, event_id, type, body, next_attempt_at, created_at)
     SELECT e.id, $1::uuid, $2, $3, $4, $4 FROM webhook_endpoints e WHERE e.enabled AND $2 = ANY (e.events)`,
    [id, type, body, at.toISOString()],
  )
  return id
}
