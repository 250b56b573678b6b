import type { MessageDescriptor } from '@lingui/core'
import { msg, plural } from '@lingui/core/macro'
import { type Failure, type Struct, validate } from 'superstruct'

/** A field's error: a catalog message from validation, or the server's text (already in X-Lang). */
export type FieldError = string | MessageDescriptor

const REQUIRED = msg`Обязательное поле`
const BAD_EMAIL = msg`Введите корректный email, например name@example.ru`
const MISMATCH = msg`Пароли не совпадают`
const MUST_ACCEPT = msg`Без этого согласия продолжить нельзя`
const BAD_VALUE = msg`Проверьте значение`

const tooShort = (min: number) => msg({ message: plural(min, { one: 'Не короче # символа', other: 'Не короче # символов' }) })
const tooLong = (max: number) => msg({ message: plural(max, { one: 'Не длиннее # символа', other: 'Не длиннее # символов' }) })

const isBlank = (value: unknown) => value === undefined || value === null || (typeof value === 'string' && value.trim() === '')

/** superstruct's size() names its bounds only in its message: "between `8` and `128`". */
function sizeBounds(failure: Failure): [number, number] | null {
  const [first, second, third] = [...failure.message.matchAll(/`(\d+)`/g)].map((m) => Number(m[1]))
  if (first === undefined || second === undefined) return null
  // "between `min` and `max` … of `n`", or "of `exact` … of `n`".
  return third === undefined ? [first, first] : [first, second]
}

/** The message for one failure of a field (§5): required first, then the rule that broke. */
function messageFor(field: string, failure: Failure): MessageDescriptor {
  if (failure.refinement === 'PasswordsMatch') return MISMATCH
  if (failure.type === 'literal') return MUST_ACCEPT
  if (isBlank(failure.value)) return REQUIRED
  if (field.includes('email')) return BAD_EMAIL
  if (failure.refinement === 'size' && typeof failure.value === 'string') {
    const bounds = sizeBounds(failure)
    if (bounds) return failure.value.length < bounds[0] ? tooShort(bounds[0]) : tooLong(bounds[1])
  }
  return BAD_VALUE
}

/**
 * superstruct checks refinements of the whole object (passwords match) only once every field is
 * valid; a form wants to say "passwords do not match" beside "required" on another field, so the
 * refinements are asked directly. A refinement that cannot judge an incomplete object is skipped.
 */
function wholeValueFailures<T>(struct: Struct<T, unknown>, values: object): Failure[] {
  try {
    return [...struct.refiner(values as T, { branch: [values], path: [] })]
  } catch {
    return []
  }
}

/**
 * final-form's `validate` from a superstruct struct (the contract's body structs), one message
 * per field. A refinement of the whole object (passwords match) belongs to the confirmation field.
 */
export function validateWith<T>(struct: Struct<T, unknown>) {
  return (values: object): Record<string, FieldError> => {
    const [error] = validate(values, struct)
    if (!error) return {}
    const errors: Record<string, FieldError> = {}
    for (const failure of [...error.failures(), ...wholeValueFailures(struct, values)]) {
      // Keys the struct does not know (type 'never') are not fields of the form.
      if (failure.type === 'never') continue
      const field = failure.refinement === 'PasswordsMatch' ? 'password_confirmation' : String(failure.path[0] ?? '')
      if (field && !(field in errors)) errors[field] = messageFor(field, failure)
    }
    return errors
  }
}
