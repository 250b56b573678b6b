/**
 * Accounts people can look after: one account per mailbox however the address is written, no
 * common password or one made of the address, a password change with the current one, the list
 * of one's sessions with "end this one" and "end all others", a reset or change that renews the
 * calendar feed and unsubscribe links, and security events logged as timestamped lines without
 * secrets.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { normalizeEmail } from '../../server/accounts/context'
import { passwordProblem } from '../../server/auth/password-policy'
import type { Log } from '../../server/log'
import { type AccountTestServer, PUBLIC_URL, createAccountServer, expectError, expectResponse, freshEmail, login, registeredUser, tokenFrom } from './helpers/account'

const lines: string[] = []
const log: Log = { info: (m) => lines.push(m), error: (m) => lines.push(m) }
let server: AccountTestServer
beforeAll(async () => {
  server = await createAccountServer({ log })
})
afterAll(() => server?.close())

const PASSWORD = 'correct horse 1'
const register = (email: string, password = PASSWORD, lang: 'ru' | 'en' = 'ru') =>
  server.call('register', { body: { email, password, password_confirmation: password, consent: true }, lang })

describe('one account per mailbox, however the address is written', () => {
  it('<a@b>, x<a@b>, A@B, full-width and Cyrillic look-alikes: at most one account for the mailbox', async () => {
    const base = `mailbox.${Date.now().toString(36)}@example.org`
    await registeredUser(server, base)
    const [local] = base.split('@')
    const variants = [
      `<${base}>`,
      `x<${base}>`,
      `"Visitor" <${base}>`,
      `${base} (comment)`,
      base.toUpperCase(),
      ` ${base} `,
      base.replace('m', '\uff4d'), // full-width m
      base.replace('a', '\u0430'), // Cyrillic а
      `${local}@example.org.`,
    ]
    for (const email of variants) {
      const r = await register(email)
      // Refused as not a plain address, or found to be the confirmed account: never a new one.
      expect([409, 422], `${email}: ${JSON.stringify(r.body)}`).toContain(r.status)
    }
    const rows = await server.db.query<{ email: string }>('SELECT email FROM users')
    const forms = rows.map((r) => normalizeEmail(r.email.replace(/^.*<(.*)>.*$/, '$1')))
    expect(forms.filter((f) => f === base)).toHaveLength(1)
    expect(rows.filter((r) => r.email.includes(local!.slice(0, 7)))).toHaveLength(1)
  })

  it('the refusal says what to type, in the person’s language', async () => {
    const ru = expectError(await register('x<a@example.org>'), 422)
    expect(ru.errors!.email).toEqual(['Неверный формат email: укажите только адрес, например name@example.com'])
    const en = expectError(await register('x<a@example.org>', PASSWORD, 'en'), 422)
    expect(en.errors!.email).toEqual(['Invalid email format: enter the address only, for example name@example.com'])
  })

  it('an internationalized domain is kept as its ASCII name: one form per mailbox', () => {
    expect(normalizeEmail('Ivan@Почта.РФ')).toBe('ivan@xn--80a1acny.xn--p1ai')
    expect(normalizeEmail('\uff49van@example.org')).toBe('ivan@example.org')
  })
})

describe('passwords people would guess first are refused', () => {
  it('a common password (12345678, qwerty123, password1, йцукен123) is refused with a clear message', async () => {
    for (const password of ['12345678', 'qwerty123', 'Password1', 'йцукенгш']) {
      const ru = expectError(await register(freshEmail(), password), 422)
      expect(ru.errors!.password, password).toEqual(['Этот пароль слишком распространён, его легко подобрать. Придумайте другой: например, несколько слов подряд.'])
    }
    const en = expectError(await register(freshEmail(), '12345678', 'en'), 422)
    expect(en.errors!.password).toEqual(['This password is too common and easy to guess. Please choose another one, for example a few words in a row.'])
  })

  it('a password made of the address is refused', async () => {
    const email = `ivan.petrov.${Date.now().toString(36)}@example.org`
    const r = expectError(await register(email, `${email.split('@')[0]}!`, 'en'), 422)
    expect(r.errors!.password).toEqual(['The password must not repeat your email address. Please choose another one.'])
    expect(passwordProblem('Ivan.Petrov-2026', 'ivan.petrov@example.org')).toBe('fromEmail')
    expect(passwordProblem('a long and unusual one', 'ivan.petrov@example.org')).toBeNull()
  })
})

describe('the cabinet: change the password, see and end one’s sessions', () => {
  it('change with the current password: other sessions end, this one stays, the new password logs in', async () => {
    const { email } = await registeredUser(server)
    const mine = await login(server, email, PASSWORD)
    const other = await login(server, email, PASSWORD)
    const change = (current: string, password: string) =>
      server.call('changePassword', { token: mine, body: { current_password: current, password, password_confirmation: password }, lang: 'en' })
    const wrong = expectError(await change('not my password', 'a brand new secret'), 422)
    expect(wrong.errors!.current_password).toEqual(['The current password is wrong'])
    const common = expectError(await change(PASSWORD, 'qwerty123'), 422)
    expect(common.errors!.password).toHaveLength(1)
    expect(expectResponse(await change(PASSWORD, 'a brand new secret'), 'changePassword').message).toBe('Password changed successfully')
    expect((await server.call('me', { token: mine })).status).toBe(200)
    expect((await server.call('me', { token: other })).status).toBe(401)
    expect((await server.call('login', { body: { email, password: PASSWORD } })).status).toBe(401)
    expect((await server.call('login', { body: { email, password: 'a brand new secret' } })).status).toBe(200)
  })

  it('lists the live sessions with device and last use; ends one, then all others', async () => {
    const { email } = await registeredUser(server)
    const as = (ua: string) => server.call('login', { body: { email, password: PASSWORD }, headers: { 'User-Agent': ua } })
    const phone = expectResponse(await as('Mozilla/5.0 (iPhone) Safari'), 'login').access_token
    const laptop = expectResponse(await as('Mozilla/5.0 (X11; Linux x86_64) Firefox/140.0'), 'login').access_token
    await as('Mozilla/5.0 (Windows NT 10.0) Chrome/140')
    const listed = expectResponse(await server.call('sessions', { token: laptop }), 'sessions').sessions
    expect(listed).toHaveLength(3)
    expect(listed.filter((s) => s.current)).toHaveLength(1)
    expect(listed.find((s) => s.current)!.device).toContain('Firefox')
    for (const s of listed) expect(Date.parse(s.last_used_at)).toBeGreaterThanOrEqual(Date.parse(s.started_at))
    const phoneSession = listed.find((s) => s.device?.includes('iPhone'))!
    const after = expectResponse(await server.call('endSession', { token: laptop, body: { id: phoneSession.id } }), 'endSession').sessions
    expect(after.map((s) => s.id)).not.toContain(phoneSession.id)
    expect((await server.call('me', { token: phone })).status).toBe(401)
    expectError(await server.call('endSession', { token: laptop, body: { id: phoneSession.id } }), 404)
    const left = expectResponse(await server.call('endOtherSessions', { token: laptop }), 'endOtherSessions').sessions
    expect(left).toHaveLength(1)
    expect(left[0]!.current).toBe(true)
    expect((await server.call('me', { token: laptop })).status).toBe(200)
  })

  it('another person’s session cannot be ended or listed', async () => {
    const a = await registeredUser(server)
    const b = await registeredUser(server)
    const tokenA = await login(server, a.email, PASSWORD)
    const tokenB = await login(server, b.email, PASSWORD)
    const idB = expectResponse(await server.call('sessions', { token: tokenB }), 'sessions').sessions[0]!.id
    expectError(await server.call('endSession', { token: tokenA, body: { id: idB } }), 404)
    expect(expectResponse(await server.call('sessions', { token: tokenA }), 'sessions').sessions.map((s) => s.id)).not.toContain(idB)
    expect((await server.call('me', { token: tokenB })).status).toBe(200)
  })
})

describe('a reset or a change renews the links that open things without a login', () => {
  it('a password reset revokes the calendar feed link and the unsubscribe link, and issues new ones', async () => {
    const { email } = await registeredUser(server)
    const token = await login(server, email, PASSWORD)
    const feed = expectResponse(await server.call('calendarFeed', { token }), 'calendarFeed')
    expect((await server.request(feed.url.replace(PUBLIC_URL, ''))).status).toBe(200)
    await server.call('saveReminders', { token, body: { enabled: true, minutes_before: 15 } })
    const [before] = await server.db.query<{ unsubscribe_key: string }>(
      'SELECT unsubscribe_key FROM reminder_settings s JOIN users u ON u.id = s.user_id WHERE u.email = $1',
      [email],
    )

    expect((await server.call('restore', { body: { email } })).status).toBe(200)
    const mail = (await server.outbox()).find((m) => m.to === email && m.text.includes('/restore/process'))!
    const reset = tokenFrom(mail.text, '/restore/process', 'token')
    const done = await server.call('restoreProcess', { body: { token: reset, password: 'another fine secret', password_confirmation: 'another fine secret' } })
    expect(done.status).toBe(200)

    expect((await server.request(feed.url.replace(PUBLIC_URL, ''))).status).toBe(404)
    const fresh = await login(server, email, 'another fine secret')
    const renewed = expectResponse(await server.call('calendarFeed', { token: fresh }), 'calendarFeed')
    expect(renewed.url).not.toBe(feed.url)
    expect((await server.request(renewed.url.replace(PUBLIC_URL, ''))).status).toBe(200)
    expect((await server.request(`/reminders/off/${before!.unsubscribe_key}`)).status).toBe(404)
  })
})

describe('security events are logged as timestamped lines without secrets', () => {
  it('login success and failure, a refused password, a reset: one line each, no password or token', async () => {
    lines.length = 0
    const { email } = await registeredUser(server)
    await server.call('login', { body: { email, password: 'wrong password here' } })
    const token = await login(server, email, PASSWORD)
    await server.call('changePassword', { token, body: { current_password: 'nope nope nope', password: 'x'.repeat(12), password_confirmation: 'x'.repeat(12) } })
    const security = lines.filter((l) => l.startsWith('security '))
    expect(security.map((l) => /event=(\w+)/.exec(l)![1])).toEqual(['login_failed', 'login_succeeded', 'password_refused'])
    for (const line of security) {
      expect(line).toMatch(/^security ts=\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z event=/)
      expect(line).not.toContain('wrong password here')
      expect(line).not.toContain(token)
      expect(line).not.toContain(email)
    }
  })
})

describe('accounts:check-emails reports the mailboxes that older versions let register twice', () => {
  it('finds <a@b>, x<a@b> and A@B beside a@b, and addresses that are not plain', async () => {
    const { checkEmails } = await import('../../server/cli/check-emails')
    const base = `legacy.${Date.now().toString(36)}@example.org`
    const insert = (email: string) => server.db.query('INSERT INTO users (email, password_hash) VALUES ($1, NULL)', [email])
    for (const email of [base, `<${base}>`, `x<${base}>`, base.toUpperCase()]) await insert(email)
    const report = await checkEmails(server.db)
    const group = report.duplicates.find((d) => d.mailbox === base)!
    expect(group.accounts.map((a) => a.email)).toEqual([base, `<${base}>`, `x<${base}>`, base.toUpperCase()])
    expect(report.notPlain.map((r) => r.email)).toEqual(expect.arrayContaining([`<${base}>`, `x<${base}>`, base.toUpperCase()]))
    expect(report.notPlain.map((r) => r.email)).not.toContain(base)
  })
})
