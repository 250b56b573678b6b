import { recordAudit } from '../audit/record'
import { timingSafeEqual } from 'node:crypto'
import { type Context, Hono } from 'hono'
import { type Struct, validate } from 'superstruct'
import type { Lang } from '../../kernel/constants'
import { AnnouncementBody, LIVE_PREFIX, PushSubscriptionBody, PushUnsubscribeBody } from '../../kernel/contract/live'
import type { LimitRule, RateLimiter } from '../auth/rate-limit'
import type { Db } from '../db/types'
import { text } from '../i18n'
import { HttpError, errorBody } from '../http/errors'
import { requestLang } from '../http/messages'
import { isInvisible, withoutBidiControls } from '../http/text'
import type { StreamCaps } from './capacity'
import type { LiveHub } from './hub'
import type { OutboundOptions } from '../http/outbound'
import type { PushConfig } from './push'
import { deleteSubscription, endpointRefusal, saveSubscription } from './push-subscriptions'
import { currentAnnouncements, publishAnnouncement } from './store'

/** This module's texts: catalog ids (the Russian text), read in the request's language by say(). */
const MESSAGES = {
  noOrganizerToken: /*i18n*/ { id: 'Публикация объявлений через API выключена: на сервере не задан ORGANIZER_TOKEN' },
  wrongToken: /*i18n*/ { id: 'Нужен токен организатора (Authorization: Bearer …)' },
  badBody: /*i18n*/ { id: 'Нужен JSON {shape}: текст объявления на обоих языках, от 1 до 280 символов', values: { shape: '{ "ru": "…", "en": "…" }' } },
  badLastId: /*i18n*/ { id: 'Last-Event-ID: ожидается номер события' },
  pushOff: /*i18n*/ { id: 'Уведомления на этом сервере выключены' },
  badSubscription: /*i18n*/ { id: 'Нужна подписка браузера: {shape}', values: { shape: '{ "endpoint": "https://…", "expirationTime": null, "keys": { "p256dh": "…", "auth": "…" } }' } },
  notPushService: /*i18n*/ { id: 'Адрес подписки должен вести к службе уведомлений браузера по https' },
  expiredSubscription: /*i18n*/ { id: 'Срок этой подписки браузера уже истёк: подпишитесь заново' },
  tooManyStreams: /*i18n*/ { id: 'С вашего адреса открыто слишком много живых подключений: обновления придут чуть позже' },
  streamsFull: /*i18n*/ { id: 'Сервер сейчас держит столько живых подключений, сколько может: обновления придут чуть позже' },
  slowDown: /*i18n*/ { id: 'Слишком много подписок и отписок подряд: попробуйте через несколько минут' },
  takenSubscription: /*i18n*/ { id: 'Эта подписка браузера принадлежит другой учётной записи' },
} satisfies Record<string, { id: string; values?: Record<string, string | number> }>

const say = (lang: Lang, key: keyof typeof MESSAGES): string => text(lang, MESSAGES[key])

const sameToken = (given: string, expected: string) => {
  const a = Buffer.from(given)
  const b = Buffer.from(expected)
  return a.length === b.length && timingSafeEqual(a, b)
}

/** Reads the last event id a reconnect sends: the header EventSource sets, or `?last=` of a new EventSource. */
function lastSeen(header: string | undefined, query: string | undefined, lang: Lang): number | null {
  const value = header ?? query
  if (value === undefined || value === '') return null
  if (!/^\d{1,15}$/.test(value)) throw new HttpError(400, say(lang, 'badLastId'))
  return Number(value)
}

/** Subscribing and unsubscribing per person: a browser does it once, a changed key twice. */
export const PUSH_SUBSCRIPTION_LIMIT: LimitRule = { name: 'push-subscription', limit: 30, windowS: 600 }

/** Seconds a stream refused for capacity is told to wait. */
const STREAM_RETRY_AFTER_S = 30

export const SSE_HEADERS = {
  'Content-Type': 'text/event-stream; charset=utf-8',
  'Cache-Control': 'no-store, no-transform',
  // nginx passes the stream through at once instead of buffering it (docs/deploy.md).
  'X-Accel-Buffering': 'no',
}

export interface LiveRouteDeps {
  db: Db
  hub: LiveHub
  organizerToken: string | null
  /** Checks an API token with the call's scope (server/tokens/, ORGANIZER_TOKEN included); absent: ORGANIZER_TOKEN only. */
  authorize?: (c: Context, scope: 'announce') => Promise<unknown>
  push: PushConfig | null
  /** Hosts a subscription may name (config PUSH_SERVICES); null: any public https host. */
  pushServices: readonly string[] | null
  outbound: OutboundOptions
  /** Live streams per client address and per process (capacity.ts). */
  streamCaps: StreamCaps
  /** The client's address (behind TRUST_PROXY, the one the proxy names). */
  clientAddress: (c: Context) => string
  /** The database's rate limits: subscribing and unsubscribing per person. */
  limiter?: RateLimiter
  /** The account's bearer token → the person (a 401 otherwise). */
  requireUserId: (c: Context) => Promise<number>
}

