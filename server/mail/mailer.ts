import nodemailer from 'nodemailer'
import type { Db } from '../db/types'

export interface Mail {
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
  const transport = nodemailer.createTransport(url)
  return {
    kind: 'smtp',
    async send(mail) {
      await transport.sendMail({ from, ...mail })
    },
  }
}

/** Without SMTP the mail stays in the database, for a person to read at /dev/mail. */
export function outboxMailer(db: Db, from: string): Mailer {
  return {
    kind: 'outbox',
    async send(mail) {
      await db.query('INSERT INTO mail_outbox (sender, recipient, subject, text_body, html_body) VALUES ($1, $2, $3, $4, $5)', [
        from,
        mail.to,
        mail.subject,
        mail.text,
        mail.html,
      ])
    },
  }
}
