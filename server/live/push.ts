import webPush from 'web-push'
import { EVENT_ID, type Lang } from '../../kernel/constants'
import type { PushPayload } from '../../kernel/contract/live'
import { clockTime, dateInZone } from '../../kernel/venue-time'
import { findEventClock } from '../content/event'
import type { Db } from '../db/types'
import { text } from '../i18n'
import { type OutboundOptions, OutboundRefused, outboundRequest } from '../http/outbound'
import type { Log } from '../log'
import { type StoredSubscription, liveSubscriptions, noteOutcome } from './push-subscriptions'

/**
 * Web Push to the people whose picks a program version touched (migration 015 queues them in
 * `live_push_queue`, in the version's own transaction). A round claims the rows older than the
 * grouping window (one process each, SKIP LOCKED), and sends each person one notification per
 * browser naming the session(s) and the new time, in the language the browser subscribed in.
 * Sends run in parallel (a bound); a subscription the push service says is gone (404, 410) is
 * deleted, one that fails three rounds in a row too (push-subscriptions.ts).
 */

export interface PushConfig {
  publicKey: string
  privateKey: string
  subject: string
}

// ---------- queries ----------

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

/** A push service that does not answer within this is given up on for this round (and counts toward dropping it). */
const SEND_TIMEOUT_MS = 3000
/** Sends under way at once: one dead endpoint waits its timeout beside the others, not before them. */
const SEND_PARALLEL = 16

/**
 * web-push signs (VAPID) and encrypts (aes128gcm); the request goes through the outbound guard
 * (server/http/outbound.ts): https to a public address checked at connect, no redirect, the
 * answer's bytes capped.
 */
async function deliver(config: PushConfig, subscription: PushTarget, payload: string, outbound: OutboundOptions) {
  const details = webPush.generateRequestDetails(subscription, payload, {
    vapidDetails: { subject: config.subject, publicKey: config.publicKey, privateKey: config.privateKey },
    TTL: 6 * 3600,
    contentEncoding: 'aes128gcm',
    urgency: 'high',
  })
  const headers = Object.fromEntries(Object.entries(details.headers).map(([k, v]) => [k, String(v)]))
  const body = details.body ? new Uint8Array(details.body) : null
  const res = await outboundRequest(details.endpoint, { method: details.method, headers, body, timeoutMs: SEND_TIMEOUT_MS, maxBytes: 64 * 1024 }, outbound)
  if (res.status < 200 || res.status >= 300) throw Object.assign(new Error(`push service answered ${res.status}`), { statusCode: res.status })
  return { statusCode: res.status }
}

export interface PushTarget {
  endpoint: string
  keys: { p256dh: string; auth: string }
}
export type SendPush = (subscription: PushTarget, payload: string) => Promise<{ statusCode: number }>

/** Runs `work` over `items`, at most `limit` at once. */
async function inParallel<T>(items: T[], limit: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0
  const lane = async () => {
    while (next < items.length) await work(items[next++] as T)
  }
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, lane))
}

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
    outbound: OutboundOptions = {},
    send?: SendPush,
  ) {
    this.send = send ?? ((subscription, payload) => deliver(config, subscription, payload, outbound))
  }

  /** One round: every due batch sent; returns the notifications sent. Rounds never overlap. */
  round(): Promise<number> {
    this.running ??= this.sendDue().finally(() => (this.running = null))
    return this.running
  }

  private async sendDue(): Promise<number> {
    const due = await claimDue(this.db, this.windowMs)
    if (due.length === 0) return 0
    const zone = (await findEventClock(this.db, EVENT_ID))?.timezone ?? 'UTC'
    const sends: Array<{ sub: StoredSubscription; payload: string }> = []
    for (const batch of due) {
      const subs = await liveSubscriptions(this.db, batch.user_id)
      if (subs.length === 0) continue
      const sessions = await sessionsOf(this.db, batch.meeting_ids)
      if (sessions.length === 0) continue
      for (const sub of subs) sends.push({ sub, payload: JSON.stringify(payloadOf(sessions, zone, sub.lang, this.site)) })
    }
    let sent = 0
    await inParallel(sends, SEND_PARALLEL, async ({ sub, payload }) => {
      try {
        await this.send({ endpoint: sub.endpoint, keys: { p256dh: sub.p256dh, auth: sub.auth } }, payload)
        sent++
        await noteOutcome(this.db, sub.id, 'sent')
      } catch (err) {
        const status = (err as { statusCode?: number }).statusCode
        // 404, 410: the subscription is gone; 400, 403, 413: it can never work; a refused address never will.
        const gone = (status !== undefined && status >= 400 && status < 500 && status !== 429) || err instanceof OutboundRefused
        await noteOutcome(this.db, sub.id, gone ? 'gone' : 'failed').catch(() => undefined)
        if (!gone) this.log.error(`push: sending to a subscription failed (${status ?? (err as Error).name})`)
      }
    })
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
