import { timingSafeEqual } from 'node:crypto'
import { type Context, Hono } from 'hono'
import { type Struct, validate } from 'superstruct'
import type { Lang } from '../../kernel/constants'
import { AnnouncementBody, LIVE_PREFIX, PushSubscriptionBody, PushUnsubscribeBody } from '../../kernel/contract/live'
import type { Db } from '../db/types'
import { text } from '../i18n'
import { HttpError } from '../http/errors'
import { requestLang } from '../http/messages'
import type { LiveHub } from './hub'
import { type PushConfig, deleteSubscription, saveSubscription } from './push'
import { currentAnnouncements, publishAnnouncement } from './store'

/** This module's texts: catalog ids (the Russian text), read in the request's language by say(). */
const MESSAGES = {
  noOrganizerToken: /*i18n*/ { id: 'Публикация объявлений через API выключена: на сервере не задан ORGANIZER_TOKEN' },
  wrongToken: /*i18n*/ { id: 'Нужен токен организатора (Authorization: Bearer …)' },
  badBody: /*i18n*/ { id: 'Нужен JSON {shape}: текст объявления на обоих языках, от 1 до 280 символов', values: { shape: '{ "ru": "…", "en": "…" }' } },
  badLastId: /*i18n*/ { id: 'Last-Event-ID: ожидается номер события' },
  pushOff: /*i18n*/ { id: 'Уведомления на этом сервере выключены' },
  badSubscription: /*i18n*/ { id: 'Нужна подписка браузера: {shape}', values: { shape: '{ "endpoint": "https://…", "keys": { "p256dh": "…", "auth": "…" } }' } },
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
export function liveRoutes({ db, hub, organizerToken, authorize, push, requireUserId }: LiveRouteDeps): Hono {
  const app = new Hono()
  const noStore = { 'Cache-Control': 'no-store' }

  app.get('/push/key', (c) => c.json({ data: { public_key: push?.publicKey ?? null } }, 200, noStore))
  app.post('/push/subscription', async (c) => {
    const lang = requestLang(c)
    const userId = await requireUserId(c)
    if (!push) throw new HttpError(404, say(lang, 'pushOff'))
    const body = await jsonBody(c, PushSubscriptionBody, say(lang, 'badSubscription'))
    if (!/^https?:\/\//.test(body.endpoint)) throw new HttpError(400, say(lang, 'badSubscription'))
    await saveSubscription(db, userId, body, lang)
    return c.json({ data: { subscribed: true } }, 201, noStore)
  })
  app.post('/push/unsubscription', async (c) => {
    const lang = requestLang(c)
    const userId = await requireUserId(c)
    const body = await jsonBody(c, PushUnsubscribeBody, say(lang, 'badSubscription'))
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
    if (error) throw new HttpError(400, say(lang, 'badBody'))
    const announcement = await publishAnnouncement(db, body)
    return c.json({ data: announcement }, 201, { 'Cache-Control': 'no-store' })
  })

  return app
}

export { LIVE_PREFIX }
