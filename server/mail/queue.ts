import { randomBytes } from 'node:crypto'
import { hostname } from 'node:os'
import { setTimeout as sleep } from 'node:timers/promises'
import type { Db } from '../db/types'
import type { Log } from '../log'
import { type Mail, type Mailer, type RetryPolicy, SMTP_RETRY, isPermanent } from './mailer'

/**
 * How long a claim on a row lasts past its next try: longer than one SMTP delivery can take
 * (mailer.ts bounds it at about 40 s). When the claiming process dies, another one takes the row
 * over after this.
 */
export const CLAIM_S = 90

export interface QueueOptions {
  policy?: RetryPolicy
  /** Waits between tries of a mail this process sent first; tests pass a recorder. */
  wait?: (ms: number, signal: AbortSignal) => Promise<unknown>
  /** Seconds a claim lasts past the next try (MAIL_CLAIM_TIMEOUT; tests shorten it). */
  claimS?: number
}

interface Row {
  id: number
  sender: string
  recipient: string
  subject: string
  text_body: string
  html_body: string
  attempts: number
}

const CLAIM_DUE = `UPDATE mail_outbox SET claimed_by = $1, claimed_until = now() + make_interval(secs => $2)
  WHERE id IN (SELECT id FROM mail_outbox
    WHERE status = 'pending' AND next_attempt_at <= now() AND (claimed_until IS NULL OR claimed_until < now())
    ORDER BY next_attempt_at, id LIMIT $3 FOR UPDATE SKIP LOCKED)
  RETURNING id, sender, recipient, subject, text_body, html_body, attempts`

/**
 * The SMTP queue in `mail_outbox` (migration 007), shared by every process of a site. A mail is
 * written first (status `pending`, claimed by this process), then sent; a delivered mail's row is
 * deleted. A failed try is counted in the row with the time of the next one (2, 8, 32, 128 s), and
 * the process that queued the mail waits and tries again while its claim holds. Rows whose claim
 * ran out (the process died or stopped) are taken over by `deliverDue()`, which every process runs
 * about every few seconds: one process per row (FOR UPDATE SKIP LOCKED, then the claim), so a mail
 * goes out once. The one gap: a process dying after the SMTP server took the mail and before the
 * row is deleted sends it again on takeover (at least once there, never lost).
 */
export class MailQueue {
  readonly kind = 'smtp' as const
  private readonly worker = `${hostname()}:${process.pid}:${randomBytes(4).toString('hex')}`
  private readonly stopping = new AbortController()
  private readonly policy: RetryPolicy
  private readonly wait: NonNullable<QueueOptions['wait']>
  private readonly claimS: number
  private timer: NodeJS.Timeout | undefined
  private round: Promise<unknown> | null = null

  constructor(
    private readonly db: Db,
    private readonly transport: Mailer,
    private readonly from: string,
    private readonly log: Log,
    options: QueueOptions = {},
  ) {
    this.policy = options.policy ?? SMTP_RETRY
    this.wait = options.wait ?? ((ms, signal) => sleep(ms, undefined, { signal }))
    this.claimS = options.claimS ?? CLAIM_S
  }

  /** Queues the mail and tries it now, again after each wait while this process runs. */
  async send(mail: Mail): Promise<void> {
    const [row] = await this.db.query<Row>(
      `INSERT INTO mail_outbox (sender, recipient, subject, text_body, html_body, status, next_attempt_at, claimed_by, claimed_until)
       VALUES ($1, $2, $3, $4, $5, 'pending', now(), $6, now() + make_interval(secs => $7))
       RETURNING id, sender, recipient, subject, text_body, html_body, attempts`,
      [mail.from ?? this.from, mail.to, mail.subject, mail.text, mail.html, this.worker, this.claimS],
    )
    await this.deliver(row!)
  }

  /**
   * Queues the mail in the caller's transaction, held by nobody: it exists exactly when the
   * caller's own rows do (a reminder's claim, server/reminders), and the next `deliverDue` of
   * any process sends it.
   */
  async enqueue(tx: Db, mail: Mail): Promise<void> {
    await tx.query(
      `INSERT INTO mail_outbox (sender, recipient, subject, text_body, html_body, status, next_attempt_at)
       VALUES ($1, $2, $3, $4, $5, 'pending', now())`,
      [mail.from ?? this.from, mail.to, mail.subject, mail.text, mail.html],
    )
  }

  /** Claims the due rows nobody holds and delivers them; returns how many were taken. */
  async deliverDue(limit = 20): Promise<number> {
    if (this.stopping.signal.aborted) return 0
    const rows = await this.db.query<Row>(CLAIM_DUE, [this.worker, this.claimS, limit])
    await Promise.all(rows.map((row) => this.deliver(row).catch((err: unknown) => this.log.error('mail delivery failed:', err))))
    return rows.length
  }

  /**
   * Every `everyMs`, takes over the due mail nobody holds (queued by a process that died or
   * stopped, or before a restart). One round at a time; the timer does not keep the process alive.
   */
  start(everyMs: number): void {
    this.timer ??= setInterval(() => {
      this.round ??= this.deliverDue()
        .catch((err: unknown) => this.log.error('reading the mail queue failed:', err))
        .finally(() => (this.round = null))
    }, everyMs)
    this.timer.unref()
  }

  /** Stops the rounds and the waits (a mail between tries is released for any process to take). */
  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer)
    this.stopping.abort()
    await this.round
  }

  private async deliver(row: Row): Promise<void> {
    for (let attempt = row.attempts + 1; ; attempt++) {
      try {
        await this.transport.send({ from: row.sender, to: row.recipient, subject: row.subject, text: row.text_body, html: row.html_body })
        await this.db.query('DELETE FROM mail_outbox WHERE id = $1', [row.id])
        return
      } catch (err) {
        if (isPermanent(err) || attempt >= this.policy.attempts) {
          await this.db.query(
            `UPDATE mail_outbox SET status = 'failed', attempts = $2, text_body = '', html_body = '', last_error = $3,
               claimed_by = NULL, claimed_until = NULL WHERE id = $1`,
            [row.id, attempt, errorText(err)],
          )
          throw err
        }
        const delay = this.policy.firstDelayMs * this.policy.factor ** (attempt - 1)
        await this.db.query(
          `UPDATE mail_outbox SET attempts = $2, last_error = $3, next_attempt_at = now() + make_interval(secs => $4),
             claimed_until = now() + make_interval(secs => $4 + $5) WHERE id = $1`,
          [row.id, attempt, errorText(err), delay / 1000, this.claimS],
        )
        this.log.error(`mail delivery try ${attempt} of ${this.policy.attempts} failed; next try in ${delay / 1000} s:`, err)
        // Stopping: the row is left to whichever process runs next, at its next try.
        const stopped = await this.wait(delay, this.stopping.signal).then(
          () => this.stopping.signal.aborted,
          () => true,
        )
        if (stopped) return this.release(row.id)
      }
    }
  }

  private async release(id: number): Promise<void> {
    await this.db.query('UPDATE mail_outbox SET claimed_by = NULL, claimed_until = NULL WHERE id = $1', [id])
  }
}

/** The error's name, code and message, cut short: never the mail (its links log people in). */
function errorText(err: unknown): string {
  const e = err as { name?: string; code?: string; message?: string }
  return [e.code, e.message ?? String(err)].filter(Boolean).join(': ').slice(0, 300)
}
