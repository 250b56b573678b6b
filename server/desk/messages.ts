import type { Lang } from '../../kernel/constants'
import { type Values, text } from '../i18n'

/** Texts of the desk API in the X-Lang language; the desk shows its own text for each code. */
export const DESK_MESSAGES = {
  deskOnly: /*i18n*/ { id: 'Это раздел для команды форума: у вашей учётной записи нет нужной роли' },
  roleNeeded: /*i18n*/ { id: 'Для этого действия нужна роль: {roles}' },
  noAccount: /*i18n*/ { id: 'Учётной записи с адресом {email} нет: человек сначала регистрируется на сайте' },
  lastAdmin: /*i18n*/ { id: 'Нельзя снять роль с последнего администратора' },
  tooLarge: /*i18n*/ { id: 'Слишком большой запрос' },
  badQuery: /*i18n*/ { id: 'Неверные параметры запроса' },
} satisfies Record<string, { id: string }>

export type DeskMessageKey = keyof typeof DESK_MESSAGES

export const deskMessage = (lang: Lang, key: DeskMessageKey, vars: Values = {}): string => text(lang, { ...DESK_MESSAGES[key], values: vars })
