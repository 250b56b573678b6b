import {
  type Struct,
  array,
  coerce,
  defaulted,
  enums,
  integer,
  nullable,
  optional,
  pattern,
  record,
  refine,
  size,
  string,
  type,
  union,
  unknown,
} from 'superstruct'
import { LANGUAGES, type Lang } from '../constants'

/** Every successful response wraps its payload in `data` (§7). */
export const envelope = <T, S>(inner: Struct<T, S>) => type({ data: inner })

/** Every error response: a 4xx/5xx status and this body. */
export const ApiErrorBody = type({
  message: string(),
  /** A machine-readable reason, where the client shows its own text (e.g. 'email_not_confirmed'). */
  code: optional(string()),
  errors: optional(record(string(), array(string()))),
})

export const Id = refine(integer(), 'Id', (v) => v > 0 || 'must be a positive integer')
/** The patterns of IsoDate and IsoDateTime, for checks of long lists in one plain loop. */
export const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/
export const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/
export const IsoDate = pattern(string(), ISO_DATE)
/** An ISO 8601 timestamp with an offset, e.g. 2026-12-08T10:00:00+03:00. */
export const IsoDateTime = pattern(string(), ISO_DATE_TIME)
/** Sanitized on the client before rendering: never trusted as HTML. */
export const RichText = string()

export const LangStruct = enums(LANGUAGES)

/**
 * Translations keyed by language. The server includes the languages asked for in `langs`
 * (default: the X-Lang language); the client reads its language and falls back to ru.
 */
export const translations = <T, S>(fields: Struct<T, S>) =>
  type({ ru: optional(fields), en: optional(fields) })

export type Translations<T> = { ru?: T; en?: T }

// ---------- query parameter coercion (server validates, client serializes) ----------

/**
 * Query values arrive as strings. The condition is `unknown()` and the type check is in the
 * parser: with `string()` as the condition, superstruct built (and dropped) a StructError, stack
 * trace included, for every optional parameter a request left out: most of the content API's
 * validation time (docs/benchmarks.md).
 */
const fromString = <T, S>(struct: Struct<T, S>, parse: (s: string) => unknown) =>
  coerce(struct, unknown(), (value) => (typeof value === 'string' ? parse(value) : value))

/** Plain digits only (an optional minus for the message): '+1', ' 1', '1 ' and '1e3' stay strings and fail. */
const toInt = (s: string): unknown => (/^-?[0-9]+$/.test(s) ? Number(s) : s)

/** A positive integer given as a query string. */
export const QId = fromString(Id, toInt)
/** A limit: 1..1000. */
export const QLimit = fromString(
  refine(integer(), 'Limit', (v) => (v >= 1 && v <= 1000) || 'must be between 1 and 1000'),
  toInt,
)
/** A 0/1 flag. */
export const QFlag = fromString(enums([0, 1] as const), toInt)
/** A comma-separated list of positive integers: "1,2,3". */
export const QIdList = fromString(size(array(Id), 1, 500), (s) =>
  s.split(',').map((part) => toInt(part)),
)
/** A comma-separated list of known words. */
export const qWordList = <T extends string>(words: readonly T[]) =>
  fromString(size(array(enums(words)), 1, words.length), (s) => s.split(',').map((w) => w.trim()))

export const QLangs = qWordList(LANGUAGES)
export const QDate = fromString(
  refine(IsoDate, 'Date', (v) => !Number.isNaN(Date.parse(v)) || 'must be a real date YYYY-MM-DD'),
  (s) => s,
)

/**
 * superstruct's union keeps no list of its parts; this one keeps them in `schema`, which a union
 * does not otherwise use, so the API's document (server/openapi) lists the alternatives.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any structs, as union takes them
export const unionOf = ((parts: [Struct<any, any>, ...Struct<any, any>[]]) => Object.assign(union(parts), { schema: parts })) as unknown as typeof union

export const withDefault = defaulted
export const maybe = optional
export const orNull = nullable

/** Serialize typed query params for a URL: arrays comma-joined, booleans 0/1, undefined dropped. */
export function toQuery(params: Record<string, unknown>): Record<string, string> {
  const out: Record<string, string> = {}
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null) continue
    if (Array.isArray(value)) {
      if (value.length > 0) out[key] = value.join(',')
    } else if (typeof value === 'boolean') out[key] = value ? '1' : '0'
    else out[key] = String(value)
  }
  return out
}

export type LangList = Lang[]
