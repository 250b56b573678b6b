import type { Lang } from '../../kernel/constants'
import { type Values, text } from '../i18n'

/** Texts of the desk's people API in the X-Lang language; the desk shows its own text for each code. */
export const DESK_PEOPLE_MESSAGES = {
  noPerson: /*i18n*/ { id: 'Такого человека нет' },
  notRegistered: /*i18n*/ { id: 'Этот человек не зарегистрирован на форум' },
  noSpeaker: /*i18n*/ { id: 'Такого спикера нет в программе' },
  speakerTaken: /*i18n*/ { id: 'Этот спикер уже связан с другой учётной записью' },
  noEmail: /*i18n*/ { id: 'У этого человека нет адреса эл. почты' },
  noEvent: /*i18n*/ { id: 'Событие не найдено' },
} satisfies Record<string, { id: string }>

export type DeskPeopleMessageKey = keyof typeof DESK_PEOPLE_MESSAGES

export const deskPeopleMessage = (lang: Lang, key: DeskPeopleMessageKey, vars: Values = {}): string =>
  text(lang, { ...DESK_PEOPLE_MESSAGES[key], values: vars })
