import webPush from 'web-push'
import { EVENT_ID, type Lang } from '../../kernel/constants'
import type { PushPayload, PushSubscriptionBody } from '../../kernel/contract/live'
import { clockTime, dateInZone } from '../../kernel/venue-time'
import type { Db } from '../db/types'
import { text } from '../i18n'
import type { Log } from '../log'

/**
 * Web Push to the people whose picks a program version touched (migration 015 queues them in
 * `live_push_queue`, in the version's own transaction). A round claims the rows older than the
 * grouping window (one process each, SKIP LOCKED), and sends each person one notification per
 * browser naming the session(s) and the new time, in the language the browser subscribed in. A
 * subscription the push service says is gone (404, 410) is deleted.
 */

export interface PushConfig {
  publicKey: string
  privateKey: string
  subject: string
}

// ---------- queries ----------

export async function saveSubscription(db: Db, userId: number, body: PushSubscriptionBody, lang: Lang): Promise<void> {
  await db.query(
    `INSERT INTO push_subscriptions (user_id, endpoint, p256dh, auth, lang) VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (endpoint) DO UPDATE SET user_id = EXCLUDED.user_id, p256dh = EXCLUDED.p256dh, auth = EXCLUDED.auth, lang = EXCLUDED.lang`,
    [userId, body.endpoint, body.keys.p256dh, body.keys.auth, lang],
  )
}

export async function deleteSubscription(db: Db, userId: number, endpoint: string): Promise<void> {
  await db.query('DELETE FROM push_subscriptions WHERE user_id = $1 AND endpoint = $2', [userId, endpoint])
}

interface Due {
  user_id: number
  meeting_ids: number[]
}

/** Takes the people whose first change is older than the window (each row by one process). */
async function claimDue(db: Db, windowMs: number): Promise<Due[]> {
  return db.query<Due>(
    `DELETE FROM live_push_queue WHERE user_id IN (
       SELECT user_id FROM live_push_queue WHERE first_at <= now() - $1 * interval '1 millisecond'
       ORDER BY first_at LIMIT 200 FOR UPDATE SKIP LOCKED)
     RETURNING user_id, meeting_ids`,
    [windowMs],
  )
}

export interface SessionRow {
  id: number
  start_at: Date
  withdrawn: boolean
  is_culture: boolean
  translations: Record<string, { title?: string } | undefined>
  hall: Record<string, { name?: string } | undefined> | null
}

export async function sessionsOf(db: Db, ids: number[]): Promise<SessionRow[]> {
  return db.query<SessionRow>(
    `SELECT m.id, m.start_at, m.withdrawn_at IS NOT NULL AS withdrawn, m.is_culture, m.translations, a.translations AS hall
     FROM meetings m LEFT JOIN areas a ON a.id = m.area_id WHERE m.id = ANY($1::int[]) ORDER BY m.start_at, m.id`,
    [ids],
  )
}

// ---------- texts ----------

/** The notification's texts in one language (server/i18n: the site's catalogs). */
const textsIn = (lang: Lang) => ({
  one: text(lang, /*i18n*/ { id: 'Изменение в вашей программе' }),
  many: (n: number) => text(lang, /*i18n*/ { id: 'Изменения в вашей программе: {n}', values: { n } }),
  moved: (title: string, when: string, hall: string) =>
    hall
      ? text(lang, /*i18n*/ { id: '«{title}» теперь {when}, {hall}', values: { title, when, hall } })
      : text(lang, /*i18n*/ { id: '«{title}» теперь {when}', values: { title, when } }),
  cancelled: (title: string) => text(lang, /*i18n*/ { id: '«{title}» отменена', values: { title } }),
})

const MONTHS = {
  ru: ['янв.', 'февр.', 'марта', 'апр.', 'мая', 'июня', 'июля', 'авг.', 'сент.', 'окт.', 'нояб.', 'дек.'],
  en: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
}

export function when(instant: Date, zone: string, lang: Lang): string {
  const [, month, day] = dateInZone(instant, zone).split('-').map(Number) as [number, number, number]
  const date = lang === 'ru' ? `${day} ${MONTHS.ru[month - 1]}` : `${MONTHS.en[month - 1]} ${day}`
  return `${date}, ${clockTime(instant, zone)}`
}

/** The notification of one person's batch, in `lang`. */
export function payloadOf(sessions: SessionRow[], zone: string, lang: Lang, site: string): PushPayload {
  const t = textsIn(lang)
  const title = (s: SessionRow) => (s.translations[lang]?.title ?? s.translations.ru?.title ?? `#${s.id}`).trim()
  const lines = sessions.map((s) =>
    s.withdrawn ? t.cancelled(title(s)) : t.moved(title(s), when(new Date(s.start_at), zone, lang), (s.hall?.[lang]?.name ?? s.hall?.ru?.name ?? '').trim()),
  )
  const only = sessions.length === 1 ? sessions[0] : undefined
  const suffix = lang === 'en' ? '?lang=en' : ''
  const path = only ? `${only.is_culture ? '/festival-program' : '/program/meeting'}/${only.id}` : '/cabinet'
  return {
    title: only ? t.one : t.many(sessions.length),
    body: lines.join('\n'),
    url: `${site}${path}${suffix}`,
    // One notification per batch replaces the person's previous one rather than piling up.
    tag: 'program-change',
  }
}

