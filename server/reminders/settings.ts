import { randomBytes } from 'node:crypto'
import { type Lang } from '../../kernel/constants'
import { REMINDER_DEFAULT_LEAD, type ReminderSettings, type ReminderSettingsBody, accountEndpoints } from '../../kernel/contract/account'
import { readBody } from '../accounts/body'
import { type AccountDeps, langFor, ok, requireUser } from '../accounts/context'
import type { RouteTable } from '../accounts/routes'
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

/**
 * GET /api/user/reminders (off and 15 minutes until saved) and PUT (the body checked
 * with the contract's struct: on/off and 5, 15 or 30 minutes). The mails come in the language
 * of the last save (X-Lang).
 */
export function reminderRoutes(routes: RouteTable, deps: AccountDeps) {
  const { db } = deps
  routes.add('GET', accountEndpoints.reminders.path, async (c) => {
    const { userId } = await requireUser(deps, c)
    return ok(c, await settingsOf(db, userId))
  })
  routes.add('PUT', accountEndpoints.saveReminders.path, async (c) => {
    const lang = langFor(c)
    const { userId } = await requireUser(deps, c)
    const body = await readBody(c, accountEndpoints.saveReminders.body, lang)
    return ok(c, await saveSettings(db, userId, body, lang))
  })
}
