/**
 * The export's columns: each one's header in the reader's language and its SQL. Only profile and
 * registration fields are here, so no export can hold a password hash, a token, a ticket code or
 * a calendar feed key, whatever is asked for.
 */
import type { Lang } from '../../kernel/constants'
import type { ExportColumn } from '../../kernel/contract/desk-people'
import { text } from '../i18n'

export const COLUMN_SQL: Record<ExportColumn, string> = {
  id: 'v.user_id',
  lastname: 'p.lastname',
  firstname: 'p.firstname',
  surname: 'p.surname',
  firstname_en: 'p.firstname_en',
  lastname_en: 'p.lastname_en',
  email: 'u.email',
  phone: 'p.phone',
  organization: 'p.organization',
  organization_type: 'p.organization_type',
  industry: `(SELECT coalesce(i.translations -> 'ru' ->> 'name', i.slug) FROM industries i WHERE i.id = p.industry_id)`,
  position: 'p.position',
  region: 'p.region',
  city: 'p.city',
  role: 'v.member_role',
  days: `array_to_string(v.days, ', ')`,
  purpose: 'v.purpose',
  registered_at: `to_char(v.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`,
  checked_in_days: `(SELECT string_agg(c.day::text, ', ' ORDER BY c.day) FROM checkins c WHERE c.event_id = v.event_id AND c.user_id = v.user_id AND c.counted)`,
}

const HEADERS = {
  id: /*i18n*/ { id: 'Номер' },
  lastname: /*i18n*/ { id: 'Фамилия' },
  firstname: /*i18n*/ { id: 'Имя' },
  surname: /*i18n*/ { id: 'Отчество' },
  firstname_en: /*i18n*/ { id: 'Имя латиницей' },
  lastname_en: /*i18n*/ { id: 'Фамилия латиницей' },
  email: /*i18n*/ { id: 'Эл. почта' },
  phone: /*i18n*/ { id: 'Телефон' },
  organization: /*i18n*/ { id: 'Организация' },
  organization_type: /*i18n*/ { id: 'Тип организации' },
  industry: /*i18n*/ { id: 'Отрасль' },
  position: /*i18n*/ { id: 'Должность' },
  region: /*i18n*/ { id: 'Регион' },
  city: /*i18n*/ { id: 'Город' },
  role: /*i18n*/ { id: 'Роль' },
  days: /*i18n*/ { id: 'Дни регистрации' },
  purpose: /*i18n*/ { id: 'Цель участия' },
  registered_at: /*i18n*/ { id: 'Дата регистрации' },
  checked_in_days: /*i18n*/ { id: 'Дни прохода' },
} satisfies Record<ExportColumn, { id: string }>

export const columnHeader = (lang: Lang, column: ExportColumn) => text(lang, HEADERS[column])

/** The days column when a registration names no days: valid every day. */
export const allDaysText = (lang: Lang) => text(lang, /*i18n*/ { id: 'все дни' })

/**
 * A cell a spreadsheet would run as a formula (leading = + - @, a tab or a carriage return) gets a
 * leading apostrophe in CSV. XLSX cells are written as typed strings, which no spreadsheet runs,
 * so there the text stays as the person typed it (a phone keeps its '+').
 */
export const defuse = (s: string) => (/^[=+\-@\t\r]/.test(s) ? `'${s}` : s)
