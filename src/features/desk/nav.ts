import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import type { StaffRole } from '../../../kernel/constants'

export interface DeskNavItem {
  /** A route under /desk (src/routes/desk.*.tsx). */
  to: string
  label: MessageDescriptor
  /** Shown to a person holding one of these roles; the server checks them again on every call. */
  roles: readonly StaffRole[]
}

const ANY: readonly StaffRole[] = ['admin', 'editor', 'registrar']
export const EDITORS: readonly StaffRole[] = ['admin', 'editor']
const ADMIN: readonly StaffRole[] = ['admin']
const REGISTRARS: readonly StaffRole[] = ['admin', 'registrar']

/**
 * The desk's navigation, in its order. Another part of the desk adds itself here with one line
 * (its route, its label, who sees it).
 */
export const DESK_NAV: DeskNavItem[] = [
  { to: '/desk', label: msg`Обзор`, roles: ANY },
  { to: '/desk/day', label: msg`День форума`, roles: ANY },
  { to: '/desk/news', label: msg`Новости`, roles: EDITORS },
  { to: '/desk/speakers', label: msg`Спикеры`, roles: EDITORS },
  { to: '/desk/program', label: msg`Программа`, roles: EDITORS },
  { to: '/desk/import', label: msg`Импорт`, roles: EDITORS },
  { to: '/desk/announcements', label: msg`Объявления`, roles: EDITORS },
  { to: '/desk/people', label: msg`Участники`, roles: REGISTRARS },
  { to: '/desk/messages', label: msg`Рассылки`, roles: REGISTRARS },
  { to: '/desk/seats', label: msg`Места`, roles: ANY },
  { to: '/desk/roles', label: msg`Роли`, roles: ADMIN },
  { to: '/desk/audit', label: msg`Журнал изменений`, roles: ADMIN },
  { to: '/desk/tokens', label: msg`Токены API`, roles: ADMIN },
  { to: '/desk/webhooks', label: msg`Вебхуки`, roles: ADMIN },
]

export const navFor = (roles: readonly StaffRole[]) => DESK_NAV.filter((item) => item.roles.some((r) => roles.includes(r)))
