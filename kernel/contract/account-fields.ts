/**
 * The account API's field rules (§3, §5): one declaration each, used by the request bodies of
 * account.ts, the server's validation messages, the forms and the wizard's rules.
 */
import { type Struct, coerce, nullable, optional, pattern, refine, size, string } from 'superstruct'
import { BIO_MAX_LENGTH, BIRTHDATE_MIN, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../constants'
import { IsoDate } from './common'

/** A practical email check: one @, a dot in the domain, no spaces; 254 characters at most. */
/**
 * A plain address only: a dot-atom local part in ASCII and a domain of letters (any script),
 * digits and hyphens. No display name, angle brackets, quotes, comments or spaces: forms that
 * mailers rewrite to another address (`x<a@b.c>` is a@b.c) would make a second account for
 * one mailbox.
 */
export const Email = size(
  pattern(string(), /^\s*[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[\p{L}\p{N}](?:[\p{L}\p{N}-]{0,61}[\p{L}\p{N}])?\.)+[\p{L}\p{N}][\p{L}\p{N}-]{0,62}\s*$/u),
  3,
  254,
)
export const Password = size(string(), PASSWORD_MIN_LENGTH, PASSWORD_MAX_LENGTH)
/** §5: English name fields accept Latin characters only (letters, space, hyphen, apostrophe). */
export const LatinName = pattern(string(), /^[A-Za-z][A-Za-z' -]*$/)
export const Bio = size(string(), 0, BIO_MAX_LENGTH)

export const SEXES = ['M', 'F'] as const

/** Passwords must match (§5): a refinement the server applies and the forms mirror. */
export const passwordsMatch = <T extends { password: string; password_confirmation: string }>(s: Struct<T>) =>
  refine(s, 'PasswordsMatch', (v) => v.password === v.password_confirmation || 'passwords_mismatch')

/** The event registration wizard's fixed choices (machines/event-registration.rules.ts); the server accepts exactly these. */
export const PURPOSES = ['businessProgram', 'festivalProgram', 'networking', 'learning', 'press'] as const
export const ORGANIZATION_TYPES = ['company', 'state', 'nonprofit', 'education', 'media', 'selfEmployed'] as const

/** Lengths of the profile's texts: decided (§5 gives only the bio's); the 422 names the number. */
export const PROFILE_MAX_LENGTH = {
  phone: 32,
  firstname: 100,
  lastname: 100,
  surname: 100,
  firstname_en: 100,
  lastname_en: 100,
  organization: 200,
  position: 150,
  region: 100,
  city: 100,
  education: 200,
  bio: BIO_MAX_LENGTH,
} as const

/**
 * One line of text: control characters would break layouts, tickets and PDFs; bidirectional
 * embedding/override/isolate controls (U+202A–U+202E, U+2066–U+2069) would make a name display
 * as another; lone surrogates are not text (\p{Cs} matches only unpaired halves under /u).
 */
const NOT_TEXT = '\\p{Cc}\\p{Cs}\\u202a-\\u202e\\u2066-\\u2069'
export const line = (max: number) => size(pattern(string(), new RegExp(`^[^${NOT_TEXT}]*$`, 'u')), 0, max)
/** The server trims what people type, as the wizard does before it checks a field. */
export const trimmed = <T, S>(s: Struct<T, S>) => coerce(s, string(), (v) => v.trim())
/** Spaces, zero-width characters (U+200B–U+200D, U+2060, U+FEFF) and the soft hyphen show nothing. */
const INVISIBLE = /[\s\u00ad\u180e\u200b-\u200d\u2060\ufeff]/gu
/** Whether a text made of these alone would show nothing. */
export const showsNothing = (text: string): boolean => text.replace(INVISIBLE, '') === ''
export const filled = <S>(s: Struct<string, S>) =>
  refine(coerce(s, string(), (v) => (showsNothing(v) ? '' : v.trim())), 'Required', (v) => v !== '' || 'required')
export const oneOf = (name: string, values: readonly string[]) =>
  refine(trimmed(string()), name, (v) => values.includes(v) || `must be one of ${values.join(', ')}`)

/** §5 (decided): an optional +, then 10 to 15 digits (E.164); spaces, hyphens and brackets allowed, as in the wizard. */
export const Phone = refine(
  size(pattern(string(), /^\+?[\d\s()-]+$/), 1, PROFILE_MAX_LENGTH.phone),
  'Phone',
  (v) => /^\d{10,15}$/.test(v.replace(/\D/g, '')) || 'must have 10 to 15 digits',
)
/** A day that exists (the pattern alone accepts 2026-02-30; PostgreSQL has no year 0). */
export const CalendarDate = refine(IsoDate, 'CalendarDate', (v) => {
  const t = Date.parse(`${v}T00:00:00Z`)
  return (!Number.isNaN(t) && !v.startsWith('0000') && new Date(t).toISOString().slice(0, 10) === v) || 'must be a real date'
})
/** A real date in the past, from BIRTHDATE_MIN on. */
export const Birthdate = refine(
  CalendarDate,
  'Birthdate',
  (v) => (v >= BIRTHDATE_MIN && v < new Date().toISOString().slice(0, 10)) || 'must be a past date',
)
/** §5 LatinName with a length cap. */
export const EnglishName = size(LatinName, 1, PROFILE_MAX_LENGTH.firstname_en)

/** §5 Bio, several lines: tabs and line breaks are text, other control characters are not. */
export const BioText = pattern(Bio, new RegExp(`^(?:[^${NOT_TEXT}]|[\\t\\n\\r])*$`, 'u'))

/** Optional in a profile save: left out keeps the value, null or '' (after trimming) clears it. */
export const clearable = <T, S>(s: Struct<T, S>) =>
  optional(coerce(nullable(s), string(), (v) => (showsNothing(v) ? null : v.trim())))
