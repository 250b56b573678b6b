/**
 * The signature of a delivery, as Standard Webhooks define it (docs/webhooks.md): the headers
 * `webhook-id` (the event's id), `webhook-timestamp` (Unix seconds) and `webhook-signature`
 * (`v1,` and base64 of HMAC-SHA256 over `{id}.{timestamp}.{body}`, keyed with the secret's bytes
 * after `whsec_`). A receiver recomputes it, compares in constant time and refuses a timestamp
 * more than WEBHOOK_TOLERANCE_S away from its clock.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'
import { WEBHOOK_HEADERS, WEBHOOK_SECRET_PREFIX, WEBHOOK_TOLERANCE_S } from '../../kernel/contract/webhooks'

export const newWebhookSecret = () => `${WEBHOOK_SECRET_PREFIX}${randomBytes(32).toString('base64')}`

const keyOf = (secret: string) => Buffer.from(secret.slice(WEBHOOK_SECRET_PREFIX.length), 'base64')

export function signature(secret: string, id: string, timestampS: number, body: string): string {
  return `v1,${createHmac('sha256', keyOf(secret)).update(`${id}.${timestampS}.${body}`).digest('base64')}`
}

export function signedHeaders(secret: string, id: string, timestampS: number, body: string): Record<string, string> {
  return { [WEBHOOK_HEADERS.id]: id, [WEBHOOK_HEADERS.timestamp]: String(timestampS), [WEBHOOK_HEADERS.signature]: signature(secret, id, timestampS, body) }
}

/** The documented check, as a receiver runs it: true only for an untouched body, signed with this secret, sent lately. */
export function verifyWebhook(secret: string, headers: Record<string, string | undefined>, body: string, nowS: number): boolean {
  const id = headers[WEBHOOK_HEADERS.id]
  const timestamp = Number(headers[WEBHOOK_HEADERS.timestamp])
  const given = headers[WEBHOOK_HEADERS.signature]
  if (!id || !given || !Number.isInteger(timestamp) || Math.abs(nowS - timestamp) > WEBHOOK_TOLERANCE_S) return false
  const expected = Buffer.from(signature(secret, id, timestamp, body))
  // The header may carry several space-separated signatures (a secret being rotated).
  return given.split(' ').some((candidate) => {
    const b = Buffer.from(candidate)
    return b.length === expected.length && timingSafeEqual(b, expected)
  })
}
