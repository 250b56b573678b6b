/**
 * One mail per person per batch of program changes that touch their picks, over real SMTP, in
 * their language, with a working link that turns these mails off (and a setting in the cabinet).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { publishProgramChange } from '../../server/demo/program-change'
import { freshEmail, login, tokenFrom, type AccountTestServer, createAccountServer } from './helpers/account'
import { type ReceivedMail, startSmtp } from './helpers/smtp'

let server: AccountTestServer
let smtp: Awaited<ReturnType<typeof startSmtp>>

beforeAll(async () => {
  smtp = await startSmtp()
  server = await createAccountServer({ account: { smtpUrl: smtp.url }, config: { pushGroupMs: 0 } })
}, 60_000)
afterAll(async () => {
  await server?.app.close()
  await server?.close()
  await smtp?.close()
})

async function person(lang: 'ru' | 'en') {
  const email = freshEmail('changes')
  const password = 'correct horse 1'
  await server.call('register', { body: { email, password, password_confirmation: password, consent: true }, lang })
  await server.app.account.settled()
  const confirm = smtp.inbox.find((m) => m.parsed.to && JSON.stringify(m.parsed.to).includes(email))!
  await server.call('confirm', { body: { token: tokenFrom(confirm.parsed.text ?? '', '/login', 'confirm') } })
  return { email, token: await login(server, email, password) }
}

const changeMailsTo = (email: string): ReceivedMail[] =>
  smtp.inbox.filter((m) => JSON.stringify(m.parsed.to).includes(email) && /program|программ/i.test(m.parsed.subject ?? ''))

const setting = (token: string, lang: 'ru' | 'en', enabled?: boolean) =>
  server.request('/api/live/mail/setting', {
    method: enabled === undefined ? 'GET' : 'POST',
    headers: { Authorization: `Bearer ${token}`, 'X-Lang': lang, 'Content-Type': 'application/json' },
    ...(enabled === undefined ? {} : { body: JSON.stringify({ enabled }) }),
  })

const titles = async (ids: number[], lang: 'ru' | 'en') =>
  (await server.db.query<{ t: string }>(`SELECT translations->$2->>'title' AS t FROM meetings WHERE id = ANY($1::int[]) ORDER BY id`, [ids, lang])).map((r) => r.t)

describe('change mails', () => {
  it('one mail per person per batch, in their language, naming each picked session; none to a bystander', async () => {
    const anna = await person('ru')
    const bob = await person('en')
    const carl = await person('ru')
    expect((await setting(bob.token, 'en', true)).status).toBe(200) // Bob's language is English
    await server.call('addFavorites', { token: anna.token, body: { ids: [9, 10] } })
    await server.call('addFavorites', { token: bob.token, body: { ids: [9] } })
    await server.call('addFavorites', { token: carl.token, body: { ids: [40] } })
    // Two versions close together: one batch.
    await publishProgramChange(server.db, [{ id: 9, minutes: 20 }], [])
    await publishProgramChange(server.db, [], [10])
    expect(await server.app.changeMail.round()).toBe(2)
    await expect.poll(() => changeMailsTo(anna.email).length + changeMailsTo(bob.email).length, { timeout: 20_000 }).toBe(2)
    const [toAnna] = changeMailsTo(anna.email)
    const [toBob] = changeMailsTo(bob.email)
    expect(toAnna!.parsed.subject).toMatch(/^Изменения в вашей программе \(2\)/)
    const [t9, t10] = await titles([9, 10], 'ru')
    expect(toAnna!.parsed.text).toContain(`${t9} — теперь:`)
    expect(toAnna!.parsed.text).toContain(`${t10} — отменена`)
    expect(toBob!.parsed.subject).toMatch(/^A change in your program/)
    expect(toBob!.parsed.text).toContain(`${(await titles([9], 'en'))[0]} — now:`)
    expect(changeMailsTo(carl.email)).toEqual([])
    // Nothing is mailed twice.
    expect(await server.app.changeMail.round()).toBe(0)
  }, 60_000)

  it('the link in the mail turns them off without a login; the cabinet setting shows it and turns them on again', async () => {
    const dana = await person('ru')
    await server.call('addFavorites', { token: dana.token, body: { ids: [11] } })
    await publishProgramChange(server.db, [{ id: 11, minutes: 10 }], [])
    await server.app.changeMail.round()
    await expect.poll(() => changeMailsTo(dana.email).length, { timeout: 20_000 }).toBe(1)
    const link = /(http:\/\/forum\.test\/api\/live\/mail\/off\/[0-9a-f]{64})/.exec(changeMailsTo(dana.email)[0]!.parsed.text ?? '')?.[1]
    expect(link).toBeTruthy()
    const off = await server.request(link!.replace('http://forum.test', ''))
    expect(off.status).toBe(200)
    expect(await off.text()).toContain('Письма об изменениях выключены')
    expect((await (await setting(dana.token, 'ru')).json()).data.enabled).toBe(false)
    await publishProgramChange(server.db, [{ id: 11, minutes: 10 }], [])
    expect(await server.app.changeMail.round()).toBe(0)
    expect((await setting(dana.token, 'ru', true)).status).toBe(200)
    await publishProgramChange(server.db, [{ id: 11, minutes: 10 }], [])
    expect(await server.app.changeMail.round()).toBe(1)
    // A wrong key is a 404 page, not an error.
    expect((await server.request(`/api/live/mail/off/${'0'.repeat(64)}`)).status).toBe(404)
  }, 60_000)
})
