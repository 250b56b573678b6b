import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { User } from '../../kernel/contract/account'
import {
  type AccountTestServer,
  PUBLIC_URL,
  createAccountServer,
  expectData,
  expectError,
  expectResponse,
  freshEmail,
  tokenFrom,
} from './helpers/account'
import { type ReceivedMail, startSmtp } from './helpers/smtp'

let server: AccountTestServer
let smtp: Awaited<ReturnType<typeof startSmtp>>

beforeAll(async () => {
  smtp = await startSmtp()
  server = await createAccountServer({ account: { smtpUrl: smtp.url } })
})
afterAll(async () => {
  await server?.close()
  await smtp?.close()
})

/** The newest mail to an address, once the server's background sending is done. */
async function mailTo(email: string): Promise<ReceivedMail> {
  await server.app.account.settled()
  const mail = smtp.inbox.filter((m) => m.parsed.to && JSON.stringify(m.parsed.to).includes(email.toLowerCase())).at(-1)
  if (!mail) throw new Error(`no mail to ${email}`)
  return mail
}

const register = (email: string, password: string, lang: 'ru' | 'en' = 'ru') =>
  server.call('register', { lang, body: { email, password, password_confirmation: password, consent: true } })

describe('§1 registration by email, over real SMTP', () => {
  it('§1: register → confirmation mail (Russian, base64 over SMTP) → confirm → login → /me', async () => {
    const email = freshEmail('smtp')
    const reply = await register(email, 'horizon-2026')
    expect(expectResponse(reply, 'register').message).toContain(email)

    const mail = await mailTo(email)
    expect(mail.source).toMatch(/Content-Transfer-Encoding: base64/i)
    expect(mail.parsed.subject).toBe('Подтвердите email — Форум «Горизонт»')
    // The sender is named by the site (the event's site name); the address is MAIL_FROM's or noreply@.
    expect(mail.parsed.from?.text).toMatch(/^"Форум «Горизонт»" <noreply@[\w.-]+>$/)
    expect(mail.parsed.text).toContain('Чтобы завершить регистрацию')
    expect(mail.parsed.html).toContain(`href="${PUBLIC_URL}/login?confirm=`)
    const token = tokenFrom(mail.parsed.text ?? '', '/login', 'confirm')

    expectResponse(await server.call('confirm', { body: { token } }), 'confirm')
    const pair = expectResponse(await server.call('login', { body: { email, password: 'horizon-2026' } }), 'login')
    expect(pair).toMatchObject({ token_type: 'Bearer', expires_in: 3600 })

    const me = expectData(await server.call('me', { token: pair.access_token }), User)
    expect(me).toMatchObject({ email, vk_user_id: null, profile: null })
    expect(me.email_verified_at).toBe(new Date(server.clock.now).toISOString().replace('.000Z', 'Z'))
    expect(expectResponse(await server.call('eventView', { token: pair.access_token }), 'eventView')).toBeNull()
  })

  it('§1: X-Lang en gets an English mail', async () => {
    const email = freshEmail('english')
    await register(email, 'horizon-2026', 'en')
    const mail = await mailTo(email)
    expect(mail.parsed.subject).toBe('Confirm your email — Horizon Forum')
    expect(mail.parsed.text).toContain('To finish, confirm your email')
  })

  it('§1: the sender is named in the mail’s language: the English mail from «Horizon Forum», the Russian one from «Форум «Горизонт»»', async () => {
    const english = freshEmail('from-en')
    const russian = freshEmail('from-ru')
    await register(english, 'horizon-2026', 'en')
    await register(russian, 'horizon-2026', 'ru')
    const en = await mailTo(english)
    const ru = await mailTo(russian)
    expect(en.parsed.from?.value[0]?.name).toBe('Horizon Forum')
    expect(en.parsed.from?.text).toMatch(/^"Horizon Forum" <noreply@[\w.-]+>$/)
    expect(ru.parsed.from?.value[0]?.name).toBe('Форум «Горизонт»')
    // The address is the same: only its name follows the language.
    expect(en.parsed.from?.value[0]?.address).toBe(ru.parsed.from?.value[0]?.address)
  })

  it('§1: login before confirming is refused (403 email_not_confirmed) with how to get a new link; a wrong password stays 401', async () => {
    const email = freshEmail('pending')
    await register(email, 'horizon-2026')
    const refused = expectError(await server.call('login', { body: { email, password: 'horizon-2026' } }), 403, 'email_not_confirmed')
    expect(refused.message).toMatch(/^Подтвердите email/)
    expect(refused.message).toContain('Зарегистрируйтесь ещё раз')
    const en = expectError(await server.call('login', { lang: 'en', body: { email, password: 'horizon-2026' } }), 403)
    expect(en.message).toMatch(/^Please confirm your email/)
    expectError(await server.call('login', { body: { email, password: 'wrong-password' } }), 401, 'invalid_credentials')
  })

  it('§1: registering an unconfirmed email again re-sends a new link; the password of the link used is the one that counts', async () => {
    const email = freshEmail('again')
    await register(email, 'first-password')
    const first = tokenFrom((await mailTo(email)).parsed.text ?? '', '/login', 'confirm')
    await register(email, 'second-password')
    const second = tokenFrom((await mailTo(email)).parsed.text ?? '', '/login', 'confirm')
    expect(second).not.toBe(first)

    // Someone else may have registered this address first: the mailbox owner's link decides.
    expectResponse(await server.call('confirm', { body: { token: first } }), 'confirm')
    expectResponse(await server.call('login', { body: { email, password: 'first-password' } }), 'login')
    expectError(await server.call('login', { body: { email, password: 'second-password' } }), 401, 'invalid_credentials')
    // Once confirmed, the other link is void.
    expectError(await server.call('confirm', { body: { token: second } }), 400, 'token_invalid')
  })

  it('§8 Registration error: a confirmed email cannot register again (409 email_taken), in any letter case', async () => {
    const email = freshEmail('taken')
    await register(email, 'horizon-2026')
    const token = tokenFrom((await mailTo(email)).parsed.text ?? '', '/login', 'confirm')
    await server.call('confirm', { body: { token } })
    const ru = expectError(await register(email.toUpperCase(), 'another-password'), 409, 'email_taken')
    expect(ru.message).toBe('Ошибка регистрации: этот email уже зарегистрирован')
    const en = expectError(await register(email, 'another-password', 'en'), 409, 'email_taken')
    expect(en.message).toBe('Registration error: this email is already registered')
  })

  it('§1: the confirmation link works once and expires after 24 hours', async () => {
    const email = freshEmail('once')
    await register(email, 'horizon-2026')
    const token = tokenFrom((await mailTo(email)).parsed.text ?? '', '/login', 'confirm')
    expectResponse(await server.call('confirm', { body: { token } }), 'confirm')
    expectError(await server.call('confirm', { body: { token } }), 400, 'token_invalid')

    const late = freshEmail('late')
    await register(late, 'horizon-2026')
    const stale = tokenFrom((await mailTo(late)).parsed.text ?? '', '/login', 'confirm')
    server.clock.advance(24 * 3600 * 1000)
    expectError(await server.call('confirm', { body: { token: stale } }), 400, 'token_invalid')
    expectError(await server.call('confirm', { body: { token: 'x'.repeat(43) } }), 400, 'token_invalid')
  })

  it('§8: a wrong password and an unknown email both answer 401 "Неверный логин или пароль"', async () => {
    const email = freshEmail('known')
    await register(email, 'horizon-2026')
    await server.call('confirm', { body: { token: tokenFrom((await mailTo(email)).parsed.text ?? '', '/login', 'confirm') } })
    const wrong = expectError(await server.call('login', { body: { email, password: 'not-the-password' } }), 401, 'invalid_credentials')
    const unknown = expectError(await server.call('login', { body: { email: 'nobody@example.org', password: 'whatever1' } }), 401, 'invalid_credentials')
    expect(wrong.message).toBe('Неверный логин или пароль')
    expect(unknown.message).toBe(wrong.message)
    const en = expectError(await server.call('login', { lang: 'en', body: { email, password: 'nope-nope' } }), 401)
    expect(en.message).toBe('Invalid username or password')
    // Emails are compared case-insensitively.
    expectResponse(await server.call('login', { body: { email: email.toUpperCase(), password: 'horizon-2026' } }), 'login')
  })
})
