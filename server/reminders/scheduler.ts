import type { Lang } from '../../kernel/constants'
import { findEventClock } from '../content/event'
import { siteName } from '../content/site-name'
import type { Db } from '../db/types'
import type { Log } from '../log'
import { outboxMailer } from '../mail/mailer'
import type { MailQueue } from '../mail/queue'
import { senderWithName } from '../mail/sender'
import type { Clock } from '../time'
import { changeLines } from '../program/changes-feed'
import { latestChanges } from '../program/changes'
import { reminderMail } from './mail'
import { type DueReminder, claimReminder, listDueReminders } from './store'

/** The changes a reminder mentions: those that change where and when to go. */
const MAIL_KINDS = ['moved', 'hall', 'restored'] as const

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
    const due = await listDueReminders(db, now, ROUND_LIMIT)
    if (due.length === 0) return 0
    const names = new Map<Lang, string>()
    const nameIn = async (lang: Lang) => names.get(lang) ?? names.set(lang, await siteName(db, lang)).get(lang)!
    // A session the program moved or sent to another hall says so (server/program/changes.ts).
    const changes = new Map<Lang, Awaited<ReturnType<typeof latestChanges>>>()
    const changeOf = async (row: DueReminder) => {
      let byId = changes.get(row.lang)
      if (!byId) changes.set(row.lang, (byId = await latestChanges(db, [...new Set(due.map((d) => d.meeting_id))], row.lang)))
      const change = byId.get(row.meeting_id)
      return change ? changeLines(change, row.lang, change.timezone, MAIL_KINDS) : []
    }
    let claimed = 0
    for (const row of due) {
      const clock = await findEventClock(db, row.event_id)
      if (!clock) continue // the session's event is gone meanwhile
      // The sender is named in the mail's language, as mail/sender.ts names every mail.
      const site = await nameIn(row.lang)
      const from = senderWithName(this.deps.mailFrom, site)
      const mail = { ...this.mailOf(row, site, clock.timezone, await changeOf(row)), from }
      const won = await db.transaction(async (tx) => {
        if (!(await claimReminder(tx, row, now))) return false
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

  private mailOf(row: DueReminder, site: string, timeZone: string, changed: string[]) {
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
        timeZone,
        changed,
      },
      site,
      publicUrl,
      `${publicUrl}${UNSUBSCRIBE_PATH}/${row.unsubscribe_key}`,
    )
  }
}
