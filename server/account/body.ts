import type { Context } from 'hono'
import { type Failure, type Struct, validate } from 'superstruct'
import type { Lang } from '../../src/config/constants'
import { accountError } from './errors'
import { type FieldMessageKey, fm } from './messages'

/** Which message a failed field gets: people read these next to the form fields. */
function messageKey(field: string, f: Failure): FieldMessageKey {
  if (f.refinement === 'PasswordsMatch') return 'passwordsMismatch'
  if (f.type === 'never') return 'unknown'
  if (field === 'consent') return 'consent'
  if (f.value === undefined || f.value === null || f.value === '') return 'required'
  if (typeof f.value !== 'string') return 'string'
  if (field === 'email') return 'email'
  if (field === 'password') return 'password'
  if (field === 'token' || field === 'code') return 'token'
  return 'invalid'
}

function fieldErrors(raw: Record<string, unknown>, failures: Failure[], lang: Lang, matchPasswords: boolean): Record<string, string[]> {
  // A Map: a field named "__proto__" in the body must not reach an object's prototype.
  const errors = new Map<string, string[]>()
  const add = (field: string, message: string) => {
    const list = errors.get(field) ?? []
    if (!list.includes(message)) errors.set(field, [...list, message])
  }
  for (const f of failures) {
    // The passwords-match refinement fails on the whole object: it belongs to the confirmation field.
    const field = f.path.length > 0 ? String(f.path[0]) : f.refinement === 'PasswordsMatch' ? 'password_confirmation' : 'body'
    add(field, fm(lang, messageKey(field, f)))
  }
  // superstruct runs refinements only on an otherwise valid object; people want every problem at once.
  const { password, password_confirmation: confirmation } = raw
  if (matchPasswords && typeof password === 'string' && typeof confirmation === 'string' && confirmation !== '' && password !== confirmation) {
    add('password_confirmation', fm(lang, 'passwordsMismatch'))
  }
  return Object.fromEntries(errors)
}

/**
 * Parses the JSON body and validates it with the contract's struct: not JSON or not an object is
 * a 400; any field problem is a 422 naming every field (never a 500 for bad input).
 */
export async function readBody<T, S>(c: Context, struct: Struct<T, S>, lang: Lang, options: { matchPasswords?: boolean } = {}): Promise<T> {
  let raw: unknown
  try {
    raw = JSON.parse(await c.req.text())
  } catch {
    raw = undefined
  }
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) throw accountError(lang, 400, 'validation_failed', 'notJson')
  const [error, value] = validate(raw, struct)
  if (!error) return value
  const errors = fieldErrors(raw as Record<string, unknown>, error.failures(), lang, options.matchPasswords ?? false)
  throw accountError(lang, 422, 'validation_failed', 'checkFields', { errors })
}
