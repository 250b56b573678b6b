/**
 * The account API (§7 "Account calls") under ACCOUNT_API_PREFIX: one source of truth for paths,
 * request bodies (validated by the server) and responses (validated by the client).
 * Errors use ApiErrorBody with a machine-readable `code` that the client translates.
 */
import {
  type Infer,
  boolean,
  enums,
  integer,
  literal,
  nullable,
  object,
  optional,
  pattern,
  refine,
  size,
  string,
  type,
} from 'superstruct'
import { BIO_MAX_LENGTH, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../config/constants'
import { Id, IsoDate, IsoDateTime } from './common'

// ---------- shared field rules (the forms use the same ones) ----------

/** A practical email check: one @, a dot in the domain, no spaces; 254 characters at most. */
export const Email = size(pattern(string(), /^[^\s@]+@[^\s@]+\.[^\s@]+$/), 3, 254)
export const Password = size(string(), PASSWORD_MIN_LENGTH, PASSWORD_MAX_LENGTH)
/** §5: English name fields accept Latin characters only (letters, space, hyphen, apostrophe). */
export const LatinName = pattern(string(), /^[A-Za-z][A-Za-z' -]*$/)
export const Bio = size(string(), 0, BIO_MAX_LENGTH)

export const AUTH_ERROR_CODES = [
  'invalid_credentials',
  'email_not_confirmed',
  'email_taken',
  'token_invalid',
  'rate_limited',
  'validation_failed',
  'unauthorized',
  'not_found',
] as const
export type AuthErrorCode = (typeof AUTH_ERROR_CODES)[number]

// ---------- entities ----------

export const SEXES = ['M', 'F'] as const

/** §3 Profile. */
export const Profile = type({
  id: Id,
  phone: nullable(string()),
  sex: enums(SEXES),
  birthdate: nullable(IsoDate),
  firstname: nullable(string()),
  lastname: nullable(string()),
  surname: nullable(string()),
  firstname_en: nullable(string()),
  lastname_en: nullable(string()),
  userpic: nullable(string()),
  organization: nullable(string()),
  organization_type: nullable(string()),
  industry_id: nullable(Id),
  position: nullable(string()),
  region: nullable(string()),
  city: nullable(string()),
  education: nullable(string()),
  bio: nullable(string()),
})
export type Profile = Infer<typeof Profile>

/** §3 User: the profile is null until the person fills it in. */
export const User = type({
  id: Id,
  email: string(),
  email_verified_at: nullable(IsoDateTime),
  vk_user_id: nullable(string()),
  profile: nullable(Profile),
})
export type User = Infer<typeof User>

/** §3 User event view: null before the person registers for the event. */
export const UserEventView = type({ member_role: string(), qr_code: string() })
export type UserEventView = Infer<typeof UserEventView>

export const TokenPair = type({ access_token: string(), expires_in: optional(integer()), token_type: optional(string()) })
export type TokenPair = Infer<typeof TokenPair>

export const Message = type({ message: string() })

export const Providers = type({ vk: boolean() })

// ---------- request bodies ----------

export const RegisterBody = object({
  email: Email,
  password: Password,
  password_confirmation: string(),
  consent: literal(true),
})
export const LoginBody = object({ email: Email, password: size(string(), 1, PASSWORD_MAX_LENGTH) })
export const ConfirmBody = object({ token: size(string(), 10, 200) })
export const RestoreBody = object({ email: Email })
export const RestoreProcessBody = object({
  token: size(string(), 10, 200),
  password: Password,
  password_confirmation: string(),
})
export const SocialExchangeBody = object({ code: size(string(), 10, 200) })

export type RegisterBody = Infer<typeof RegisterBody>
export type LoginBody = Infer<typeof LoginBody>

/** Passwords must match (§5): a refinement the server applies and the forms mirror. */
export const passwordsMatch = <T extends { password: string; password_confirmation: string }>(s: import('superstruct').Struct<T>) =>
  refine(s, 'PasswordsMatch', (v) => v.password === v.password_confirmation || 'passwords_mismatch')

// ---------- endpoints ----------

export const accountEndpoints = {
  register: { method: 'POST', path: '/auth/register', auth: false, body: passwordsMatch(RegisterBody), response: Message },
  confirm: { method: 'POST', path: '/auth/confirm', auth: false, body: ConfirmBody, response: Message },
  login: { method: 'POST', path: '/auth/login', auth: false, body: LoginBody, response: TokenPair },
  refresh: { method: 'POST', path: '/auth/refresh', auth: true, body: null, response: TokenPair },
  logout: { method: 'POST', path: '/auth/logout', auth: true, body: null, response: Message },
  restore: { method: 'POST', path: '/auth/restore', auth: false, body: RestoreBody, response: Message },
  restoreProcess: { method: 'POST', path: '/auth/restore/process', auth: false, body: passwordsMatch(RestoreProcessBody), response: Message },
  providers: { method: 'GET', path: '/auth/providers', auth: false, body: null, response: Providers },
  socialExchange: { method: 'POST', path: '/auth/social/exchange', auth: false, body: SocialExchangeBody, response: TokenPair },
  me: { method: 'GET', path: '/api/user/me/', auth: true, body: null, response: User },
  eventView: { method: 'GET', path: '/api/user/event/view/', auth: true, body: null, response: nullable(UserEventView) },
} as const

export type AccountEndpoints = typeof accountEndpoints
export type AccountEndpointName = keyof AccountEndpoints
