/** Reads of the outbox beyond the queue's own (queue.ts): the mail kept for /dev/mail. */
import type { Db } from '../db/types'

export interface KeptMail {
  id: number
  created_at: string
  sender: string
  recipient: string
  subject: string
  text_body: string
  html_body: string
}

/** The mail kept instead of sent (no SMTP), newest first, at most 200. */
export function listKeptMail(db: Db): Promise<KeptMail[]> {
  return db.query<KeptMail>(
    `SELECT id, to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS created_at,
       sender, recipient, subject, text_body, html_body FROM mail_outbox WHERE status = 'kept' ORDER BY id DESC LIMIT 200`,
  )
}
