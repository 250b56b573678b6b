/**
 * The account API (§7 "Account calls") under ACCOUNT_API_PREFIX: one source of truth for paths,
 * request bodies (validated by the server) and responses (validated by the client).
 * Errors use ApiErrorBody with a machine-readable `code` that the client translates.
 */
import {
  type Infer,
  type Struct,
  array,
  assign,
  boolean,
  coerce,
  enums,
  integer,
  literal,
  nullable,
  object,
  optional,
  refine,
  size,
  string,
  type,
} from 'superstruct'
import { PASSWORD_MAX_LENGTH, UPLOAD_MAX_BYTES } from '../constants'
import { CalendarFeed, ReminderSettings, ReminderSettingsBody } from './account-pocket'
import { accountSecurityEndpoints } from './account-security'
import {
  BioText,
  Birthdate,
  CalendarDate,
  Email,
  EnglishName,
  ORGANIZATION_TYPES,
  PROFILE_MAX_LENGTH,
  PURPOSES,
  Password,
  Phone,
  SEXES,
  clearable,
  filled,
  line,
  oneOf,
  passwordsMatch,
  trimmed,
} from './account-fields'
import { Id, IsoDate, IsoDateTime, QFlag, QId, QLangs, QLimit, qWordList } from './common'
import { MEETING_RELATIONS, MediaFile, Meeting, MeetingQuery } from './content'

export const AUTH_ERROR_CODES = [
  'invalid_credentials',
  'email_not_confirmed',
  'email_taken',
  'token_invalid',
  /** A social login code brought to a browser other than the one that came back from the provider. */
  'other_browser',
  'rate_limited',
  'validation_failed',
  'unauthorized',
  'not_found',
] as const
export type AuthErrorCode = (typeof AUTH_ERROR_CODES)[number]

// ---------- entities ----------

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

/**
 * §3 User event view: null before the person registers for the event. `days`: the forum days
 * (YYYY-MM-DD) the ticket is valid for, as the door judges it; null or absent: every day.
 */
export const UserEventView = type({ member_role: string(), qr_code: string(), days: optional(nullable(array(IsoDate))) })
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

// ---------- the cabinet: profile, event registration, sessions, files, streams ----------

/**
 * PUT /api/user/profile: the §3 Profile fields a person edits (the userpic has its own call).
 * Creates the profile on the first save (sex defaults to DEFAULT_SEX); industry_id must exist.
 */
export const ProfileBody = object({
  phone: clearable(Phone),
  sex: optional(enums(SEXES)),
  birthdate: clearable(Birthdate),
  firstname: clearable(line(PROFILE_MAX_LENGTH.firstname)),
  lastname: clearable(line(PROFILE_MAX_LENGTH.lastname)),
  surname: clearable(line(PROFILE_MAX_LENGTH.surname)),
  firstname_en: clearable(EnglishName),
  lastname_en: clearable(EnglishName),
  organization: clearable(line(PROFILE_MAX_LENGTH.organization)),
  organization_type: clearable(enums(ORGANIZATION_TYPES)),
  industry_id: optional(nullable(Id)),
  position: clearable(line(PROFILE_MAX_LENGTH.position)),
  region: clearable(line(PROFILE_MAX_LENGTH.region)),
  city: clearable(line(PROFILE_MAX_LENGTH.city)),
  education: clearable(line(PROFILE_MAX_LENGTH.education)),
  bio: optional(coerce(nullable(BioText), string(), (v) => (v.trim() === '' ? null : v.trim()))),
})
export type ProfileBody = Infer<typeof ProfileBody>

/**
 * PUT /api/user/event/register: exactly what the wizard's `submission(draft)` sends (the wizard's
 * Draft is this type). The work fields are '' / null when notCreativeIndustry is ticked.
 */
export const EventRegistrationBody = object({
  lastname: filled(line(PROFILE_MAX_LENGTH.lastname)),
  firstname: filled(line(PROFILE_MAX_LENGTH.firstname)),
  surname: trimmed(line(PROFILE_MAX_LENGTH.surname)),
  lastname_en: trimmed(EnglishName),
  firstname_en: trimmed(EnglishName),
  sex: enums(SEXES),
  birthdate: trimmed(Birthdate),
  phone: trimmed(Phone),
  city: filled(line(PROFILE_MAX_LENGTH.city)),
  region: filled(line(PROFILE_MAX_LENGTH.region)),
  notCreativeIndustry: boolean(),
  organization: trimmed(line(PROFILE_MAX_LENGTH.organization)),
  organization_type: refine(trimmed(string()), 'OrganizationType', (v) => v === '' || (ORGANIZATION_TYPES as readonly string[]).includes(v) || 'unknown organization type'),
  industry_id: nullable(Id),
  position: trimmed(line(PROFILE_MAX_LENGTH.position)),
  purpose: oneOf('Purpose', PURPOSES),
  /** Forum days (YYYY-MM-DD) the person plans to come; the server checks they are days of the event. */
  days: size(array(CalendarDate), 1, 31),
  education: trimmed(line(PROFILE_MAX_LENGTH.education)),
  consent: refine(boolean(), 'Consent', (v) => v || 'consent is required'),
})
export type EventRegistrationBody = Infer<typeof EventRegistrationBody>

/** §2: the work step is required unless the person is not from the creative industries. */
export const workStepFilled = <S>(s: Struct<EventRegistrationBody, S>) =>
  refine(s, 'WorkStep', (v) =>
    v.notCreativeIndustry || (v.organization !== '' && v.organization_type !== '' && v.industry_id !== null && v.position !== '') || 'work step required',
  )

