import type { Lang } from '../../kernel/constants'
import { type Values, text } from '../i18n'
import { HttpError } from '../http/errors'

/** The seats' answers in the X-Lang language; the code beside each lets the site show its own. */
export const SEAT_MESSAGES = {
  not_found: /*i18n*/ { id: 'Сессия {id} не найдена' },
  no_seats: /*i18n*/ { id: 'На эту сессию вход свободный, записываться не нужно' },
  withdrawn: /*i18n*/ { id: 'Эта сессия отменена, запись на неё закрыта' },
  closed: /*i18n*/ { id: 'Запись на эту сессию закрыта' },
  not_registered: /*i18n*/ { id: 'Чтобы записаться, зарегистрируйтесь на форум на {day}: это в личном кабинете, «Регистрация на мероприятие»' },
  no_offer: /*i18n*/ { id: 'Предложение места истекло или его нет: место перешло следующему в очереди' },
  below_taken: /*i18n*/ { id: 'Мест не может быть меньше, чем уже занято: {taken}' },
  seated: /*i18n*/ { id: 'Вы записаны, место за вами' },
  waiting: /*i18n*/ { id: 'Мест нет — вы в листе ожидания, место в очереди: {place}' },
  offered: /*i18n*/ { id: 'Для вас освободилось место — подтвердите его' },
  left: /*i18n*/ { id: 'Вы больше не записаны на эту сессию' },
  capacityInvalid: /*i18n*/ { id: 'Число мест — целое число от 0 до {max}' },
  settingsInvalid: /*i18n*/ { id: 'Настройки мест: {problem}' },
  organizerOnly: /*i18n*/ { id: 'Нужен ключ организатора' },
} satisfies Record<string, { id: string }>

export type SeatMessageKey = keyof typeof SEAT_MESSAGES

export const seatMessage = (lang: Lang, key: SeatMessageKey, vars: Values = {}): string => text(lang, { ...SEAT_MESSAGES[key], values: vars })

const STATUS = { not_found: 404, no_seats: 409, withdrawn: 409, closed: 409, not_registered: 403, no_offer: 409 } as const

/** A day as words in the person's language ("9 декабря", "9 December"). */
export const dayWords = (day: string, lang: Lang) =>
  new Intl.DateTimeFormat(lang === 'ru' ? 'ru-RU' : 'en-GB', { timeZone: 'UTC', day: 'numeric', month: 'long' }).format(new Date(`${day}T12:00:00Z`))

/** A refused seat call as the HTTP error the person reads. */
export function seatRefusal(lang: Lang, reason: keyof typeof STATUS, vars: { id?: number | string; day?: string } = {}): HttpError {
  const values = { id: vars.id ?? '', day: vars.day ? dayWords(vars.day, lang) : '' }
  return new HttpError(STATUS[reason], seatMessage(lang, reason, values), undefined, reason)
}
