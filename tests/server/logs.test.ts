import { decodeJwt } from 'jose'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApp } from '../../server/app'
import type { Db } from '../../server/db/types'
import { CALENDAR_FEED_PATH } from '../../server/calendar/feed-routes'
import { type Log, SECRET_PATH_PREFIXES, describeError, formatLine, logPath, logText } from '../../server/log'
import { UNSUBSCRIBE_PATH } from '../../server/reminders/scheduler'
import { ACC, type AccountTestServer, PUBLIC_URL, createAccountServer, expectResponse, freshEmail, registeredUser, tokenFrom } from './helpers/account'

const lines: string[] = []
/** What consoleLog would print, kept in memory. */
const capture: Log = { info: (m) => lines.push(formatLine(m)), error: (m, e) => lines.push(formatLine(m, e)) }

let server: AccountTestServer
beforeAll(async () => {
  server = await createAccountServer({ log: capture })
})
afterAll(() => server?.close())

const HALF_HOUR = 1800_000

describe('§4 logs never carry a token, a password, a password hash or a query of the account pages', () => {
  it('register → confirm → login → refresh → restore → new password → logout: none of the secrets is in the log', async () => {
    const secrets: string[] = []
    const email = freshEmail('logged')
    const password = 'first-password-1'
    const newPassword = 'second-password-2'
    secrets.push(password, newPassword)
    await server.call('register', { body: { email, password, password_confirmation: password, consent: true } })
    const confirm = tokenFrom((await server.outbox()).find((m) => m.to === email)!.text, '/login', 'confirm')
    secrets.push(confirm)
    expect((await server.call('confirm', { body: { token: confirm } })).status).toBe(200)
    expect((await server.call('login', { body: { email, password: 'wrong-password-0' } })).status).toBe(401)
    const first = expectResponse(await server.call('login', { body: { email, password } }), 'login').access_token
    server.clock.advance(HALF_HOUR)
    const second = expectResponse(await server.call('refresh', { token: first }), 'refresh').access_token
    secrets.push(first, second, decodeJwt(first).sid as string, decodeJwt(first).jti as string, decodeJwt(second).jti as string)
    // A token reused after its grace: the one line this journey logs on purpose (it ends the session).
    server.clock.advance(31_000)
    expect((await server.call('refresh', { token: first })).status).toBe(401)
    await server.call('restore', { body: { email } })
    const mail = (await server.outbox()).find((m) => m.to === email && m.text.includes('/restore/process'))!
    const reset = tokenFrom(mail.text, '/restore/process', 'token')
    secrets.push(reset)
    expectResponse(await server.call('restoreProcess', { body: { token: reset, password: newPassword, password_confirmation: newPassword } }), 'restoreProcess')
    const [row] = await server.db.query<{ password_hash: string }>('SELECT password_hash FROM users WHERE email = $1', [email])
    secrets.push(row!.password_hash, ...row!.password_hash.split('$').filter((part) => part.length > 8))
    const third = expectResponse(await server.call('login', { body: { email, password: newPassword } }), 'login').access_token
    secrets.push(third)
    // Tokens in the query of an account path and in a bearer header of a refused call.
    await server.raw('GET', `/auth/confirm?token=${reset}`)
    expect((await server.call('logout', { token: third })).status).toBe(200)
    await server.app.account.settled()

    const log = lines.join('\n')
    expect(log).toContain('refresh token reuse')
    for (const secret of secrets) expect(log, `secret ${secret.slice(0, 6)}…`).not.toContain(secret)
  })

  it('a database failure is logged by its code and path: not its parameters, the refused value or the query string', async () => {
    const secret = 'Zq3-never-log-this-session-value'
    // The same database, but the logout's statement fails the way PGlite does, with the token-derived value as a parameter.
    const failing: Db = {
      ...server.db,
      query: <T,>(sql: string, params?: unknown[]) =>
        sql.includes('SET revoked_at') ? server.db.query<T>('SELECT $1::text FROM table_that_is_not_there', [secret]) : server.db.query<T>(sql, params),
    }
    const app = createApp({ db: failing, config: server.config, log: capture, clock: server.clock.read })
    const email = freshEmail('dbfail')
    await server.call('register', { body: { email, password: 'horizon-2026', password_confirmation: 'horizon-2026', consent: true } })
    const confirm = tokenFrom((await server.outbox()).find((m) => m.to === email)!.text, '/login', 'confirm')
    await server.call('confirm', { body: { token: confirm } })
    const token = expectResponse(await server.call('login', { body: { email, password: 'horizon-2026' } }), 'login').access_token
    lines.length = 0
    const res = await app.request(`${ACC}/auth/logout?token=${confirm}`, { method: 'POST', headers: { Authorization: `Bearer ${token}` } })
    expect(res.status).toBe(500)
    const log = lines.join('\n')
    expect(log).toContain(`POST ${ACC}/auth/logout failed: database error 42P01`)
    for (const leaked of [secret, confirm, token, '?token=']) expect(log).not.toContain(leaked)
  })

  it('caller text is escaped and bounded: no forged lines, no bidi tricks, no megabyte lines', () => {
    const hostile = 'denied\nFAKE 200 admin logged in\u202e\u0000' + 'x'.repeat(5000)
    const text = logText(hostile, 100)
    for (const raw of ['\n', '\u0000', '\u202e']) expect(text).not.toContain(raw)
    expect(text).toContain('\\n')
    expect(text).toContain('\\u202e')
    expect(text.length).toBeLessThan(130)
    expect(formatLine(hostile).split('\n')).toHaveLength(1)
  })

  it('errors lose what looks like a secret: JWTs, bearer tokens, scrypt hashes, long random strings', () => {
    const jwt = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2lnbmF0dXJl'
    const err = new Error(`refused Bearer abc.def for ${jwt} hash scrypt$17$8$1$c2FsdA$a2V5 code ${'k'.repeat(43)}`)
    const line = describeError(err)
    for (const secret of [jwt, 'abc.def', 'scrypt$17', 'k'.repeat(43)]) expect(line).not.toContain(secret)
    expect(line).toContain('Error: refused Bearer [token]')
  })
})

