import type { Lang } from '../../kernel/constants'

type Vars = Record<string, string | number>

/** Texts of the staff API in the X-Lang language; the site shows its own text for each code. */
export const STAFF_MESSAGES = {
  staffOnly: { ru: () => 'Эта страница — для сотрудников форума', en: () => 'This page is for the forum staff' },
  valid: { ru: () => 'Билет действителен', en: () => 'Valid ticket' },
  already_checked_in: { ru: (v: Vars) => `Уже прошёл сегодня: ${v.at}, ${v.door}`, en: (v: Vars) => `Already checked in today: ${v.at}, ${v.door}` },
  not_this_event: { ru: () => 'Это не билет этого форума', en: () => 'Not a ticket of this event' },
  other_days: { ru: () => 'Зарегистрирован только на другие дни', en: () => 'Registered for other days only' },
  batchReplayed: { ru: () => 'Эти отметки уже получены', en: () => 'These check-ins were already received' },
  noEvent: { ru: () => 'Событие не найдено', en: () => 'No such event' },
  noHall: { ru: (v: Vars) => `Зал ${v.id} не найден`, en: (v: Vars) => `Hall ${v.id} not found` },
} satisfies Record<string, Record<Lang, (v: Vars) => string>>

export type StaffMessageKey = keyof typeof STAFF_MESSAGES

export const staffMessage = (lang: Lang, key: StaffMessageKey, vars: Vars = {}) => STAFF_MESSAGES[key][lang](vars)
