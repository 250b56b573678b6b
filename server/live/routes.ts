import { timingSafeEqual } from 'node:crypto'
import { type Context, Hono } from 'hono'
import { type Struct, validate } from 'superstruct'
import type { Lang } from '../../kernel/constants'
import { AnnouncementBody, LIVE_PREFIX, PushSubscriptionBody, PushUnsubscribeBody } from '../../kernel/contract/live'
import type { Db } from '../db/types'
import { HttpError } from '../http/errors'
import { requestLang } from '../http/messages'
import type { LiveHub } from './hub'
import { type PushConfig, deleteSubscription, saveSubscription } from './push'
import { currentAnnouncements, publishAnnouncement } from './store'

const MESSAGES = {
  noOrganizerToken: {
    ru: 'Публикация объявлений через API выключена: на сервере не задан ORGANIZER_TOKEN',
    en: 'Publishing announcements over the API is off: the server has no ORGANIZER_TOKEN',
  },
  wrongToken: { ru: 'Нужен токен организатора (Authorization: Bearer …)', en: 'An organizer token is needed (Authorization: Bearer …)' },
  badBody: {
    ru: 'Нужен JSON { "ru": "…", "en": "…" }: текст объявления на обоих языках, от 1 до 280 символов',
    en: 'Expected JSON { "ru": "…", "en": "…" }: the announcement in both languages, 1 to 280 characters',
  },
  badLastId: { ru: 'Last-Event-ID: ожидается номер события', en: 'Last-Event-ID: expected an event number' },
  pushOff: { ru: 'Уведомления на этом сервере выключены', en: 'Push notifications are off on this server' },
  badSubscription: {
    ru: 'Нужна подписка браузера: { "endpoint": "https://…", "keys": { "p256dh": "…", "auth": "…" } }',
    en: 'Expected the browser’s subscription: { "endpoint": "https://…", "keys": { "p256dh": "…", "auth": "…" } }',
  },
} satisfies Record<string, Record<Lang, string>>

const sameToken = (given: string, expected: string) => {
  const a = Buffer.from(given)
  const b = Buffer.from(expected)
  return a.length === b.length && timingSafeEqual(a, b)
}

/** Reads the last event id a reconnect sends: the header EventSource sets, or `?last=` of a new EventSource. */
function lastSeen(header: string | undefined, query: string | undefined, lang: Lang): number | null {
  const value = header ?? query
  if (value === undefined || value === '') return null
  if (!/^\d{1,15}$/.test(value)) throw new HttpError(400, MESSAGES.badLastId[lang])
  return Number(value)
}

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
  push: PushConfig | null
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
export function liveRoutes({ db, hub, organizerToken, push, requireUserId }: LiveRouteDeps): Hono {
  const app = new Hono()
  const noStore = { 'Cache-Control': 'no-store' }

  app.get('/push/key', (c) => c.json({ data: { public_key: push?.publicKey ?? null } }, 200, noStore))
  app.post('/push/subscription', async (c) => {
    const lang = requestLang(c)
    const userId = await requireUserId(c)
    if (!push) throw new HttpError(404, MESSAGES.pushOff[lang])
    const body = await jsonBody(c, PushSubscriptionBody, MESSAGES.badSubscription[lang])
    if (!/^https?:\/\//.test(body.endpoint)) throw new HttpError(400, MESSAGES.badSubscription[lang])
    await saveSubscription(db, userId, body, lang)
    return c.json({ data: { subscribed: true } }, 201, noStore)
  })
  app.post('/push/unsubscription', async (c) => {
    const lang = requestLang(c)
    const userId = await requireUserId(c)
    const body = await jsonBody(c, PushUnsubscribeBody, MESSAGES.badSubscription[lang])
    await deleteSubscription(db, userId, body.endpoint)
    return c.json({ data: { subscribed: false } }, 200, noStore)
  })

  app.get('/events', async (c) => {
    const lang = requestLang(c)
    const last = lastSeen(c.req.header('Last-Event-ID'), c.req.query('last'), lang)
    if (hub.isClosed) return c.body(null, 503, { 'Retry-After': '1', 'Cache-Control': 'no-store' })
    const stream = await hub.open(last)
    return new Response(stream, { status: 200, headers: SSE_HEADERS })
  })

  app.get('/announcements', async (c) => c.json({ data: await currentAnnouncements(db) }, 200, { 'Cache-Control': 'no-store' }))

  app.post('/announcements', async (c) => {
    const lang = requestLang(c)
    if (!organizerToken) throw new HttpError(403, MESSAGES.noOrganizerToken[lang])
    const auth = c.req.header('Authorization') ?? ''
    const token = auth.startsWith('Bearer ') ? auth.slice(7) : ''
    if (!sameToken(token, organizerToken)) throw new HttpError(401, MESSAGES.wrongToken[lang], undefined, undefined, { 'WWW-Authenticate': 'Bearer' })
    let raw: unknown
    try {
      raw = await c.req.json()
    } catch {
      throw new HttpError(400, MESSAGES.badBody[lang])
    }
    const [error, body] = validate(raw, AnnouncementBody, { coerce: true })
    if (error) throw new HttpError(400, MESSAGES.badBody[lang])
    const announcement = await publishAnnouncement(db, body)
    return c.json({ data: announcement }, 201, { 'Cache-Control': 'no-store' })
  })

  return app
}

export { LIVE_PREFIX }
