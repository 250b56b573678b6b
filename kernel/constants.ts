/**
 * Every business constant of the spec (§9) and the few decisions the spec leaves open,
 * in one place. Search for the section number to find the rule's code and its tests.
 */

/** §9: scroll-to-top button appears after this many pixels. */
export const SCROLL_TOP_THRESHOLD_PX = 400
/** §9: access token default lifetime when the server gives no expires_in. */
export const ACCESS_TOKEN_TTL_S = 3600
/** §9: refresh allowed up to this long after expiry. */
export const REFRESH_WINDOW_AFTER_EXPIRY_S = 7 * 24 * 60 * 60
/** §9: how often a refresh is attempted. */
export const REFRESH_CHECK_INTERVAL_S = 300
/** §9: relogin waits this long for a successful login. */
export const RELOGIN_WAIT_MS = 2 * 60 * 60 * 1000
/** §9 / §7: the fixed event id. */
export const EVENT_ID = 35
/** §9 / §5: bio length limit. */
export const BIO_MAX_LENGTH = 500
/** §9 / §5: upload limit. */
export const UPLOAD_MAX_BYTES = 5 * 1024 * 1024
/** §9 / §7: media list limit. */
export const MEDIA_LIST_LIMIT = 100
/** §9 / §3: default sex in the profile. */
export const DEFAULT_SEX = 'M' as const
/** §3 birthdate: decided, the earliest accepted (the form's date picker and the contract's Birthdate). */
export const BIRTHDATE_MIN = '1900-01-01'
/** §9 / §1: default language and fallback. */
export const LANGUAGES = ['ru', 'en'] as const
export type Lang = (typeof LANGUAGES)[number]
export const DEFAULT_LANG: Lang = 'ru'
export const FALLBACK_LANG: Lang = 'ru'
/** §9: minimum password length is "not shown"; decided: 8 (OWASP ASVS), at most 64 accepted and more. */
export const PASSWORD_MIN_LENGTH = 8
export const PASSWORD_MAX_LENGTH = 128

/** API prefixes (§7). */
export const ACCOUNT_API_PREFIX = '/api/acc'
export const CONTENT_API_PREFIX = '/acms/api/v1.0'

// ---- Hardening: limits that keep one client from taking the server from others ----
/** Bytes the content cache (content answers and rendered pages) may hold per process, compressed forms included. */
export const CONTENT_CACHE_MAX_BYTES = 64 * 1024 * 1024
/** Picture uploads being received or stored at once per process; more wait their turn or get 429. */
export const UPLOADS_IN_FLIGHT_PER_PROCESS = 2
/** Picture uploads at once per person: a second one gets 429 while the first is under way. */
export const UPLOADS_IN_FLIGHT_PER_PERSON = 1
/** Page renders at once per process; past it a page goes out as the plain shell (the browser renders it). */
export const RENDERS_IN_FLIGHT = 2

// ---------- Staff: the door and the halls (docs/staff.md) ----------

/**
 * The roles an organizer grants (`npm run staff -- add EMAIL ROLE`, or the desk's roles page):
 * door and hall staff, and the desk's (docs/desk.md): `admin` (everything, roles included),
 * `editor` (content and program), `registrar` (people and their registrations).
 */
export const STAFF_ROLES = ['door', 'hall', 'admin', 'editor', 'registrar'] as const
export type StaffRole = (typeof STAFF_ROLES)[number]
/** The roles that open the organizer's desk (/desk). */
export const DESK_ROLES = ['admin', 'editor', 'registrar'] as const satisfies readonly StaffRole[]
export type DeskRole = (typeof DESK_ROLES)[number]
/** How long the audit log keeps an entry (docs/security.md): a year covers one forum to the next. */
export const AUDIT_RETENTION_DAYS = 400
/** A hall is "filling" from this share of its capacity (Sched's "Filling"). */
export const HALL_FILLING_SHARE = 0.75
/** A hall with no count for this long reads "unknown", never a stale "free". */
export const HALL_COUNT_STALE_MS = 15 * 60 * 1000
/**
 * Fill levels come on the live channel (`hall` events); the grid, session page and my program
 * also read them this often, only as the fallback for an event lost with a connection.
 */
export const HALL_FILL_POLL_MS = 5 * 60 * 1000
/** The door scanner refreshes its offline data and counts this often while online. */
export const DOOR_REFRESH_MS = 60 * 1000
/** At most this many check-ins in one offline batch. */
export const DOOR_SYNC_BATCH_MAX = 500
/** A door's name: what staff type on the page ("Main entrance"). */
export const DOOR_NAME_MAX_LENGTH = 40

// ---------- The live channel (server/live/, src/session/live/) ----------

/** A comment line on every open live stream this often, so nginx, mobile networks and the browser keep it open. */
export const LIVE_HEARTBEAT_MS = 20_000
/** How long the live events are kept for a reconnect to replay; an older Last-Event-ID gets "reload". */
export const LIVE_REPLAY_MS = 24 * 60 * 60 * 1000
/** At most this many events replayed to one reconnect; more missed means "reload". */
export const LIVE_REPLAY_MAX = 200
/** The browser's wait before reconnecting (the stream's `retry:`), and the longest backoff of its own. */
export const LIVE_RETRY_MS = 3_000
export const LIVE_RETRY_MAX_MS = 60_000
/** An announcement's longest text, per language. */
export const ANNOUNCEMENT_MAX_LENGTH = 280

// ---- Type and the phone program ----

/**
 * The header the site sends with content calls to get soft hyphens in titles and names
 * (server/content/hyphens.ts); its value is always 'soft'.
 */
export const HYPHENS_HEADER = 'X-Hyphens'

// ---------- Questions to the speakers (server/questions/, src/features/program/questions/) ----------

/** Questions open this long before a session starts and stay open this long after it ends. */
export const QUESTION_WINDOW = { beforeMs: 15 * 60 * 1000, afterMs: 30 * 60 * 1000 } as const
/** A question's longest text, in characters. */
export const QUESTION_MAX_LENGTH = 300
/** At most this many questions per person per minute (across sessions); more answers 429. */
export const QUESTIONS_PER_MINUTE = 3
/** The hall's screen shows the pinned question and at most this many top questions. */
export const QUESTION_SCREEN_TOP = 5

// ---------- Questions' approval and feedback after a session (server/questions/, docs/questions.md) ----------

/** Feedback on a session opens at its start and stays open this many days after it (then it is read-only). */
export const FEEDBACK_OPEN_DAYS = 14
/** A feedback comment's longest text, in characters (plain text). */
export const FEEDBACK_COMMENT_MAX_LENGTH = 500
/** The speakers see a session's ratings and comments only from this many answers, so no one answer can be traced. */
export const FEEDBACK_MIN_ANSWERS = 5

// ---------- Seats: sessions with a number of places and a waiting list (server/seats/, docs/seats.md) ----------

/** A freed seat is held for the first person in line this long, then passes to the next. */
export const SEAT_HOLD_MINUTES = 120
/** On the session's own (venue) day the hold is short: the session is hours away at most. */
export const SEAT_HOLD_SESSION_DAY_MINUTES = 15
/** Seats not claimed at the hall's door this long after the start may be released (the organizer's choice per session). */
export const SEAT_RELEASE_AFTER_START_MINUTES = 10
/** "Few seats left" under this share of the capacity (Sched's "Filling"). */
export const SEATS_FEW_SHARE = 0.2
/** The largest capacity a session takes (a hall for 800 is far below it). */
export const SEAT_CAPACITY_MAX = 100_000
