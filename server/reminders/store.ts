/** A person's reminder settings: read, saved, and turned off by the unsubscribe link. */
import { randomBytes } from 'node:crypto'
import { type Lang } from '../../kernel/constants'
import { REMINDER_DEFAULT_LEAD, type ReminderSettings, type ReminderSettingsBody } from '../../kernel/contract/account'
import { programSql } from '../accounts/program-ids'
import type { Db } from '../db/types'

/** The unsubscribe link's key: 43 base64url characters, 256 random bits, like a calendar feed's. */
export const UNSUBSCRIBE_KEY = /^[A-Za-z0-9_-]{43}$/
const newKey = () => randomBytes(32).toString('base64url')

/** Until the person saves them: off, 15 minutes. */
export const DEFAULT_SETTINGS: ReminderSettings = { enabled: false, minutes_before: REMINDER_DEFAULT_LEAD as ReminderSettings['minutes_before'] }

export async function settingsOf(db: Db, userId: number): Promise<ReminderSettings> {
  const [row] = await db.query<ReminderSettings>('SELECT enabled, minutes_before FROM reminder_settings WHERE user_id = $1', [userId])
  return row ?? DEFAULT_SETTINGS
}

/** Saves the settings and the language the mails come in; the unsubscribe key is made once and kept. */
export async function saveSettings(db: Db, userId: number, body: ReminderSettingsBody, lang: Lang): Promise<ReminderSettings> {
  const [row] = await db.query<ReminderSettings>(
    `INSERT INTO reminder_settings (user_id, enabled, minutes_before, lang, unsubscribe_key, updated_at)
     VALUES ($1, $2, $3, $4, $5, now())
     ON CONFLICT (user_id) DO UPDATE SET enabled = EXCLUDED.enabled, minutes_before = EXCLUDED.minutes_before,
       lang = EXCLUDED.lang, updated_at = now()
     RETURNING enabled, minutes_before`,
    [userId, body.enabled, body.minutes_before, lang, newKey()],
  )
  return row!
}

/** The one-click link: turns reminders off for the key's person; their mail language, or null for an unknown key. */
export async function unsubscribe(db: Db, key: string): Promise<Lang | null> {
  if (!UNSUBSCRIBE_KEY.test(key)) return null
  const [row] = await db.query<{ lang: Lang }>(
    'UPDATE reminder_settings SET enabled = false, updated_at = now() WHERE unsubscribe_key = $1 RETURNING lang',
    [key],
  )
  return row?.lang ?? null
}

export interface DueReminder {
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
  event_id: number
}

/**
 * The reminders due at `now`: each enabled person's program as it is now (a dropped session is
 * not in it), sessions not withdrawn that start within the person's lead and have not started,
 * and whose reminder for this start has not been claimed (a moved session's new start has none).
 */
const DUE = `SELECT s.user_id, usr.email, s.lang, s.minutes_before, s.unsubscribe_key, m.id AS meeting_id, m.is_culture, m.start_at,
    coalesce(nullif(m.translations -> s.lang ->> 'title', ''), m.translations -> 'ru' ->> 'title', m.translations -> 'en' ->> 'title', '') AS title,
    coalesce(nullif(a.translations -> s.lang ->> 'name', ''), a.translations -> 'ru' ->> 'name', a.translations -> 'en' ->> 'name', '') AS hall,
    m.event_id
  FROM reminder_settings s
  JOIN users usr ON usr.id = s.user_id AND usr.email IS NOT NULL AND usr.email_verified_at IS NOT NULL
  JOIN LATERAL (${programSql('s.user_id')}) p ON true
  JOIN meetings m ON m.id = p.meeting_id
  JOIN areas a ON a.id = m.area_id
  WHERE s.enabled AND m.withdrawn_at IS NULL
    AND m.start_at > $1::timestamptz AND m.start_at <= $1::timestamptz + make_interval(mins => s.minutes_before)
    AND NOT EXISTS (SELECT 1 FROM reminders_sent r WHERE r.user_id = s.user_id AND r.meeting_id = m.id AND r.starts_at = m.start_at)
  ORDER BY m.start_at, s.user_id, m.id
  LIMIT $2`

/** The reminders due at `now`, at most `limit`, soonest first. */
export function listDueReminders(db: Db, now: Date, limit: number): Promise<DueReminder[]> {
  return db.query<DueReminder>(DUE, [now.toISOString(), limit])
}

/** Claims one reminder for its start (false: another process claimed it first). */
export async function claimReminder(tx: Db, row: DueReminder, now: Date): Promise<boolean> {
  const [claim] = await tx.query(
    `INSERT INTO reminders_sent (user_id, meeting_id, starts_at, sent_at) VALUES ($1, $2, $3, $4)
     ON CONFLICT DO NOTHING RETURNING user_id`,
    [row.user_id, row.meeting_id, new Date(row.start_at).toISOString(), now.toISOString()],
  )
  return claim !== undefined
}
