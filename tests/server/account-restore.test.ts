import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  type AccountTestServer,
  PUBLIC_URL,
  createAccountServer,
  expectError,
  expectResponse,
  freshEmail,
  login,
  registeredUser,
  tokenFrom,
} from './helpers/account'

let server: AccountTestServer
beforeAll(async () => {
  server = await createAccountServer()
})
afterAll(() => server?.close())

const restore = (email: string, lang: 'ru' | 'en' = 'ru') => server.call('restore', { body: { email }, lang })
const process = (token: string, password: string, confirmation = password) =>
  server.call('restoreProcess', { body: { token, password, password_confirmation: confirmation } })

async function restoreToken(email: string): Promise<string> {
  const mail = (await server.outbox()).find((m) => m.to === email.toLowerCase() && m.subject.startsWith('Восстановление'))
  if (!mail) throw new Error(`no recovery mail to ${email}`)
  return tokenFrom(mail.text, '/restore/process', 'token')
}

describe('§1 password recovery', () => {
  it('§8 Instructions sent to email: the same answer for known and unknown emails; mail only to the known one', async () => {
    const { email } = await registeredUser(server)
    const before = (await server.outbox()).length
    const known = expectResponse(await restore(email), 'restore')
    const unknown = expectResponse(await restore(freshEmail('nobody')), 'restore')
    expect(known).toEqual({ message: 'Инструкции отправлены на почту' })
    expect(unknown).toEqual(known)
    expect(expectResponse(await restore(email, 'en'), 'restore')).toEqual({ message: 'Instructions sent to email' })
    const mails = await server.outbox()
    expect(mails.length - before).toBe(2)
    expect(mails.slice(0, 2).every((m) => m.to === email)).toBe(true)
    expect(mails[0]!.subject).toBe('Reset your password — Horizon Forum')
    expect(mails[1]!.text).toContain(`${PUBLIC_URL}/restore/process?token=`)
  })

  it('§8: known and unknown emails answer in about the same time (the lookup happens after the answer)', async () => {
    const { email } = await registeredUser(server)
    const time = async (address: string) => {
      const t = performance.now()
      await restore(address)
      const spent = performance.now() - t
      await server.app.account.settled()
      return spent
    }
    const known: number[] = []
    const unknown: number[] = []
    for (let i = 0; i < 4; i++) {
      known.push(await time(email))
      unknown.push(await time(freshEmail('ghost')))
    }
    const median = (xs: number[]) => xs.sort((a, b) => a - b)[Math.floor(xs.length / 2)]!
    expect(Math.abs(median(known) - median(unknown))).toBeLessThan(50)
  })

  it('§8 Password changed successfully: the link sets a new password and ends every session of the person', async () => {
    const { email, password } = await registeredUser(server)
    const session = await login(server, email, password)
    await restore(email)
    const token = await restoreToken(email)
    const done = expectResponse(await process(token, 'brand-new-password'), 'restoreProcess')
    expect(done.message).toBe('Пароль успешно изменён')
    expectError(await server.call('me', { token: session }), 401, 'token_invalid')
    expectError(await server.call('refresh', { token: session }), 401, 'token_invalid')
    expectError(await server.call('login', { body: { email, password } }), 401, 'invalid_credentials')
    await login(server, email, 'brand-new-password')
  })

  it('§8 Password recovery error: a used, an expired or an unknown link is 400 token_invalid', async () => {
    const { email } = await registeredUser(server)
    await restore(email)
    const token = await restoreToken(email)
    expectResponse(await process(token, 'first-new-password'), 'restoreProcess')
    const reused = expectError(await process(token, 'second-new-password'), 400, 'token_invalid')
    expect(reused.message).toMatch(/^Ошибка восстановления пароля/)

    await restore(email)
    const stale = await restoreToken(email)
    server.clock.advance(3600 * 1000)
    expectError(await process(stale, 'third-new-password'), 400, 'token_invalid')
    const en = expectError(await server.call('restoreProcess', { lang: 'en', body: { token: 'y'.repeat(43), password: 'abcdefgh', password_confirmation: 'abcdefgh' } }), 400)
    expect(en.message).toMatch(/^Password recovery error/)
  })

  it('§5: on restore the two passwords must match (422 errors.password_confirmation)', async () => {
    const e = expectError(await process('z'.repeat(43), 'new-password-1', 'new-password-2'), 422, 'validation_failed')
    expect(e.errors).toEqual({ password_confirmation: ['Пароли не совпадают'] })
  })

  it('§1: recovery also confirms an address that was never confirmed (the link proves the mailbox)', async () => {
    const email = freshEmail('unconfirmed')
    await server.call('register', { body: { email, password: 'horizon-2026', password_confirmation: 'horizon-2026', consent: true } })
    await restore(email)
    expectResponse(await process(await restoreToken(email), 'recovered-password'), 'restoreProcess')
    await login(server, email, 'recovered-password')
  })
})