/** The person's part in a session: 'participant' (signed up), or the linked speaker's role ('speaker', 'moderator'). */
export const MEETING_PARTICIPATIONS = ['participant', 'speaker', 'moderator'] as const

/**
 * A session as the account API shows it: the content API's Meeting plus what is personal.
 * `broadcast_url` is the stream (registered users only, §2); null when the session has none.
 */
export const AccountMeeting = assign(
  Meeting,
  type({ broadcast_url: nullable(string()), is_favorite: boolean(), participation: nullable(string()) }),
)
export type AccountMeeting = Infer<typeof AccountMeeting>

/** GET /api/user/meeting: the person's sessions (§7 query); `brief` as in the content API's MeetingQuery. */
export const UserMeetingQuery = object({
  langs: optional(QLangs),
  with: optional(qWordList(MEETING_RELATIONS)),
  event_id: optional(QId),
  limit: optional(QLimit),
  brief: optional(QFlag),
})
export type UserMeetingQuery = Infer<typeof UserMeetingQuery>

/** GET /api/user/media (§9: the client asks for MEDIA_LIST_LIMIT, also the default). */
export const UserMediaQuery = object({ limit: optional(QLimit) })

/** A speaker's file: not an endpoint of the table (the answer is the file, not JSON); MediaFile.url points here. */
export const USER_MEDIA_FILE_PATH = '/api/user/media/:id/file'

/** §7 /api/user/meeting/{id}: 'none' refuses. */
export const TYPES_OF_PARTICIPATION = ['participant', 'none'] as const
export const ParticipationBody = object({ type_of_participation: enums(TYPES_OF_PARTICIPATION) })
export const MeetingParticipation = type({ meeting_id: Id, participation: nullable(string()) })
export type MeetingParticipation = Infer<typeof MeetingParticipation>

/** §7 add-to-favorite / remove-from-favorite: 1 to FAVORITES_BATCH_MAX ids a call; the answer is the whole set. */
export const FAVORITES_BATCH_MAX = 100
export const FavoriteIdsBody = object({ ids: size(array(Id), 1, FAVORITES_BATCH_MAX) })
export const FavoriteIds = type({ ids: array(Id) })
export type FavoriteIds = Infer<typeof FavoriteIds>

/** The stream of a hall, for the /broadcasts page (Area.stream_url stays null in the content API). */
export const StreamLink = type({ area_id: Id, stream_url: string() })
export type StreamLink = Infer<typeof StreamLink>

/** POST /api/user/userpic: multipart/form-data, one file in USERPIC_FIELD, judged by its bytes. */
export const USERPIC_FIELD = 'file'
export const USERPIC_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const

/** Error codes of the cabinet calls, besides AUTH_ERROR_CODES. */
export const CABINET_ERROR_CODES = ['file_too_large', 'unsupported_file', 'speaker_session'] as const
export type CabinetErrorCode = (typeof CABINET_ERROR_CODES)[number]
export type AccountErrorCode = AuthErrorCode | CabinetErrorCode

// ---------- endpoints ----------

// The pocket features' structs (calendar feed, reminders) have a file of their own.
export * from './account-pocket'
export * from './account-security'


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
  // The cabinet. Writing calls also answer a top-level `message` (§8, in X-Lang) beside `data`;
  // the site shows its own translated text. Paths with :id are filled like the content API's.
  saveProfile: { method: 'PUT', path: '/api/user/profile', auth: true, body: ProfileBody, response: User },
  uploadUserpic: {
    method: 'POST',
    path: '/api/user/userpic',
    auth: true,
    body: null,
    upload: { field: USERPIC_FIELD, maxBytes: UPLOAD_MAX_BYTES, types: USERPIC_TYPES },
    response: User,
  },
  registerForEvent: { method: 'PUT', path: '/api/user/event/register', auth: true, body: workStepFilled(EventRegistrationBody), response: UserEventView },
  meetings: { method: 'GET', path: '/api/meeting', auth: true, body: null, query: MeetingQuery, response: array(AccountMeeting) },
  userMeetings: { method: 'GET', path: '/api/user/meeting', auth: true, body: null, query: UserMeetingQuery, response: array(AccountMeeting) },
  participation: { method: 'PUT', path: '/api/user/meeting/:id', auth: true, body: ParticipationBody, response: MeetingParticipation },
  addFavorites: { method: 'POST', path: '/api/user/meeting/add-to-favorite', auth: true, body: FavoriteIdsBody, response: FavoriteIds },
  removeFavorites: { method: 'POST', path: '/api/user/meeting/remove-from-favorite', auth: true, body: FavoriteIdsBody, response: FavoriteIds },
  userMedia: { method: 'GET', path: '/api/user/media', auth: true, body: null, query: UserMediaQuery, response: array(MediaFile) },
  streams: { method: 'GET', path: '/api/user/streams', auth: true, body: null, response: array(StreamLink) },
  /** The feed's addresses (made on the first ask). */
  calendarFeed: { method: 'GET', path: '/api/user/calendar', auth: true, body: null, response: CalendarFeed },
  /** A new key: the old feed address answers 404 from then on. */
  renewCalendarFeed: { method: 'POST', path: '/api/user/calendar/renew', auth: true, body: null, response: CalendarFeed },
  /** The person's reminder settings (off and 15 minutes until saved). */
  reminders: { method: 'GET', path: '/api/user/reminders', auth: true, body: null, response: ReminderSettings },
  saveReminders: { method: 'PUT', path: '/api/user/reminders', auth: true, body: ReminderSettingsBody, response: ReminderSettings },
  // Passwords and sessions from the cabinet (account-security.ts).
  ...accountSecurityEndpoints,
} as const

export type AccountEndpoints = typeof accountEndpoints
export type AccountEndpointName = keyof AccountEndpoints
