import { type Struct, optional, validate } from 'superstruct'

/**
 * A search param's value when it is valid, else undefined: a bad or stale link falls back to
 * the screen's default view instead of failing. The router has already JSON-parsed numbers.
 */
export function validParam<T>(struct: Struct<T, unknown>, value: unknown): T | undefined {
  if (value === undefined || value === null || value === '') return undefined
  const [error, result] = validate(typeof value === 'number' ? String(value) : value, optional(struct), { coerce: true })
  return error ? undefined : result
}
