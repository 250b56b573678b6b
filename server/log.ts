/**
 * The server's only output channel, so tests can silence (or read) it. What it prints never
 * carries a secret: database errors lose their parameters, quoted values and details (PGlite and
 * pg attach the query's parameters, and PostgreSQL quotes the refused value in the message);
 * anything shaped like a token, a JWT or a password hash is masked; the key in the path of a
 * secret-bearing address (logPath) is masked wherever it shows in a line; control characters are
 * escaped and lines are bounded, so caller text cannot forge log lines.
 */
export interface Log {
  info(message: string): void
  error(message: string, err?: unknown): void
}

const MAX_LINE = 1000

/**
 * The addresses whose path carries a secret that opens something without a login: its segment
 * after these prefixes is the key. The calendar feed (server/calendar/feed-routes.ts,
 * CALENDAR_FEED_PATH: /media/calendar/feed/{key}.ics) and the reminders' one-click unsubscribe
 * link (server/reminders/scheduler.ts, UNSUBSCRIBE_PATH: /reminders/off/{key}). Tokens of the account pages travel in queries and bodies, which no log line prints.
 * A new route with a key in its path is added here (tests/server/logs.test.ts checks each one).
 */
export const SECRET_PATH_PREFIXES = ['/media/calendar/feed/', '/reminders/off/'] as const

const SECRET_SEGMENT = new RegExp(`(${SECRET_PATH_PREFIXES.map((p) => p.replace(/[/.]/g, '\\$&')).join('|')})[^/?#\\s"'<>]+`, 'gi')

/** Masks the key of every secret-bearing path in a text (a path, a URL, a whole message). */
export const redactPaths = (text: string): string => text.replace(SECRET_SEGMENT, '$1[key]')

/**
 * A request's address for a log line: the path only (a query may carry tokens, as the account
 * pages' do), its secret segment masked. Every line that prints a request's path takes it from here.
 */
export function logPath(pathOrUrl: string): string {
  const path = pathOrUrl.replace(/^[a-z][a-z\d+.-]*:\/\/[^/]*/i, '').replace(/[?#].*$/s, '')
  return redactPaths(path)
}

const URL_CREDENTIALS = /\b([a-z][a-z\d+.-]*:\/\/)[^\s/?#@]+@/gi
const URL_QUERY = /\b([a-z][a-z\d+.-]*:\/\/[^\s?#]*)\?[^\s#"'<>]*/gi

/**
 * Every URL in a text with its `user:password@` and its query masked (a pull's `?token=…`): for
 * log lines, and for anything an operator's address shows outside the server.
 */
export const maskUrl = (text: string): string => text.replace(URL_CREDENTIALS, '$1[credentials]@').replace(URL_QUERY, '$1?[query]')

/** Masks what looks like a secret: URLs' credentials and queries, keys in secret-bearing paths, JWTs, bearer tokens, scrypt hashes, long random strings. */
function mask(text: string): string {
  return redactPaths(maskUrl(text))
    .replace(/\beyJ[\w-]*\.[\w-]*\.[\w-]*/g, '[jwt]')
    .replace(/\bBearer\s+\S+/gi, 'Bearer [token]')
    .replace(/\bscrypt\$\S+/g, '[password hash]')
    .replace(/[A-Za-z0-9_-]{32,}/g, '[secret]')
}

/** Caller-controlled text for a log line: control and bidi characters escaped, length bounded. */
export function logText(text: string, max = 200): string {
  const clipped = text.length > max ? `${text.slice(0, max)}…` : text
  return JSON.stringify(clipped).slice(1, -1).replace(/[\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069\u2028\u2029]/g, (ch) => `\\u${ch.charCodeAt(0).toString(16).padStart(4, '0')}`)
}

interface DbErrorLike {
  code: string
  message?: string
  routine?: string
}

/** PGlite's and pg's errors: a SQLSTATE code and the server's routine or severity. */
function isDbError(err: unknown): err is DbErrorLike {
  const e = err as { code?: unknown; severity?: unknown; routine?: unknown } | null
  return typeof e?.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code) && (e.severity !== undefined || e.routine !== undefined)
}

/** An error for the log: message and code, never a database error's parameters, detail or quoted values. */
export function describeError(err: unknown): string {
  if (err === undefined || err === null || err === '') return ''
  if (isDbError(err)) {
    const message = (err.message ?? '').replace(/"(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*'/g, '"…"')
    return logText(mask(`database error ${err.code}${err.routine ? ` (${err.routine})` : ''}: ${message}`), MAX_LINE)
  }
  if (err instanceof Error) {
    const frames = (err.stack ?? '').split('\n').filter((line) => /^\s+at /.test(line)).slice(0, 8)
    const errCode = (err as Error & { code?: unknown }).code
    const code = typeof errCode === 'string' ? ` [${errCode}]` : ''
    return [logText(mask(`${err.name}${code}: ${err.message}`), MAX_LINE), ...frames.map((f) => logText(mask(f), MAX_LINE))].join('\n')
  }
  return logText(mask(String(err)), MAX_LINE)
}

/** A whole log line: the message (masked, escaped) and the error described. */
export function formatLine(message: string, err?: unknown): string {
  const described = describeError(err)
  return described ? `${logText(mask(message), MAX_LINE)} ${described}` : logText(mask(message), MAX_LINE)
}

/** Each line starts with its UTC time (ISO 8601, milliseconds): lines can be ordered and matched with other logs. */
const stamped = (line: string) => `${new Date().toISOString()} ${line}`

export const consoleLog: Log = {
  info: (message) => console.log(stamped(formatLine(message))),
  error: (message, err) => console.error(stamped(formatLine(message, err))),
}

export const silentLog: Log = { info: () => {}, error: () => {} }
