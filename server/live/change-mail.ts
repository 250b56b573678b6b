import { EVENT_ID, type Lang } from '../../kernel/constants'
import { langAddress } from '../../kernel/lang-address'
import { siteName } from '../content/site-name'
import { findEventClock } from '../content/event'
import type { Db } from '../db/types'
import { text } from '../i18n'
import type { Log } from '../log'
import type { Mail } from '../mail/mailer'
import { escapeHtml } from '../mail/templates'
import { type SessionRow, sessionsOf, when } from './push'

/**
 * One mail per person per batch of program changes that touch their picks (migration 015 queues
 * them in `live_mail_queue` in the version's transaction), in their language, through the outbox
 * (the SMTP queue, retries and all), with a one-click link that turns these mails off. A round
 * claims the batches older than the grouping window, each by one process (SKIP LOCKED), and
 * queues each mail in the same transaction as the claim: a crash sends it neither twice nor never.
 */

export const CHANGE_MAIL_OFF_PATH = '/api/live/mail/off'

/** Queues a mail in the caller's transaction (the account API's outbox or SMTP queue), and sends what is queued. */
export interface MailOut {
  queue(tx: Db, mail: Mail): Promise<void>
  deliver(): Promise<void>
}

/** The mail's texts in one language (server/i18n: the site's catalogs). */
const textsIn = (lang: Lang) => ({
  subject: (n: number) =>
    n === 1 ? text(lang, /*i18n*/ { id: 'Изменение в вашей программе' }) : text(lang, /*i18n*/ { id: 'Изменения в вашей программе ({n})', values: { n } }),
  lead: text(lang, /*i18n*/ { id: 'Организаторы изменили программу. Это касается сессий, которые вы выбрали:' }),
  moved: text(lang, /*i18n*/ { id: 'теперь' }),
  cancelled: text(lang, /*i18n*/ { id: 'отменена' }),
  program: text(lang, /*i18n*/ { id: 'Ваша программа' }),
  changes: text(lang, /*i18n*/ { id: 'Все изменения программы' }),
  off: text(lang, /*i18n*/ { id: 'Больше не присылать письма об изменениях (одна ссылка, без входа на сайт):' }),
})

export function changeMail(to: string, lang: Lang, sessions: SessionRow[], zone: string, site: string, publicUrl: string, offUrl: string): Mail {
  const t = textsIn(lang)
  const title = (s: SessionRow) => (s.translations[lang]?.title ?? s.translations.ru?.title ?? `#${s.id}`).trim()
  const hall = (s: SessionRow) => (s.hall?.[lang]?.name ?? s.hall?.ru?.name ?? '').trim()
  const page = (s: SessionRow) => `${publicUrl}${langAddress(`/${s.is_culture ? 'festival-program' : 'program/meeting'}/${s.id}`, '', lang)}`
  const state = (s: SessionRow) => (s.withdrawn ? t.cancelled : `${t.moved}: ${when(new Date(s.start_at), zone, lang)}${hall(s) ? `, ${hall(s)}` : ''}`)
  const program = `${publicUrl}${langAddress('/cabinet', '', lang)}`
  const changes = `${publicUrl}${langAddress('/program/changes', '', lang)}`
  const subject = `${t.subject(sessions.length)}${site ? ` — ${site}` : ''}`
  const text = [
    t.lead,
    '',
    ...sessions.flatMap((s) => [`${title(s)} — ${state(s)}`, page(s), '']),
    `${t.program}: ${program}`,
    `${t.changes}: ${changes}`,
    '',
    t.off,
    offUrl,
    ...(site ? ['', `— ${site}`] : []),
  ].join('\n')
  const e = escapeHtml
  const html = `<!doctype html><html lang="${lang}"><body>
<p>${e(t.lead)}</p>
<ul>${sessions.map((s) => `<li><a href="${e(page(s))}"><b>${e(title(s))}</b></a> — ${e(state(s))}</li>`).join('')}</ul>
<p><a href="${e(program)}">${e(t.program)}</a> · <a href="${e(changes)}">${e(t.changes)}</a></p>
<p><small>${e(t.off)} <a href="${e(offUrl)}">${e(offUrl)}</a></small></p>
${site ? `<p>— ${e(site)}</p>` : ''}
</body></html>`
  return { to, lang, subject, text, html }
}