describe('the key in a secret-bearing path (the calendar feed, the reminders’ unsubscribe link) never reaches the log', () => {
  it('every route with a key in its path is in the one redaction list, and logPath masks its key however it is written', () => {
    for (const prefix of [CALENDAR_FEED_PATH, UNSUBSCRIBE_PATH]) expect(SECRET_PATH_PREFIXES).toContain(`${prefix}/`)
    const key = 'Zq3-short_key'
    const cases = [
      [`${CALENDAR_FEED_PATH}/${key}.ics`, `${CALENDAR_FEED_PATH}/[key]`],
      [`https://forum.example${CALENDAR_FEED_PATH}/${key}.ics?lang=en&download=1`, `${CALENDAR_FEED_PATH}/[key]`],
      [`webcal://forum.example${CALENDAR_FEED_PATH}/${key}.ics`, `${CALENDAR_FEED_PATH}/[key]`],
      [`${UNSUBSCRIBE_PATH}/${key}`, `${UNSUBSCRIBE_PATH}/[key]`],
      [`${UNSUBSCRIBE_PATH}/${key}?lang=en`, `${UNSUBSCRIBE_PATH}/[key]`],
      ['/program/grid?day=2026-12-08', '/program/grid'],
    ] as const
    for (const [path, logged] of cases) expect(logPath(path), path).toBe(logged)
    // A line that names the address in its message or its error is masked too (formatLine runs every line through it).
    const line = formatLine(`mail to anna: ${PUBLIC_URL}${UNSUBSCRIBE_PATH}/${key}`, new Error(`fetch ${CALENDAR_FEED_PATH}/${key}.ics refused`))
    expect(line).not.toContain(key)
    expect(line).toContain(`${UNSUBSCRIBE_PATH}/[key]`)
  })

  it('a feed or an unsubscribe link failing with a 500 logs its path with the key masked', async () => {
    const { email, password } = await registeredUser(server, freshEmail('feedlog'))
    const token = expectResponse(await server.call('login', { body: { email, password } }), 'login').access_token
    const feedKey = /\/feed\/([^/.]+)\.ics$/.exec(expectResponse(await server.call('calendarFeed', { token }), 'calendarFeed').url)![1]!
    expectResponse(await server.call('saveReminders', { token, body: { enabled: true, minutes_before: 15 } }), 'saveReminders')
    const [settings] = await server.db.query<{ unsubscribe_key: string }>(
      'SELECT unsubscribe_key FROM reminder_settings s JOIN users u ON u.id = s.user_id WHERE u.email = $1',
      [email.toLowerCase()],
    )
    const unsubscribeKey = settings!.unsubscribe_key
    // The same database, but the statements that read the keys fail (a bug, a broken migration).
    const failing: Db = {
      ...server.db,
      query: <T,>(sql: string, params?: unknown[]) =>
        /calendar_feeds WHERE key|WHERE unsubscribe_key/.test(sql) ? server.db.query<T>('SELECT 1 FROM table_that_is_not_there') : server.db.query<T>(sql, params),
    }
    const app = createApp({ db: failing, config: server.config, log: capture, clock: server.clock.read })
    lines.length = 0
    for (const path of [`${CALENDAR_FEED_PATH}/${feedKey}.ics?lang=en`, `${UNSUBSCRIBE_PATH}/${unsubscribeKey}`]) {
      expect((await app.request(path)).status, path).toBe(500)
    }
    const log = lines.join('\n')
    // Masked as a key by logPath (not only as a long random string): a shorter key would be masked too.
    expect(log).toContain(`GET ${CALENDAR_FEED_PATH}/[key] failed: database error 42P01`)
    expect(log).toContain(`GET ${UNSUBSCRIBE_PATH}/[key] failed: database error 42P01`)
    for (const secret of [feedKey, unsubscribeKey, token]) expect(log, `secret ${secret.slice(0, 6)}…`).not.toContain(secret)
  })
})
