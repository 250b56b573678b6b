import type { Lang } from '../../kernel/constants'
import { type Values, text } from '../i18n'

/** Texts of the staff API in the X-Lang language; the site shows its own text for each code. */
export const STAFF_MESSAGES = {
  staffOnly: /*i18n*/ { id: 'Эта страница — для сотрудников форума' },
  valid: /*i18n*/ { id: 'Билет действителен' },
  already_checked_in: /*i18n*/ { id: 'Уже прошёл сегодня: {at}, {door}' },
  not_this_event: /*i18n*/ { id: 'Это не билет этого форума' },
  other_days: /*i18n*/ { id: 'Зарегистрирован только на другие дни' },
  batchReplayed: /*i18n*/ { id: 'Эти отметки уже получены' },
  noEvent: /*i18n*/ { id: 'Событие не найдено' },
  noHall: /*i18n*/ { id: 'Зал {id} не найден' },
} satisfies Record<string, { id: string }>

export type StaffMessageKey = keyof typeof STAFF_MESSAGES

export const staffMessage = (lang: Lang, key: StaffMessageKey, vars: Values = {}): string => text(lang, { ...STAFF_MESSAGES[key], values: vars })
