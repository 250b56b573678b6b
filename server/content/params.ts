import type { Context } from 'hono'
import { type Struct, validate } from 'superstruct'
import { LANGUAGES, type Lang } from '../../kernel/constants'
import { MEETING_RELATIONS } from '../../kernel/contract/content'
import { HttpError } from '../http/errors'
import { EXPECTED, expectedWords, requestLang, t } from '../http/messages'
import { isRealDay } from '../time'

const INT4_MAX = 2_147_483_647

/** Which expectation each query parameter has, for the messages (the structs are the contract's). */
const KIND: Record<string, string> = {
  langs: 'langs',
  with: 'with',
  event_id: 'id',
  area_id: 'id',
  meeting_id: 'id',
  limit: 'limit',
  industry_ids: 'idList',
  interest_ids: 'idList',
  meeting_ids: 'idList',
  is_culture: 'flag',
  on_main: 'flag',
  only_active: 'flag',
  with_unpublished: 'flag',
  brief: 'flag',
  date: 'date',
  q: 'searchText',
  since: 'version',
  before: 'version',
  newest_first: 'flag',
}

function expected(name: string, lang: Lang): string {
  const kind = KIND[name] ?? 'id'
  if (kind === 'langs') return expectedWords(lang, LANGUAGES.join(', '))
  if (kind === 'with') return expectedWords(lang, MEETING_RELATIONS.join(', '))
  return EXPECTED[kind]![lang]
}

export interface ParsedRequest<Q> {
  lang: Lang
  /** The translation keys to include: `langs`, or the X-Lang language. */
  langs: Lang[]
  path: Record<string, number>
  query: Q
}

/** Integers past int4 would reach PostgreSQL and fail there: reject them here, as bad input. */
function tooBig(value: unknown): boolean {
  if (typeof value === 'number') return value > INT4_MAX
  return Array.isArray(value) && value.some(tooBig)
}

/**
 * Validates path and query with the contract's query struct (which coerces strings) and
 * throws one 400 that names every bad parameter.
 */
export function parseRequest<Q>(c: Context, struct: Struct<Q, unknown>): ParsedRequest<Q> {
  const lang = requestLang(c)
  // No prototype: `?__proto__=1` is a name like any other (on {} it would set the prototype and vanish).
  const errors: Record<string, string[]> = Object.create(null)
  const fail = (name: string, got: string) =>
    (errors[name] ??= []).push(t(lang, 'badValue', { name, expected: expected(name, lang), got }))

  const path: Record<string, number> = Object.create(null)
  for (const [name, raw] of Object.entries(c.req.param() as Record<string, string>)) {
    if (/^[1-9]\d{0,9}$/.test(raw) && Number(raw) <= INT4_MAX) path[name] = Number(raw)
    else fail(name, raw)
  }

  const allowed = Object.keys(struct.schema as Record<string, unknown>)
  const raw: Record<string, string> = Object.create(null)
  for (const [name, value] of new URL(c.req.url).searchParams) {
    if (!allowed.includes(name)) {
      errors[name] = [t(lang, 'unknownParam', { name, allowed: allowed.join(', ') })]
    } else if (name in raw) {
      errors[name] = [t(lang, 'repeatedParam', { name })]
    } else raw[name] = value
  }

  const [error, query] = validate(raw, struct, { coerce: true })
  for (const failure of error?.failures() ?? []) {
    const name = String(failure.path[0] ?? '')
    if (!errors[name]) fail(name, raw[name] ?? '')
  }
  if (query) {
    for (const [name, value] of Object.entries(query as Record<string, unknown>)) {
      if (tooBig(value) || (name === 'date' && typeof value === 'string' && !isRealDay(value))) fail(name, raw[name] ?? '')
    }
  }

  const messages = Object.values(errors).flat()
  if (messages.length > 0) throw new HttpError(400, messages.join('; '), errors)
  const q = query as Q & { langs?: Lang[] }
  const langs = q.langs ? [...new Set(q.langs)] : [lang]
  return { lang, langs, path, query: q }
}
