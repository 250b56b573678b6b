/**
 * Sends the webhooks' outbox (server/events/ writes it): each round claims the due deliveries
 * (a lease, SKIP LOCKED: one process sends each), signs and posts them through the outbound
 * guard, and records the answer. A failure is retried after RETRY_AFTER_S (a day in all); a
 * delivery out of retries fails for good, and DISABLE_AFTER of those in a row turn the endpoint
 * off, with an entry in the audit log and a mail to every admin.
 */
import { recordAudit } from '../audit/record'
import type { Db } from '../db/types'
import { roleHolders } from '../desk/queries'
import { LANGUAGES } from '../../kernel/constants'
import { text } from '../i18n'
import type { Log } from '../log'
import type { Mailer } from '../mail/mailer'
import type { Clock } from '../time'
import { type OutboundOptions, outboundRequest } from './outbound'
import { signedHeaders } from './sign'
import { type DueDelivery, claimDue, markDelivered, markFailed } from './store'
import { isDbUnavailable } from '../db/outage'

/** The waits after each failed attempt: 1 and 5 minutes, half an hour, 2, 5, 10 hours, then the rest of the day. */
export const RETRY_AFTER_S = [60, 300, 1800, 7200, 18_000, 36_000, 23_040] as const
/** Deliveries failed for good in a row that turn an endpoint off. */
export const DISABLE_AFTER = 5
const LEASE_MS = 60_000
const BATCH = 20
const TIMEOUT_MS = 10_000
/** What is kept of an answer: enough to see what the receiver said. */
const ANSWER_MAX = 2000

export interface DispatcherDeps {
  db: Db
  clock: Clock
  log: Log
  mailer: Mailer
  site: string
  outbound: OutboundOptions
}

export class WebhookDispatcher {
  private timer: NodeJS.Timeout | null = null
  private running: Promise<void> | null = null
  constructor(private readonly deps: DispatcherDeps) {}

  /** One round: every due delivery claimed now, sent, recorded. Tests call it. */
  async round(): Promise<number> {
    const { db, clock } = this.deps
    const due = await claimDue(db, new Date(clock()), LEASE_MS, BATCH)
    await Promise.all(due.map((d) => this.deliver(d)))
    return due.length
  }

  private async deliver(d: DueDelivery): Promise<void> {
    const { db, clock } = this.deps
    const sentAt = Math.floor(clock() / 1000)
    let result: { status: number | null; answer: string }
    try {
      const res = await outboundRequest(
        d.url,
        { method: 'POST', headers: { 'Content-Type': 'application/json', 'User-Agent': 'forum-site-webhooks', ...signedHeaders(d.secret, d.event_id, sentAt, d.body) }, body: Buffer.from(d.body), timeoutMs: TIMEOUT_MS, maxBytes: 64 * 1024 },
        this.deps.outbound,
      )
      result = { status: res.status, answer: res.body.toString('utf8').slice(0, ANSWER_MAX) }
    } catch (err) {
      result = { status: null, answer: (err as Error).message.slice(0, ANSWER_MAX) }
    }
    const now = clock()
    if (result.status !== null && result.status >= 200 && result.status < 300) return markDelivered(db, d, result.status, result.answer, new Date(now))
    const wait = RETRY_AFTER_S[d.attempts]
    const turnedOff = await markFailed(db, d, result, wait === undefined ? null : new Date(now + wait * 1000), DISABLE_AFTER)
    if (turnedOff) await this.tellAdmins(d)
  }

  private async tellAdmins(d: DueDelivery): Promise<void> {
    const { db, mailer, site, log } = this.deps
    await recordAudit(db, { actor: { kind: 'system', label: 'webhooks' }, entity: 'webhook', entityId: d.endpoint_id, action: 'disable', after: { url: d.url, reason: 'failing' }, origin: 'server' })
    const admins = (await roleHolders(db)).filter((h) => h.roles.includes('admin') && h.email)
    // An admin's language is not known (the desk has no such setting): the notice is in both,
    // Russian first, as the site's other texts are.
    const subject = LANGUAGES.map((lang) => text(lang, /*i18n*/ { id: 'Вебхук отключён: адрес не отвечает' })).join(' / ')
    const paragraphs = LANGUAGES.map((lang) =>
      text(lang, /*i18n*/ { id: 'Доставки на {url} не удавались сутки подряд {count} раз, и мы перестали их отправлять. Проверьте приёмник и включите вебхук снова в пульте: {desk}', values: { url: d.url, count: DISABLE_AFTER, desk: `${site}/desk/webhooks` } }),
    )
    const escape = (t: string) => t.replace(/&/g, '&amp;').replace(/</g, '&lt;')
    for (const admin of admins) {
      await mailer
        .send({ to: admin.email!, lang: 'ru', subject, text: paragraphs.join('\n\n'), html: paragraphs.map((p, i) => `<p lang="${LANGUAGES[i]}">${escape(p)}</p>`).join('') })
        .catch((err: unknown) => log.error('webhooks: the mail to an admin failed:', (err as Error).message))
    }
  }

  start(everyMs: number): void {
    if (this.timer) return
    this.timer = setInterval(() => {
      if (this.running) return
      this.running = this.round()
        .then(() => undefined)
        .catch((err: unknown) => {
          if (!isDbUnavailable(err)) this.deps.log.error('webhooks: a round failed:', (err as Error).message)
        })
        .finally(() => {
          this.running = null
        })
    }, everyMs)
    this.timer.unref()
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer)
    this.timer = null
    await this.running
  }
}
