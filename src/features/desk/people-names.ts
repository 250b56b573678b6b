import { useLingui } from '@lingui/react/macro'
import type { ExportColumn } from '../../../kernel/contract/desk-people'

/** An export column as the registrar reads it, in the interface's language. */
export function useColumnName(): (c: ExportColumn) => string {
  const { t } = useLingui()
  return (c) =>
    ({
      id: t`Номер`,
      lastname: t`Фамилия`,
      firstname: t`Имя`,
      surname: t`Отчество`,
      firstname_en: t`Имя латиницей`,
      lastname_en: t`Фамилия латиницей`,
      email: t`Эл. почта`,
      phone: t`Телефон`,
      organization: t`Организация`,
      organization_type: t`Тип организации`,
      industry: t`Отрасль`,
      position: t`Должность`,
      region: t`Регион`,
      city: t`Город`,
      role: t`Роль`,
      days: t`Дни регистрации`,
      purpose: t`Цель участия`,
      registered_at: t`Дата регистрации`,
      checked_in_days: t`Дни прохода`,
    })[c]
}

/** The days a registration is for, or "every day" when it names none. */
export function useDaysText(): (days: string[] | null) => string {
  const { t, i18n } = useLingui()
  const fmt = new Intl.DateTimeFormat(i18n.locale === 'en' ? 'en-GB' : 'ru-RU', { day: 'numeric', month: 'short', timeZone: 'UTC' })
  return (days) => (days ? days.map((d) => fmt.format(new Date(`${d}T12:00:00Z`))).join(', ') : t`все дни`)
}

export function useMemberRoleName(): (role: string) => string {
  const { t } = useLingui()
  return (role) => (role === 'speaker' ? t`Спикер` : role === 'visitor' ? t`Посетитель` : role)
}
