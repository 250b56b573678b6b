/**
 * Messages to a group: who a segment reaches, the message and its recipients fixed at sending,
 * the hand-over to the mail queue in batches, the progress; and the organizer-mail setting.
 */
import type { Lang } from '../../kernel/constants'
import type { MessageBody, MessageProgress, Segment } from '../../kernel/contract/desk-messages'
import { type AuditActor, recordAudit } from '../audit/record'
import type { Db } from '../db/types'
import { PEOPLE_FROM } from '../desk-people/filter-sql'
import { KEY_MARK, type RenderedLetter } from './letter'
import { segmentWhere } from './segment-sql'

/** The language a person reads organizer mail in: the one they chose last, else Russian. */
const LANG_SQL = `coalesce(o.lang, (SELECT lang FROM change_mail_settings WHERE user_id = v.user_id), (SELECT lang FROM reminder_settings WHERE user_id = v.user_id), 'ru')`
const SEGMENT_FROM = `${PEOPLE_FROM} LEFT JOIN organizer_mail_settings o ON o.user_id = v.user_id`

export interface Reach {
  total: number
  opted_out: number
  no_email: number
  langs: Record<Lang, number>
}

export async function segmentReach(db: Db, segment: Segment, today: string): Promise<Reach> {
  const w = segmentWhere(segment, today)
  const [r] = await db.query<{ total: number; opted_out: number; no_email: number; ru: number; en: number }>(
    `SELECT count(*)::int AS total,
            count(*) FILTER (WHERE u.email IS NOT NULL AND o.enabled = false)::int AS opted_out,
            count(*) FILTER (WHERE u.email IS NULL)::int AS no_email,
            count(*) FILTER (WHERE u.email IS NOT NULL AND o.enabled IS NOT false AND ${LANG_SQL} = 'ru')::int AS ru,
            count(*) FILTER (WHERE u.email IS NOT NULL AND o.enabled IS NOT false AND ${LANG_SQL} = 'en')::int AS en
       FROM ${SEGMENT_FROM} WHERE ${w.sql}`,
    w.params,
  )
  return { total: r!.total, opted_out: r!.opted_out, no_email: r!.no_email, langs: { ru: r!.ru, en: r!.en } }
}

/**
 * The message and its recipients in one transaction: everyone of the segment with an address,
 * once (the key), those who turned organizer mail off kept as `skipped`. The mails go out later,
 * in batches (handOver).
 */
export async function createMessage(
  db: Db,
  m: { segment: Segment; letters: Record<Lang, RenderedLetter>; body: MessageBody; by: number | null; now: number; today: string; audit: { actor: AuditActor; origin: string } },
): Promise<number> {
  return db.transaction(async (tx) => {
    const w = segmentWhere(m.segment, m.today)
    const [row] = await tx.query<{ id: number }>(
      'INSERT INTO desk_messages (created_at, created_by, segment, letters, banner) VALUES ($1, $2, $3, $4, $5) RETURNING id',
      [new Date(m.now), m.by, JSON.stringify(m.segment), JSON.stringify(m.letters), m.body.banner ?? false],
    )
    const id = row!.id
    const n = w.params.length
    // Everyone gets an unsubscribe key before their first organizer mail.
    await tx.query(`INSERT INTO organizer_mail_settings (user_id) SELECT v.user_id FROM ${PEOPLE_FROM} WHERE ${w.sql} AND u.email IS NOT NULL ON CONFLICT DO NOTHING`, w.params)
    await tx.query(
      `INSERT INTO desk_message_recipients (message_id, user_id, email, lang, state)
       SELECT $${n + 1}, v.user_id, u.email, ${LANG_SQL}, CASE WHEN o.enabled THEN 'waiting' ELSE 'skipped' END
         FROM ${SEGMENT_FROM} WHERE ${w.sql} AND u.email IS NOT NULL
       ON CONFLICT DO NOTHING`,
      [...w.params, id],
    )
    const [counts] = await tx.query<{ recipients: number; skipped: number }>(
      `SELECT count(*)::int AS recipients, count(*) FILTER (WHERE state = 'skipped')::int AS skipped FROM desk_message_recipients WHERE message_id = $1`,
      [id],
    )
    await recordAudit(tx, { ...m.audit, entity: 'message', entityId: id, action: 'send', after: { segment: m.segment, subject: m.body.ru.subject, banner: m.body.banner ?? false, ...counts } })
    return id
  })
}

