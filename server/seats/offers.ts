import type { Lang } from '../../kernel/constants'
import type { PushPayload } from '../../kernel/contract/live'
import type { Db } from '../db/types'
import type { Log } from '../log'
import type { Mail } from '../mail/mailer'
import { type OfferFacts, offerMail, offerPush } from './letters'
import { venueClock } from './offer'
import { releaseUnclaimed } from './organizer'
import { expireOffers } from './rules'
import { isDbUnavailable } from '../db/outage'

export interface OfferChannels {
  /** Queues a mail inside the caller's transaction (the mail queue, or the development outbox). */
  queueMail(tx: Db, mail: Mail): Promise<void>
  /** Web Push to every browser the person subscribed (none without VAPID keys). */
  push?(userId: number, payload: (lang: Lang) => PushPayload): Promise<void>
  /** The site's name in a language, for the mail's subject and signature. */
  site(tx: Db, lang: Lang): Promise<string>
}

interface DueOffer {
  id: string
  user_id: number
  meeting_id: number
  expires_at: Date
  email: string | null
  lang: Lang
  is_culture: boolean
  translations: Record<string, { title?: string } | undefined>
}

function untilText(at: Date, zone: string, lang: Lang): string {
  return new Intl.DateTimeFormat(lang === 'ru' ? 'ru-RU' : 'en-GB', { timeZone: zone, day: 'numeric', month: 'long', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(at)
}

/**
 * The seats' background round (every process; rows are claimed with SKIP LOCKED): offers past
 * their time pass on, unclaimed seats are released after the start, and each new offer in the
 * outbox is told once: its mail is queued in the transaction that marks it sent, so a restart
 * neither loses nor repeats it; the push follows the commit.
 */
export class SeatOffers {
  private timer: NodeJS.Timeout | null = null
  private running: Promise<number> | null = null

  constructor(
    private readonly db: Db,
    private readonly clock: () => number,
    private readonly channels: OfferChannels,
    private readonly publicUrl: string,
    private readonly log: Log,
  ) {}

  /** One round; the offers told. Rounds never overlap in a process. */
  round(): Promise<number> {
    this.running ??= this.work().finally(() => (this.running = null))
    return this.running
  }

  private async work(): Promise<number> {
    const now = this.clock()
    await expireOffers(this.db, now)
    await releaseUnclaimed(this.db, now)
    return this.tell()
  }

  private async tell(): Promise<number> {
    const pushes: Array<{ userId: number; facts: (lang: Lang) => OfferFacts }> = []
    const told = await this.db.transaction(async (tx) => {
      const due = await tx.query<DueOffer>(
        `SELECT o.id::text AS id, o.user_id, o.meeting_id, o.expires_at, u.email, coalesce(p.lang, 'ru') AS lang, m.is_culture, m.translations
           FROM seat_offer_outbox o JOIN users u ON u.id = o.user_id JOIN meetings m ON m.id = o.meeting_id
           LEFT JOIN seat_places p ON p.meeting_id = o.meeting_id AND p.user_id = o.user_id
          WHERE o.sent_at IS NULL ORDER BY o.id LIMIT 100 FOR UPDATE OF o SKIP LOCKED`,
      )
      if (due.length === 0) return 0
      const zone = (await venueClock(tx)).timezone
      const names = new Map<Lang, string>()
      const siteIn = async (lang: Lang) => names.get(lang) ?? names.set(lang, await this.channels.site(tx, lang)).get(lang)!
      for (const d of due) {
        const facts = (lang: Lang): OfferFacts => ({
          to: d.email ?? '',
          lang,
          meetingId: d.meeting_id,
          isCulture: d.is_culture,
          title: (d.translations[lang]?.title ?? d.translations.ru?.title ?? `#${d.meeting_id}`).trim(),
          until: untilText(new Date(d.expires_at), zone, lang),
        })
        if (d.email) await this.channels.queueMail(tx, offerMail(facts(d.lang), await siteIn(d.lang), this.publicUrl))
        pushes.push({ userId: d.user_id, facts })
      }
      await tx.query('UPDATE seat_offer_outbox SET sent_at = $2 WHERE id = ANY($1::bigint[])', [due.map((d) => d.id), new Date(this.clock())])
      return due.length
    })
    for (const p of pushes) {
      await this.channels.push?.(p.userId, (lang) => offerPush(p.facts(lang), this.publicUrl)).catch((err: unknown) => this.log.error('seats: an offer push failed:', (err as Error).message))
    }
    return told
  }

  start(everyMs: number) {
    if (this.timer) return
    this.timer = setInterval(() => void this.round().catch((err: unknown) => void (isDbUnavailable(err) || this.log.error('seats round failed:', (err as Error).message))), everyMs)
    this.timer.unref()
  }

  async stop() {
    if (this.timer) clearInterval(this.timer)
    this.timer = null
    await this.running?.catch(() => undefined)
  }
}