async function jsonBody<T>(c: Context, struct: Struct<T, unknown>, message: string): Promise<T> {
  const raw: unknown = await c.req.json().catch(() => undefined)
  const [error, body] = validate(raw, struct, { coerce: true })
  if (error) throw new HttpError(400, message)
  return body
}

/** `/api/live/*` (kernel/contract/live.ts). */
export function liveRoutes({ db, hub, organizerToken, authorize, push, pushServices, outbound, streamCaps, clientAddress, limiter, requireUserId }: LiveRouteDeps): Hono {
  const app = new Hono()
  const noStore = { 'Cache-Control': 'no-store' }

  const limited = async (lang: Lang, userId: number) => {
    const result = (await limiter?.hit(PUSH_SUBSCRIPTION_LIMIT, String(userId))) ?? { ok: true }
    if (!result.ok) throw new HttpError(429, say(lang, 'slowDown'), undefined, undefined, { 'Retry-After': String(result.retryAfterS) })
  }

  app.get('/push/key', (c) => c.json({ data: { public_key: push?.publicKey ?? null } }, 200, noStore))
  app.post('/push/subscription', async (c) => {
    const lang = requestLang(c)
    const userId = await requireUserId(c)
    if (!push) throw new HttpError(404, say(lang, 'pushOff'))
    await limited(lang, userId)
    const body = await jsonBody(c, PushSubscriptionBody, say(lang, 'badSubscription'))
    // Our server will POST to this address: only a push service's public https address (server/http/outbound.ts).
    if (await endpointRefusal(body.endpoint, pushServices, outbound)) throw new HttpError(400, say(lang, 'notPushService'))
    if (typeof body.expirationTime === 'number' && body.expirationTime <= Date.now()) throw new HttpError(400, say(lang, 'expiredSubscription'))
    if ((await saveSubscription(db, userId, body, lang)) === 'taken') throw new HttpError(409, say(lang, 'takenSubscription'))
    return c.json({ data: { subscribed: true } }, 201, noStore)
  })
  app.post('/push/unsubscription', async (c) => {
    const lang = requestLang(c)
    const userId = await requireUserId(c)
    await limited(lang, userId)
    const body = await jsonBody(c, PushUnsubscribeBody, say(lang, 'badSubscription'))
    await deleteSubscription(db, userId, body.endpoint)
    return c.json({ data: { subscribed: false } }, 200, noStore)
  })

  app.get('/events', async (c) => {
    const lang = requestLang(c)
    const last = lastSeen(c.req.header('Last-Event-ID'), c.req.query('last'), lang)
    if (hub.isClosed) return c.body(null, 503, { 'Retry-After': '1', 'Cache-Control': 'no-store' })
    const address = clientAddress(c)
    const full = hub.reserve(address, streamCaps)
    // Full: the page retries later (its backoff) and meanwhile shows what it has read.
    if (full) return c.json(errorBody(say(lang, full === 'address' ? 'tooManyStreams' : 'streamsFull')), 503, { 'Retry-After': String(STREAM_RETRY_AFTER_S), 'Cache-Control': 'no-store' })
    const stream = await hub.open(last, address)
    return new Response(stream, { status: 200, headers: SSE_HEADERS })
  })

  app.get('/announcements', async (c) => c.json({ data: await currentAnnouncements(db) }, 200, { 'Cache-Control': 'no-store' }))

  app.post('/announcements', async (c) => {
    const lang = requestLang(c)
    if (authorize) await authorize(c, 'announce')
    else {
      if (!organizerToken) throw new HttpError(403, say(lang, 'noOrganizerToken'))
      const auth = c.req.header('Authorization') ?? ''
      const token = auth.startsWith('Bearer ') ? auth.slice(7) : ''
      if (!sameToken(token, organizerToken)) throw new HttpError(401, say(lang, 'wrongToken'), undefined, undefined, { 'WWW-Authenticate': 'Bearer' })
    }
    let raw: unknown
    try {
      raw = await c.req.json()
    } catch {
      throw new HttpError(400, say(lang, 'badBody'))
    }
    const [error, body] = validate(raw, AnnouncementBody, { coerce: true })
    if (error || isInvisible(body.ru) || isInvisible(body.en)) throw new HttpError(400, say(lang, 'badBody'))
    // A script with ORGANIZER_TOKEN writes too: the audit log names the token and where it came from.
    const origin = (c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined)?.incoming?.socket?.remoteAddress ?? 'api'
    const announcement = await publishAnnouncement(db, { ru: withoutBidiControls(body.ru), en: withoutBidiControls(body.en) }, null, (tx, a) =>
      recordAudit(tx, { actor: { kind: 'token', label: 'ORGANIZER_TOKEN' }, origin, entity: 'announcement', entityId: a.id, action: 'create', after: a }),
    )
    return c.json({ data: announcement }, 201, { 'Cache-Control': 'no-store' })
  })

  return app
}

export { LIVE_PREFIX }