interface Due {
  user_id: number
  meeting_ids: number[]
}

export class ChangeMailer {
  private timer: NodeJS.Timeout | null = null
  private running: Promise<number> | null = null

  constructor(
    private readonly db: Db,
    private readonly out: MailOut,
    private readonly log: Log,
    private readonly publicUrl: string,
    private readonly windowMs: number,
  ) {}

  /** One round: every due batch queued as one mail; returns the mails queued here. */
  round(): Promise<number> {
    this.running ??= this.sendDue().finally(() => (this.running = null))
    return this.running
  }

  private async sendDue(): Promise<number> {
    const zone = (await findEventClock(this.db, EVENT_ID))?.timezone ?? 'UTC'
    const names = new Map<Lang, string>()
    let queued = 0
    for (;;) {
      const mailed = await this.db.transaction(async (tx) => {
        const [due] = await tx.query<Due>(
          `DELETE FROM live_mail_queue WHERE user_id = (
             SELECT user_id FROM live_mail_queue WHERE first_at <= now() - $1 * interval '1 millisecond'
             ORDER BY first_at LIMIT 1 FOR UPDATE SKIP LOCKED)
           RETURNING user_id, meeting_ids`,
          [this.windowMs],
        )
        if (!due) return null
        const [who] = await tx.query<{ email: string | null; lang: Lang; key: string; enabled: boolean }>(
          `WITH s AS (
             INSERT INTO change_mail_settings (user_id, lang)
             VALUES ($1, coalesce((SELECT lang FROM reminder_settings WHERE user_id = $1),
                                  (SELECT lang FROM push_subscriptions WHERE user_id = $1 ORDER BY id DESC LIMIT 1), 'ru'))
             ON CONFLICT (user_id) DO UPDATE SET user_id = EXCLUDED.user_id
             RETURNING lang, unsubscribe_key, enabled)
           SELECT u.email, s.lang, s.unsubscribe_key AS key, s.enabled FROM users u, s WHERE u.id = $1`,
          [due.user_id],
        )
        if (!who?.email || !who.enabled) return false
        const sessions = await sessionsOf(tx, due.meeting_ids)
        if (sessions.length === 0) return false
        const site = names.get(who.lang) ?? names.set(who.lang, await siteName(tx, who.lang)).get(who.lang)!
        const offUrl = `${this.publicUrl}${CHANGE_MAIL_OFF_PATH}/${who.key}`
        await this.out.queue(tx, changeMail(who.email, who.lang, sessions, zone, site, this.publicUrl, offUrl))
        return true
      })
      if (mailed === null) break
      if (mailed) queued++
    }
    if (queued > 0) await this.out.deliver().catch((err: unknown) => this.log.error('change mail: delivery failed:', (err as Error).message))
    return queued
  }

  start(everyMs: number) {
    if (this.timer) return
    this.timer = setInterval(() => void this.round().catch((err: unknown) => this.log.error('change mail round failed:', (err as Error).message)), everyMs)
    this.timer.unref()
  }

  async stop() {
    if (this.timer) clearInterval(this.timer)
    this.timer = null
    await this.running?.catch(() => undefined)
  }
}

// ---------- the setting ----------

export async function changeMailEnabled(db: Db, userId: number): Promise<boolean> {
  const [row] = await db.query<{ enabled: boolean }>('SELECT enabled FROM change_mail_settings WHERE user_id = $1', [userId])
  return row?.enabled ?? true
}

export async function setChangeMail(db: Db, userId: number, enabled: boolean, lang: Lang): Promise<void> {
  await db.query(
    `INSERT INTO change_mail_settings (user_id, enabled, lang) VALUES ($1, $2, $3)
     ON CONFLICT (user_id) DO UPDATE SET enabled = EXCLUDED.enabled, lang = EXCLUDED.lang`,
    [userId, enabled, lang],
  )
}

/** The link in every change mail: turns them off; the language of the page the person's. */
export async function changeMailOff(db: Db, key: string): Promise<Lang | null> {
  const [row] = await db.query<{ lang: Lang }>('UPDATE change_mail_settings SET enabled = false WHERE unsubscribe_key = $1 RETURNING lang', [key])
  return row?.lang ?? null
}
