import { type Infer, boolean, enums, object, string, type } from 'superstruct'
import { IsoDateTime } from './common'

/** The account API's structs of the forum-in-your-pocket features. */

/**
 * The person's calendar feed. `url` (https) downloads their program as .ics,
 * `webcal_url` is the same address for a calendar app to subscribe to; the key in both is the
 * feed's own (renewable), never the access token.
 */
export const CalendarFeed = type({ url: string(), webcal_url: string(), created_at: IsoDateTime })
export type CalendarFeed = Infer<typeof CalendarFeed>

/**
 * Reminders before the sessions of the person's program, by email (and a browser
 * notification while the site is open). Off until the person turns them on; REMINDER_LEADS are
 * the minutes before a session they may choose, REMINDER_DEFAULT_LEAD the one offered first.
 */
export const REMINDER_LEADS = [5, 15, 30] as const
export const REMINDER_DEFAULT_LEAD = 15
export const ReminderSettingsBody = object({ enabled: boolean(), minutes_before: enums(REMINDER_LEADS) })
export type ReminderSettingsBody = Infer<typeof ReminderSettingsBody>
export const ReminderSettings = type({ enabled: boolean(), minutes_before: enums(REMINDER_LEADS) })
export type ReminderSettings = Infer<typeof ReminderSettings>
