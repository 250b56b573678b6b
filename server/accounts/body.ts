import type { Context } from 'hono'
import { type Failure, type Struct, validate } from 'superstruct'
import type { Lang } from '../../kernel/constants'
import { FAVORITES_BATCH_MAX } from '../../kernel/contract/account'
import { PROFILE_MAX_LENGTH } from '../../kernel/contract/account-fields'
import { accountError } from './errors'
import { type AccountMessageKey, fieldMessage } from './messages'

/** Fields whose value is one of a fixed list: "choose one of the options". */
const CHOICES = new Set(['sex', 'organization_type', 'purpose', 'type_of_participation'])
const maxLength = (field: string): number | undefined => (PROFILE_MAX_LENGTH as Record<string, number>)[field]

/** Which message a failed field gets: people read these next to the form fields. */
function messageOf(field: string, f: Failure, lang: Lang): string {
  if (f.refinement === 'PasswordsMatch') return fieldMessage(lang, 'passwordsMismatch')
  if (f.type === 'never') return fieldMessage(lang, 'unknown')
  if (field === 'consent') return fieldMessage(lang, 'consent')
  const noDays = field === 'days' && Array.isArray(f.value) && f.value.length === 0
  if (f.value === undefined || f.value === null || f.value === '' || noDays) return fieldMessage(lang, 'required')
  if (field === 'ids') return fieldMessage(lang, 'idList', { max: FAVORITES_BATCH_MAX })
  if (typeof f.value !== 'string') return fieldMessage(lang, f.type === 'string' ? 'string' : field === 'days' ? 'date' : 'invalid')
  const max = maxLength(field)
  if (max !== undefined && f.value.length > max) return fieldMessage(lang, 'tooLong', { max })
  if (field === 'email') return fieldMessage(lang, 'email')
  if (field === 'password') return fieldMessage(lang, 'password')
  if (field === 'token' || field === 'code') return fieldMessage(lang, 'token')
  if (field.endsWith('_en')) return fieldMessage(lang, 'latinOnly')
  if (field === 'phone') return fieldMessage(lang, 'phone')
  if (field === 'birthdate') return fieldMessage(lang, 'birthdate')
  if (field === 'days') return fieldMessage(lang, 'date')
  if (CHOICES.has(field)) return fieldMessage(lang, 'choice')
  return fieldMessage(lang, 'invalid')
}

/** Checks a struct cannot make (the database's, or across fields): field → message. */
export type ExtraCheck = (raw: Record<string, unknown>) => Promise<Record<string, string>> | Record<string, string>

export interface BodyOptions {
  matchPasswords?: boolean
  /** The 422's message; default 'checkFields'. */
  message?: AccountMessageKey
  extra?: ExtraCheck
}

async function fieldErrors(raw: Record<string, unknown>, failures: Failure[], lang: Lang, options: BodyOptions): Promise<Map<string, string[]>> {
  // A Map: a field named "__proto__" in the body must not reach an object's prototype.
  const errors = new Map<string, string[]>()
  const add = (field: string, message: string) => {
    const list = errors.get(field) ?? []
    if (!list.includes(message)) errors.set(field, [...list, message])
  }
  for (const f of failures) {
    // Whole-object refinements have no path: passwords-match belongs to the confirmation field.
    const field = f.path.length > 0 ? String(f.path[0]) : f.refinement === 'PasswordsMatch' ? 'password_confirmation' : 'body'
    // Cross-field refinements (WorkStep) are reported field by field by `extra`.
    if (field === 'body' && options.extra) continue
    add(field, messageOf(field, f, lang))
  }
  // superstruct runs refinements only on an otherwise valid object; people want every problem at once.
  const { password, password_confirmation: confirmation } = raw
  if (options.matchPasswords && typeof password === 'string' && typeof confirmation === 'string' && confirmation !== '' && password !== confirmation) {
    add('password_confirmation', fieldMessage(lang, 'passwordsMismatch'))
  }
  for (const [field, message] of Object.entries((await options.extra?.(raw)) ?? {})) add(field, message)
  return errors
}

/**
 * Parses the JSON body and validates it with the contract's struct (its coercions applied: the
 * server trims what people type): not JSON or not an object is a 400; any field problem is a 422
 * naming every field (never a 500 for bad input).
 */
export async function readBody<T, S>(c: Context, struct: Struct<T, S>, lang: Lang, options: BodyOptions = {}): Promise<T> {
  let raw: unknown
  try {
    raw = JSON.parse(await c.req.text())
  } catch {
    raw = undefined
  }
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) throw accountError(lang, 400, 'validation_failed', 'notJson')
  const [error, value] = validate(raw, struct, { coerce: true })
  const errors = await fieldErrors(raw as Record<string, unknown>, error?.failures() ?? [], lang, options)
  if (!error && errors.size === 0) return value
  throw accountError(lang, 422, 'validation_failed', options.message ?? 'checkFields', { errors: Object.fromEntries(errors) })
}
