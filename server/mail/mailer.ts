import nodemailer from 'nodemailer'
import type { Lang } from '../../kernel/constants'
import type { Db } from '../db/types'

export interface Mail {
  /** The sender, when not the mailer's own (mail/sender.ts names it after the site). */
  from?: string
  /**
   * The language the subject and body are written in: the sender's display name is the site's
   * name in it (mail/sender.ts). Absent: Russian, the site's first language.
   */
  lang?: Lang
  to: string
  subject: string
  text: string
  html: string
}

export interface Mailer {
  readonly kind: 'smtp' | 'outbox'
  send(mail: Mail): Promise<void>
}

/** SMTP_URL, e.g. smtp://user:pass@mail.example:587 or smtps://…:465 (nodemailer's URL format). */
export function smtpMailer(url: string, from: string): Mailer {
  // Bounded, so one delivery fits well inside a queue claim (queue.ts CLAIM_S): about 40 s at most.
  const transport = nodemailer.createTransport({ url, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 })
  return {
    kind: 'smtp',
    async send(mail) {
      // Only the message's own fields: `lang` is ours, not a header.
      await transport.sendMail({ from: mail.from ?? from, to: mail.to, subject: mail.subject, text: mail.text, html: mail.html })
    },
  }
}

/** Without SMTP the mail stays in the database, for a person to read at /dev/mail. */
export function outboxMailer(db: Db, from: string): Mailer {
  return {
    kind: 'outbox',
    async send(mail) {
      await db.query('INSERT INTO mail_outbox (sender, recipient, subject, text_body, html_body) VALUES ($1, $2, $3, $4, $5)', [
        mail.from ?? from,
        mail.to,
        mail.subject,
        mail.text,
        mail.html,
      ])
    },
  }
}

export interface RetryPolicy {
  /** Tries in all, the first included. */
  attempts: number
  firstDelayMs: number
  /** Each wait is this many times the one before. */
  factor: number
}

/** 2 s, 8 s, 32 s, 128 s: five tries over about three minutes, enough for a restarting mail server. */
export const SMTP_RETRY: RetryPolicy = { attempts: 5, firstDelayMs: 2000, factor: 4 }

/** SMTP 5xx (no such mailbox, refused sender): trying again changes nothing. */
export function isPermanent(err: unknown): boolean {
  const code = (err as { responseCode?: unknown } | null)?.responseCode
  return typeof code === 'number' && code >= 500 && code < 600
}