// ---------- the sender ----------

/**
 * web-push signs (VAPID) and encrypts (aes128gcm); the request itself goes out with fetch, which
 * also reaches an http:// push service (a local one in tests; web-push's own sender is https only).
 */
async function deliver(config: PushConfig, subscription: { endpoint: string; keys: { p256dh: string; auth: string } }, payload: string) {
  const details = webPush.generateRequestDetails(subscription, payload, {
    vapidDetails: { subject: config.subject, publicKey: config.publicKey, privateKey: config.privateKey },
    TTL: 6 * 3600,
    contentEncoding: 'aes128gcm',
    urgency: 'high',
  })
  const headers = Object.fromEntries(Object.entries(details.headers).filter(([name]) => name.toLowerCase() !== 'content-length').map(([k, v]) => [k, String(v)]))
  const res = await fetch(details.endpoint, {
    method: details.method,
    headers,
    body: details.body ? new Uint8Array(details.body) : null,
    signal: AbortSignal.timeout(10_000),
  })
  await res.arrayBuffer().catch(() => undefined)
  if (!res.ok) throw Object.assign(new Error(`push service answered ${res.status}`), { statusCode: res.status })
  return { statusCode: res.status }
}

export type SendPush = (subscription: { endpoint: string; keys: { p256dh: string; auth: string } }, payload: string) => Promise<{ statusCode: number }>

export class PushSender {
  private timer: NodeJS.Timeout | null = null
  private running: Promise<number> | null = null
  private readonly send: SendPush

  constructor(
    private readonly db: Db,
    private readonly config: PushConfig,
    private readonly log: Log,
    private readonly site: string,
    private readonly windowMs: number,
    send?: SendPush,
  ) {
    this.send = send ?? ((subscription, payload) => deliver(config, subscription, payload))
  }

  /** One round: every due batch sent; returns the notifications sent. Rounds never overlap. */
  round(): Promise<number> {
    this.running ??= this.sendDue().finally(() => (this.running = null))
    return this.running
  }

  private async sendDue(): Promise<number> {
    const due = await claimDue(this.db, this.windowMs)
    if (due.length === 0) return 0
    const [event] = await this.db.query<{ timezone: string }>('SELECT timezone FROM events WHERE id = $1', [EVENT_ID])
    const zone = event?.timezone ?? 'UTC'
    let sent = 0
    for (const batch of due) {
      const subs = await this.db.query<{ id: number; endpoint: string; p256dh: string; auth: string; lang: Lang }>(
        'SELECT id, endpoint, p256dh, auth, lang FROM push_subscriptions WHERE user_id = $1',
        [batch.user_id],
      )
      if (subs.length === 0) continue
      const sessions = await sessionsOf(this.db, batch.meeting_ids)
      if (sessions.length === 0) continue
      for (const sub of subs) {
        const payload = JSON.stringify(payloadOf(sessions, zone, sub.lang, this.site))
        try {
          await this.send({ endpoint: sub.endpoint, keys: { p256dh: sub.p256dh, auth: sub.auth } }, payload)
          sent++
        } catch (err) {
          const status = (err as { statusCode?: number }).statusCode
          if (status === 404 || status === 410) await this.db.query('DELETE FROM push_subscriptions WHERE id = $1', [sub.id])
          else this.log.error(`push: sending to a subscription failed (${status ?? (err as Error).message})`)
        }
      }
    }
    return sent
  }

  /** One notification to each browser of one person, in the language each subscribed in (seat offers). */
  async toUser(userId: number, payloadIn: (lang: Lang) => PushPayload): Promise<number> {
    const subs = await this.db.query<{ id: number; endpoint: string; p256dh: string; auth: string; lang: Lang }>(
      'SELECT id, endpoint, p256dh, auth, lang FROM push_subscriptions WHERE user_id = $1',
      [userId],
    )
    let sent = 0
    for (const sub of subs) {
      try {
        await this.send({ endpoint: sub.endpoint, keys: { p256dh: sub.p256dh, auth: sub.auth } }, JSON.stringify(payloadIn(sub.lang)))
        sent++
      } catch (err) {
        const status = (err as { statusCode?: number }).statusCode
        if (status === 404 || status === 410) await this.db.query('DELETE FROM push_subscriptions WHERE id = $1', [sub.id])
        else this.log.error(`push: sending to a subscription failed (${status ?? (err as Error).message})`)
      }
    }
    return sent
  }

  start(everyMs: number) {
    if (this.timer) return
    this.timer = setInterval(() => void this.round().catch((err: unknown) => this.log.error('push round failed:', (err as Error).message)), everyMs)
    this.timer.unref()
  }

  async stop() {
    if (this.timer) clearInterval(this.timer)
    this.timer = null
    await this.running?.catch(() => undefined)
  }
}
