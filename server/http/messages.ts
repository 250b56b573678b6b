import type { Context, MiddlewareHandler } from 'hono'
import type { Lang } from '../../kernel/constants'
import { langOrDefault } from '../../kernel/lang'
import { type Values, inEvery, text } from '../i18n'

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

type Vars = Values
/** A text of the catalogs: its id is the Russian text. */
type Message = { id: string }

export const MESSAGES = {
  invalidParams: /*i18n*/ { id: 'Неверные параметры запроса' },
  badValue: /*i18n*/ { id: 'Параметр «{name}»: ожидается {expected}, получено «{got}»' },
  unknownParam: /*i18n*/ { id: 'Неизвестный параметр «{name}». Допустимые параметры: {allowed}' },
  repeatedParam: /*i18n*/ { id: 'Параметр «{name}» указан несколько раз' },
  notFound: /*i18n*/ { id: '{what} с id {id} не найдено' },
  noSuchEndpoint: /*i18n*/ { id: 'Адрес {path} не найден' },
  methodNotAllowed: /*i18n*/ { id: 'Метод {method} не поддерживается: этот API только для чтения (GET)' },
  databaseDown: /*i18n*/ { id: 'Сайт временно недоступен: нет связи с базой данных. Попробуйте ещё раз через несколько секунд.' },
  writesRefused: /*i18n*/ { id: 'Сейчас не получается сохранить изменения: сервер временно не может записывать данные. Попробуйте ещё раз через несколько минут.' },
  databaseDownTitle: /*i18n*/ { id: 'Сайт временно недоступен' },
  internal: /*i18n*/ { id: 'Внутренняя ошибка сервера. Попробуйте позже.' },
  bodyTooLarge: /*i18n*/ { id: 'Тело запроса больше {kb} КБ' },
  bodyTooDeep: /*i18n*/ { id: 'JSON вложен глубже {depth} уровней: так ни один запрос не устроен' },
} satisfies Record<string, Message>

export type MessageKey = keyof typeof MESSAGES

export function t(lang: Lang, key: MessageKey, vars: Vars = {}): string {
  return text(lang, { id: MESSAGES[key].id, values: vars })
}

/** What a parameter expects, in both languages: named in the 400 messages. */
export const EXPECTED: Record<string, Record<Lang, string>> = {
  id: inEvery(/*i18n*/ { id: 'положительное целое число' }),
  limit: inEvery(/*i18n*/ { id: 'целое число от 1 до 1000' }),
  flag: inEvery(/*i18n*/ { id: '0 или 1' }),
  idList: inEvery(/*i18n*/ { id: 'список положительных целых чисел через запятую, например 1,2,3' }),
  date: inEvery(/*i18n*/ { id: 'дата в формате ГГГГ-ММ-ДД' }),
  searchText: inEvery(/*i18n*/ { id: 'текст поиска от 1 до 200 символов' }),
  version: inEvery(/*i18n*/ { id: 'номер версии программы: 0 или положительное целое число' }),
}

/** What a list parameter expects: some of `words`, comma-separated. */
export const expectedWords = (lang: Lang, words: string): string => text(lang, /*i18n*/ { id: 'список через запятую из значений: {words}', values: { words } })

/** Entity names for 404 messages. */
export const ENTITY: Record<string, Record<Lang, string>> = {
  news: inEvery(/*i18n*/ { id: 'Новость' }),
  event: inEvery(/*i18n*/ { id: 'Событие' }),
  speaker: inEvery(/*i18n*/ { id: 'Спикер' }),
}