/**
 * Hands up to `limit` waiting recipients of one message to the mail queue, in one transaction:
 * the rows are locked (SKIP LOCKED, so two processes never take the same person), their mails
 * written into mail_outbox and the rows marked queued with their mail's id, all or nothing, so a
 * process that stops leaves nothing half done. `pending` rows are sent by the SMTP queue's rounds;
 * without SMTP they stay `kept`, to read at /dev/mail. Each mail's sender is `from` in the
 * language of the letter it gets (mail/sender.ts), stored with it. Returns how many were handed over.
 */
export async function handOver(db: Db, options: { from: Record<Lang, string>; status: 'pending' | 'kept'; limit: number }): Promise<number> {
  const [next] = await db.query<{ id: number }>(
    `SELECT message_id AS id FROM desk_message_recipients WHERE state = 'waiting' ORDER BY message_id LIMIT 1`,
  )
  if (!next) return 0
  const n = await db.transaction(async (tx) => {
    const batch = await tx.query<{ user_id: number; email: string; lang: Lang; key: string }>(
      `SELECT r.user_id, r.email, r.lang, s.unsubscribe_key AS key FROM desk_message_recipients r JOIN organizer_mail_settings s ON s.user_id = r.user_id
        WHERE r.message_id = $1 AND r.state = 'waiting' ORDER BY r.user_id LIMIT $2 FOR UPDATE OF r SKIP LOCKED`,
      [next.id, options.limit],
    )
    if (batch.length === 0) return 0
    const [m] = await tx.query<{ letters: Record<Lang, RenderedLetter> }>('SELECT letters FROM desk_messages WHERE id = $1', [next.id])
    const mails = batch.map((r) => {
      const lang: Lang = m!.letters[r.lang] ? r.lang : 'ru'
      const l = m!.letters[lang]
      return { from: options.from[lang], to: r.email, subject: l.subject, text: l.text.replaceAll(KEY_MARK, r.key), html: l.html.replaceAll(KEY_MARK, r.key) }
    })
    const ids = await tx.query<{ id: number }>(
      `INSERT INTO mail_outbox (sender, recipient, subject, text_body, html_body, status, next_attempt_at)
       SELECT t.sender, t.recipient, t.subject, t.text_body, t.html_body, $1, now()
         FROM unnest($2::text[], $3::text[], $4::text[], $5::text[], $6::text[]) WITH ORDINALITY AS t(sender, recipient, subject, text_body, html_body, n)
        ORDER BY t.n RETURNING id`,
      [options.status, mails.map((x) => x.from), mails.map((x) => x.to), mails.map((x) => x.subject), mails.map((x) => x.text), mails.map((x) => x.html)],
    )
    // Identity values come in the order of the rows inserted: sorted, they pair with the batch.
    const outbox = ids.map((r) => r.id).sort((a, b) => a - b)
    await tx.query(
      `UPDATE desk_message_recipients r SET state = 'queued', outbox_id = x.outbox_id
         FROM unnest($2::int[], $3::int[]) AS x(user_id, outbox_id) WHERE r.message_id = $1 AND r.user_id = x.user_id`,
      [next.id, batch.map((r) => r.user_id), outbox],
    )
    return batch.length
  })
  await db.query(
    `UPDATE desk_messages SET state = 'sent' WHERE id = $1 AND state = 'sending'
        AND NOT EXISTS (SELECT 1 FROM desk_message_recipients WHERE message_id = $1 AND state = 'waiting')`,
    [next.id],
  )
  return n
}

