import type { Context, MiddlewareHandler } from 'hono'
import type { Lang } from '../../kernel/constants'
import { langOrDefault } from '../../kernel/lang'

/** X-Lang chooses the language of messages; anything unknown falls back to ru (§1). */
export const langOf = (header: string | undefined): Lang => langOrDefault(header)

declare module 'hono' {
  interface ContextVariableMap {
    /** The request's X-Lang language (§1), read once by `readLang`. */
    lang: Lang
  }
}

/** Reads X-Lang once per request, before anything else: handlers, loaders and error handlers take `requestLang(c)`. */
export const readLang: MiddlewareHandler = async (c, next) => {
  c.set('lang', langOf(c.req.header('X-Lang')))
  await next()
}

/** The request's language; a sub-app used without the server's middleware reads the header itself. */
export const requestLang = (c: Context): Lang => (c.get('lang') as Lang | undefined) ?? langOf(c.req.header('X-Lang'))

type Vars = Record<string, string | number>
type Message = Record<Lang, (v: Vars) => string>

export const MESSAGES = {
  invalidParams: { ru: () => 'Неверные параметры запроса', en: () => 'Invalid request parameters' },
  badValue: {
    ru: (v) => `Параметр «${v.name}»: ожидается ${v.expected}, получено «${v.got}»`,
    en: (v) => `Parameter "${v.name}": expected ${v.expected}, got "${v.got}"`,
  },
  unknownParam: {
    ru: (v) => `Неизвестный параметр «${v.name}». Допустимые параметры: ${v.allowed}`,
    en: (v) => `Unknown parameter "${v.name}". Allowed parameters: ${v.allowed}`,
  },
  repeatedParam: {
    ru: (v) => `Параметр «${v.name}» указан несколько раз`,
    en: (v) => `Parameter "${v.name}" is given more than once`,
  },
  notFound: {
    ru: (v) => `${v.what} с id ${v.id} не найдено`,
    en: (v) => `${v.what} with id ${v.id} was not found`,
  },
  noSuchEndpoint: {
    ru: (v) => `Адрес ${v.path} не найден`,
    en: (v) => `There is no API at ${v.path}`,
  },
  methodNotAllowed: {
    ru: (v) => `Метод ${v.method} не поддерживается: этот API только для чтения (GET)`,
    en: (v) => `Method ${v.method} is not allowed: this API is read-only (GET)`,
  },
  databaseDown: {
    ru: () => 'Сайт временно недоступен: нет связи с базой данных. Попробуйте ещё раз через несколько секунд.',
    en: () => 'The site is temporarily unavailable: its database cannot be reached. Please try again in a few seconds.',
  },
  writesRefused: {
    ru: () => 'Сейчас не получается сохранить изменения: сервер временно не может записывать данные. Попробуйте ещё раз через несколько минут.',
    en: () => 'Changes cannot be saved right now: the server temporarily cannot write data. Please try again in a few minutes.',
  },
  databaseDownTitle: { ru: () => 'Сайт временно недоступен', en: () => 'The site is temporarily unavailable' },
  internal: {
    ru: () => 'Внутренняя ошибка сервера. Попробуйте позже.',
    en: () => 'Internal server error. Please try again later.',
  },
} satisfies Record<string, Message>

export type MessageKey = keyof typeof MESSAGES

export function t(lang: Lang, key: MessageKey, vars: Vars = {}): string {
  return MESSAGES[key][lang](vars)
}

/** What a parameter expects, in both languages: named in the 400 messages. */
export const EXPECTED: Record<string, Record<Lang, string>> = {
  id: { ru: 'положительное целое число', en: 'a positive integer' },
  limit: { ru: 'целое число от 1 до 1000', en: 'an integer from 1 to 1000' },
  flag: { ru: '0 или 1', en: '0 or 1' },
  idList: { ru: 'список положительных целых чисел через запятую, например 1,2,3', en: 'a comma-separated list of positive integers, e.g. 1,2,3' },
  date: { ru: 'дата в формате ГГГГ-ММ-ДД', en: 'a date as YYYY-MM-DD' },
  words: { ru: 'список через запятую из значений: {words}', en: 'a comma-separated list of: {words}' },
  searchText: { ru: 'текст поиска от 1 до 200 символов', en: 'a search text of 1 to 200 characters' },
  version: { ru: 'номер версии программы: 0 или положительное целое число', en: 'a program version number: 0 or a positive integer' },
}

/** Entity names for 404 messages. */
export const ENTITY: Record<string, Record<Lang, string>> = {
  news: { ru: 'Новость', en: 'News item' },
  event: { ru: 'Событие', en: 'Event' },
  speaker: { ru: 'Спикер', en: 'Speaker' },
}
