/**
 * Webhooks (docs/webhooks.md): an admin registers a public https endpoint and the events to send
 * it. Each delivery is a JSON event signed as Standard Webhooks sign theirs (HMAC-SHA256 over
 * `{id}.{timestamp}.{body}`), retried with back-off over a day, kept with its answer, and sent
 * again on request; an endpoint that keeps failing is turned off and the admins are told.
 */
import { type Infer, array, boolean, enums, integer, literal, nullable, object, pattern, size, string, type, unknown } from 'superstruct'
import { Id, IsoDateTime } from './common'
import { ADMIN } from './desk'

export const WEBHOOK_EVENTS = [
  'registration.created',
  'registration.cancelled',
  'checkin.created',
  'program.version',
  'question.created',
  'question.answered',
  /** Sent once the seats of sessions exist (their offers to the waiting list). */
  'seat.offered',
] as const
export type WebhookEventType = (typeof WEBHOOK_EVENTS)[number]

/** The headers of every delivery (Standard Webhooks' names). */
export const WEBHOOK_HEADERS = { id: 'webhook-id', timestamp: 'webhook-timestamp', signature: 'webhook-signature' } as const
/** The signing secret's form: `whsec_` and base64 of 32 random bytes (the HMAC key is those bytes). */
export const WEBHOOK_SECRET_PREFIX = 'whsec_'
/** A receiver should refuse a delivery whose timestamp is further than this from its clock (replays). */
export const WEBHOOK_TOLERANCE_S = 300

/** What a delivery's body is: the event's id (the same on every retry), its type, when it happened, and the data. */
export const WebhookEvent = type({ id: string(), type: enums(WEBHOOK_EVENTS), created_at: IsoDateTime, data: unknown() })
export type WebhookEvent = Infer<typeof WebhookEvent>

export const CheckinCreatedData = type({ checkin_id: string(), user_id: Id, name: nullable(string()), role: nullable(string()), day: string(), at: IsoDateTime, door: string(), offline: boolean() })
export type CheckinCreatedData = Infer<typeof CheckinCreatedData>

export const WebhookEndpoint = type({
  id: Id,
  url: string(),
  events: array(enums(WEBHOOK_EVENTS)),
  enabled: boolean(),
  /** Why it is off: 'failing' (turned off after repeated failure) or 'admin'. */
  disabled_reason: nullable(enums(['failing', 'admin'] as const)),
  /** Deliveries that failed one after another (a success resets it). */
  failures: integer(),
  created_at: IsoDateTime,
})
export type WebhookEndpoint = Infer<typeof WebhookEndpoint>

export const CreateWebhookBody = object({
  url: size(pattern(string(), /^https?:\/\/\S+$/), 1, 2000),
  events: size(array(enums(WEBHOOK_EVENTS)), 1, WEBHOOK_EVENTS.length),
})
export type CreateWebhookBody = Infer<typeof CreateWebhookBody>
export const CreatedWebhook = type({ endpoint: WebhookEndpoint, secret: string() })
export const WebhookEnabledBody = object({ enabled: boolean() })

export const DELIVERY_STATES = ['pending', 'retrying', 'delivered', 'failed'] as const
export const WebhookDelivery = type({
  id: Id,
  endpoint_id: Id,
  event_id: string(),
  type: enums(WEBHOOK_EVENTS),
  state: enums(DELIVERY_STATES),
  attempts: integer(),
  next_attempt_at: nullable(IsoDateTime),
  /** The receiver's last HTTP status (null: no answer, e.g. refused or timed out). */
  last_status: nullable(integer()),
  /** The start of its answer, or why there was none. */
  last_answer: nullable(string()),
  created_at: IsoDateTime,
  delivered_at: nullable(IsoDateTime),
})
export type WebhookDelivery = Infer<typeof WebhookDelivery>

export const webhookEndpoints = {
  list: { method: 'GET', path: '/api/desk/webhooks', roles: ADMIN, body: null, response: array(WebhookEndpoint) },
  /** The address is checked like every outbound request: public https only. */
  create: { method: 'POST', path: '/api/desk/webhooks', roles: ADMIN, body: CreateWebhookBody, response: CreatedWebhook },
  /** Turn an endpoint off or on again (on: its failures start from zero). */
  setEnabled: { method: 'POST', path: '/api/desk/webhooks/:id/enabled', roles: ADMIN, body: WebhookEnabledBody, response: WebhookEndpoint },
  remove: { method: 'DELETE', path: '/api/desk/webhooks/:id', roles: ADMIN, body: null, response: type({ deleted: literal(true) }) },
  deliveries: { method: 'GET', path: '/api/desk/webhooks/:id/deliveries', roles: ADMIN, body: null, response: array(WebhookDelivery) },
  /** The same event (same id) once more, now. */
  sendAgain: { method: 'POST', path: '/api/desk/webhooks/deliveries/:id/send-again', roles: ADMIN, body: null, response: WebhookDelivery },
} as const