interface ProgressRow {
  id: number
  letters: Record<Lang, RenderedLetter>
  segment: Segment
  created_at: Date
  by: string | null
  state: 'sending' | 'sent'
  banner: boolean
  recipients: number
  waiting: number
  queued: number
  delivered: number
  failed: number
  bounced: number
  skipped: number
}

/**
 * The counts: delivered is a mail the queue sent (its row deleted) or kept in the outbox; bounced
 * is one the receiving server refused for good (an SMTP 5xx); failed, one that ran out of tries.
 */
const PROGRESS = `SELECT m.id, m.letters, m.segment, m.created_at, (SELECT email FROM users WHERE id = m.created_by) AS by, m.state, m.banner,
    count(r.user_id)::int AS recipients,
    count(*) FILTER (WHERE r.state = 'waiting')::int AS waiting,
    count(*) FILTER (WHERE r.state = 'queued' AND x.status = 'pending')::int AS queued,
    count(*) FILTER (WHERE r.state = 'queued' AND (x.id IS NULL OR x.status = 'kept'))::int AS delivered,
    count(*) FILTER (WHERE r.state = 'queued' AND x.status = 'failed' AND NOT coalesce(x.last_error ~ '(^|[^0-9])5[0-9][0-9]([^0-9]|$)', false))::int AS failed,
    count(*) FILTER (WHERE r.state = 'queued' AND x.status = 'failed' AND coalesce(x.last_error ~ '(^|[^0-9])5[0-9][0-9]([^0-9]|$)', false))::int AS bounced,
    count(*) FILTER (WHERE r.state = 'skipped')::int AS skipped
  FROM desk_messages m LEFT JOIN desk_message_recipients r ON r.message_id = m.id LEFT JOIN mail_outbox x ON x.id = r.outbox_id`

const progressOf = (r: ProgressRow): MessageProgress => {
  const { letters, created_at, ...rest } = r
  return { ...rest, subject: letters.ru.subject, created_at: created_at.toISOString() }
}

export async function messageProgress(db: Db, id: number): Promise<MessageProgress | null> {
  const [row] = await db.query<ProgressRow>(`${PROGRESS} WHERE m.id = $1 GROUP BY m.id`, [id])
  return row ? progressOf(row) : null
}

export async function recentMessages(db: Db, limit = 50): Promise<MessageProgress[]> {
  const rows = await db.query<ProgressRow>(`${PROGRESS} GROUP BY m.id ORDER BY m.id DESC LIMIT $1`, [limit])
  return rows.map(progressOf)
}

// ---------- the person's setting ----------

export async function organizerMailOf(db: Db, userId: number): Promise<{ enabled: boolean }> {
  const [row] = await db.query<{ enabled: boolean }>('SELECT enabled FROM organizer_mail_settings WHERE user_id = $1', [userId])
  return { enabled: row?.enabled ?? true }
}

export async function saveOrganizerMail(db: Db, userId: number, enabled: boolean, lang: Lang): Promise<{ enabled: boolean }> {
  await db.query(
    `INSERT INTO organizer_mail_settings (user_id, enabled, lang) VALUES ($1, $2, $3)
     ON CONFLICT (user_id) DO UPDATE SET enabled = EXCLUDED.enabled, lang = EXCLUDED.lang, updated_at = now()`,
    [userId, enabled, lang],
  )
  return { enabled }
}

/** The one-click link: organizer mail off; the person's language, or null for an unknown key. */
export async function organizerMailOff(db: Db, key: string): Promise<Lang | null> {
  if (!/^[0-9a-f]{64}$/.test(key)) return null
  const [row] = await db.query<{ lang: Lang | null }>(
    'UPDATE organizer_mail_settings SET enabled = false, updated_at = now() WHERE unsubscribe_key = $1 RETURNING lang',
    [key],
  )
  return row ? (row.lang ?? 'ru') : null
}
