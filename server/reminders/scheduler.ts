import type { Lang } from '../../kernel/constants'
import { programSql } from '../accounts/program-ids'
import { siteName } from '../content/site-name'
import type { Db } from '../db/types'
import type { Log } from '../log'
import { outboxMailer } from '../mail/mailer'
import type { MailQueue } from '../mail/queue'
import { senderWithName } from '../mail/sender'
import type { Clock } from '../time'
import { reminderMail } from './mail'

/** How often each process looks for reminders that are due (a reminder comes at most this late). */
export const REMINDER_LOOP_MS = 30_000
/** Reminders claimed per round; the rest wait for the next round. */
const ROUND_LIMIT = 200
/** The public path of the one-click unsubscribe link (unsubscribe-page.ts). */
export const UNSUBSCRIBE_PATH = '/reminders/off'

export interface ReminderDeps {
  db: Db
  clock: Clock
  log: Log
  publicUrl: string
  mailFrom: string
  /** The SMTP queue; null: the mail stays in the outbox table (/dev/mail). */
  queue: MailQueue | null
}

interface Due {
  user_id: number
  email: string
  lang: Lang
  minutes_before: number
  unsubscribe_key: string
  meeting_id: number
  is_culture: boolean
  start_at: Date | string
  title: string
  hall: string
  timezone: string
}

/**
 * The reminders due at `now`: each enabled person's program as it is now (a dropped session is
 * not in it), sessions not withdrawn that start within the person's lead and have not started,
 * and whose reminder for this start has not been claimed (a moved session's new start has none).
 */
const DUE = `SELECT s.user_id, usr.email, s.lang, s.minutes_before, s.unsubscribe_key, m.id AS meeting_id, m.is_culture, m.start_at,
    coalesce(nullif(m.translations -> s.lang ->> 'title', ''), m.translations -> 'ru' ->> 'title', m.translations -> 'en' ->> 'title', '') AS title,
    coalesce(nullif(a.translations -> s.lang ->> 'name', ''), a.translations -> 'ru' ->> 'name', a.translations -> 'en' ->> 'name', '') AS hall,
    e.timezone
  FROM reminder_settings s
  JOIN users usr ON usr.id = s.user_id AND usr.email IS NOT NULL AND usr.email_verified_at IS NOT NULL
  JOIN LATERAL (${programSql('s.user_id')}) p ON true
  JOIN meetings m ON m.id = p.meeting_id
  JOIN areas a ON a.id = m.area_id
  JOIN events e ON e.id = m.event_id
  WHERE s.enabled AND m.withdrawn_at IS NULL
    AND m.start_at > $1::timestamptz AND m.start_at <= $1::timestamptz + make_interval(mins => s.minutes_before)
    AND NOT EXISTS (SELECT 1 FROM reminders_sent r WHERE r.user_id = s.user_id AND r.meeting_id = m.id AND r.starts_at = m.start_at)
  ORDER BY m.start_at, s.user_id, m.id
  LIMIT $2`

/**
 * Every REMINDER_LOOP_MS each process claims the reminders that are due and queues
 * their mail. A claim is a `reminders_sent (user, session, start)` row inserted in the same
 * transaction that queues the mail (ON CONFLICT DO NOTHING): of several processes claiming one
 * reminder, one inserts the row and queues the mail, the others insert nothing and send nothing.
 * The mail then goes out through the shared SMTP queue (mail/queue.ts), retries and all. Time is
 * the server's injectable clock, so tests move it and call `runOnce()`.
 */
export class ReminderScheduler {
  private timer: NodeJS.Timeout | undefined
  private round: Promise<unknown> | null = null
  private stopped = false

  constructor(private readonly deps: ReminderDeps) {}

  /** One round: claims and queues what is due, then sends it; returns how many were claimed here. */
  async runOnce(): Promise<number> {
    const { db, clock, queue } = this.deps
    if (this.stopped) return 0
    const now = new Date(clock())
    const due = await db.query<Due>(DUE, [now.toISOString(), ROUND_LIMIT])
    if (due.length === 0) return 0
    const names = new Map<Lang, string>()
    const nameIn = async (lang: Lang) => names.get(lang) ?? names.set(lang, await siteName(db, lang)).get(lang)!
    const from = senderWithName(this.deps.mailFrom, await nameIn('ru')) // as mail/sender.ts names every mail
    let claimed = 0
    for (const row of due) {
      const mail = { ...this.mailOf(row, await nameIn(row.lang)), from }
      const won = await db.transaction(async (tx) => {
        const [claim] = await tx.query(
          `INSERT INTO reminders_sent (user_id, meeting_id, starts_at, sent_at) VALUES ($1, $2, $3, $4)
           ON CONFLICT DO NOTHING RETURNING user_id`,
          [row.user_id, row.meeting_id, new Date(row.start_at).toISOString(), now.toISOString()],
        )
        if (!claim) return false
        await (queue ? queue.enqueue(tx, mail) : outboxMailer(tx, from).send(mail))
        return true
      })
      if (won) claimed++
    }
    // Sent now rather than at the queue's next round; any process's round would take it too.
    if (claimed > 0 && queue) await queue.deliverDue()
    return claimed
  }

  /** Rounds every REMINDER_LOOP_MS, one at a time; the timer does not keep the process alive. */
  start(everyMs = REMINDER_LOOP_MS): void {
    this.timer ??= setInterval(() => {
      this.round ??= this.runOnce()
        .catch((err: unknown) => this.deps.log.error('reminders round failed:', err))
        .finally(() => (this.round = null))
    }, everyMs)
    this.timer.unref()
  }

  /** Stops the rounds and waits for the one under way (worker.ts, before the database closes). */
  async stop(): Promise<void> {
    this.stopped = true
    if (this.timer) clearInterval(this.timer)
    await this.round
  }

  private mailOf(row: Due, site: string) {
    const { publicUrl } = this.deps
    const oneLine = (s: string) => s.replace(/\s+/g, ' ').trim()
    return reminderMail(
      {
        to: row.email,
        lang: row.lang,
        minutesBefore: row.minutes_before,
        meetingId: row.meeting_id,
        isCulture: row.is_culture,
        title: oneLine(row.title),
        hall: oneLine(row.hall),
        startsAt: new Date(row.start_at),
        timeZone: row.timezone,
      },
      site,
      publicUrl,
      `${publicUrl}${UNSUBSCRIBE_PATH}/${row.unsubscribe_key}`,
    )
  }
}
