import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { EVENT_ID } from '../../kernel/constants'
import { wallClock } from '../../kernel/venue-time'
import { createApp } from '../../server/app'
import { silentLog } from '../../server/log'
import { REMINDER_LOOP_MS } from '../../server/reminders/scheduler'
import { type AccountTestServer, PUBLIC_URL, createAccountServer, expectError, expectResponse, freshEmail, login, tokenFrom } from './helpers/account'
import { type ReceivedMail, startSmtp } from './helpers/smtp'

/**
 * Reminders by email over a real SMTP server in the test, on the server's clock moved
 * by hand. Each test has its own person and its own session, so mails are told apart by recipient.
 */
let server: AccountTestServer
let smtp: Awaited<ReturnType<typeof startSmtp>>
let sessions: Array<{ id: number; start: number; hall: string }>
let zone: string
const MIN = 60_000

beforeAll(async () => {
  smtp = await startSmtp()
  server = await createAccountServer({ account: { smtpUrl: smtp.url } })
  ;[{ timezone: zone }] = (await server.db.query<{ timezone: string }>('SELECT timezone FROM events WHERE id = $1', [EVENT_ID])) as [{ timezone: string }]
  const rows = await server.db.query<{ id: number; start_at: string; hall: string }>(
    `SELECT m.id, m.start_at, a.translations -> 'ru' ->> 'name' AS hall FROM meetings m JOIN areas a ON a.id = m.area_id
     WHERE m.event_id = $1 AND m.withdrawn_at IS NULL ORDER BY m.start_at, m.id LIMIT 12`,
    [EVENT_ID],
  )
  sessions = rows.map((r) => ({ id: r.id, start: new Date(r.start_at).getTime(), hall: r.hall }))
})
afterAll(async () => {
  await server?.close()
  await smtp?.close()
})

let next = 0
/** A session of the demo program no other test uses. */
const aSession = () => sessions[next++]!

/** A confirmed, logged-in person (their confirmation comes over SMTP too). */
async function person(lang: 'ru' | 'en' = 'ru') {
  const email = freshEmail('remind')
  const password = 'correct horse 1'
  await server.call('register', { body: { email, password, password_confirmation: password, consent: true }, lang })
  await server.app.account.settled()
  const confirm = smtp.inbox.find((m) => m.parsed.to && JSON.stringify(m.parsed.to).includes(email))!
  await server.call('confirm', { body: { token: tokenFrom(confirm.parsed.text ?? '', '/login', 'confirm') } })
  const token = await login(server, email, password)
  return { email, token }
}

const remindersTo = (email: string): ReceivedMail[] =>
  smtp.inbox.filter((m) => JSON.stringify(m.parsed.to).includes(email) && !/email/i.test(m.parsed.subject ?? ''))

const turnOn = (token: string, minutes: 5 | 15 | 30 = 15, lang: 'ru' | 'en' = 'ru') =>
  server.call('saveReminders', { token, lang, body: { enabled: true, minutes_before: minutes } })
const star = (token: string, id: number) => server.call('addFavorites', { token, body: { ids: [id] } })
const at = (ms: number) => (server.clock.now = ms)
const round = () => server.app.account.reminders.runOnce()

describe('reminders by email', () => {
  it('off by default (15 minutes offered): no mail for a starred session', async () => {
    const { email, token } = await person()
    expect(expectResponse(await server.call('reminders', { token }), 'reminders')).toEqual({ enabled: false, minutes_before: 15 })
    const s = aSession()
    await star(token, s.id)
    at(s.start - 10 * MIN)
    await round()
    expect(remindersTo(email)).toEqual([])
  })

  it('the settings are checked: 5, 15 or 30 minutes, on or off, and only with a token', async () => {
    const { token } = await person()
    expectError(await server.call('saveReminders', { token, body: { enabled: true, minutes_before: 10 } }), 422, 'validation_failed')
    expectError(await server.call('saveReminders', { token, body: { enabled: 'yes', minutes_before: 15 } }), 422, 'validation_failed')
    expectError(await server.call('reminders'), 401)
    expect(expectResponse(await turnOn(token, 30), 'saveReminders')).toEqual({ enabled: true, minutes_before: 30 })
    expect(expectResponse(await server.call('reminders', { token }), 'reminders')).toEqual({ enabled: true, minutes_before: 30 })
  })

  it('exactly one mail per session, at its lead, with the venue time, the hall and an unsubscribe link', async () => {
    const { email, token } = await person()
    await turnOn(token, 15)
    const s = aSession()
    await star(token, s.id)
    at(s.start - 16 * MIN)
    await round()
    expect(remindersTo(email)).toHaveLength(0)
    at(s.start - 15 * MIN + REMINDER_LOOP_MS / 2)
    await round()
    at(s.start - 5 * MIN)
    await round()
    at(s.start + MIN)
    await round()
    const mails = remindersTo(email)
    expect(mails).toHaveLength(1)
    const text = mails[0]!.parsed.text ?? ''
    const w = wallClock(s.start, zone)
    expect(mails[0]!.parsed.subject).toMatch(/^Через 15 минут: /)
    expect(text).toContain(`${String(w.hour).padStart(2, '0')}:${String(w.minute).padStart(2, '0')}`)
    expect(text).toContain(`Зал: ${s.hall}`)
    expect(text).toContain(`${PUBLIC_URL}/reminders/off/`)
    expect(mails[0]!.parsed.html).toContain('/reminders/off/')
  })

  it('in the person’s language: English when they saved the settings in English', async () => {
    const { email, token } = await person('en')
    await turnOn(token, 5, 'en')
    const s = aSession()
    await star(token, s.id)
    at(s.start - 4 * MIN)
    await round()
    const [mail] = remindersTo(email)
    expect(mail?.parsed.subject).toMatch(/^In 5 minutes: /)
    expect(mail?.parsed.text).toContain('Hall: ')
    expect(mail?.parsed.text).toContain('?lang=en')
  })

  it('the sender is named in the mail’s language: an English reminder from «Horizon Forum», a Russian one from «Форум «Горизонт»»', async () => {
    const english = await person('en')
    const russian = await person('ru')
    await turnOn(english.token, 5, 'en')
    await turnOn(russian.token, 5, 'ru')
    const s = aSession()
    await star(english.token, s.id)
    await star(russian.token, s.id)
    at(s.start - 4 * MIN)
    await round()
    // Both went through the SMTP queue (mail_outbox) before the wire: the From was stored with them.
    const [en] = remindersTo(english.email)
    const [ru] = remindersTo(russian.email)
    expect(en?.parsed.subject).toMatch(/^In 5 minutes: .* — Horizon Forum$/)
    expect(en?.parsed.from?.value[0]?.name).toBe('Horizon Forum')
    expect(ru?.parsed.subject).toMatch(/^Через 5 минут: .* — Форум «Горизонт»$/)
    expect(ru?.parsed.from?.value[0]?.name).toBe('Форум «Горизонт»')
  })

  it('none for a session the person has dropped before its reminder', async () => {
    const { email, token } = await person()
    await turnOn(token)
    const s = aSession()
    await star(token, s.id)
    await server.call('removeFavorites', { token, body: { ids: [s.id] } })
    at(s.start - 10 * MIN)
    await round()
    expect(remindersTo(email)).toEqual([])
  })

  it('a moved session’s mail comes at the new time (and again if it was already reminded)', async () => {
    const { email, token } = await person()
    await turnOn(token)
    const s = aSession()
    await star(token, s.id)
    const moved = s.start + 3 * 60 * MIN
    await server.db.query(`UPDATE meetings SET start_at = $2, end_at = $2::timestamptz + interval '1 hour' WHERE id = $1`, [s.id, new Date(moved).toISOString()])
    at(s.start - 10 * MIN) // the old time: nothing
    await round()
    expect(remindersTo(email)).toHaveLength(0)
    at(moved - 10 * MIN)
    await round()
    expect(remindersTo(email)).toHaveLength(1)
    const later = moved + 60 * MIN
    await server.db.query(`UPDATE meetings SET start_at = $2, end_at = $2::timestamptz + interval '1 hour' WHERE id = $1`, [s.id, new Date(later).toISOString()])
    at(later - 10 * MIN)
    await round()
    expect(remindersTo(email)).toHaveLength(2)
  })

  it('two server instances on one database send each reminder once', async () => {
    const other = createApp({ db: server.db, config: server.config, clock: server.clock.read, log: silentLog })
    const people = await Promise.all([person(), person(), person()])
    const s = aSession()
    for (const p of people) {
      await turnOn(p.token)
      await star(p.token, s.id)
    }
    at(s.start - 10 * MIN)
    const a = server.app.account.reminders
    const b = other.account.reminders
    const claimed = await Promise.all([a.runOnce(), b.runOnce(), a.runOnce(), b.runOnce()])
    expect(claimed.reduce((x, y) => x + y, 0)).toBe(3)
    for (const p of people) expect(remindersTo(p.email)).toHaveLength(1)
    await other.close()
  })

  it('the unsubscribe link turns reminders off without a login, and says so in both languages', async () => {
    const { email, token } = await person()
    await turnOn(token)
    const s1 = aSession()
    const s2 = sessions.slice(next).find((s) => s.start > s1.start + 20 * MIN) ?? aSession()
    await star(token, s1.id)
    at(s1.start - 10 * MIN)
    await round()
    const link = (remindersTo(email)[0]!.parsed.text ?? '').match(/http:\/\/forum\.test\/reminders\/off\/\S+/)![0]
    const page = await server.request(link.slice(PUBLIC_URL.length))
    expect(page.status).toBe(200)
    const html = await page.text()
    expect(html).toContain('Напоминания о сессиях выключены')
    expect(html).toContain('Session reminders are off')
    expect(expectResponse(await server.call('reminders', { token }), 'reminders').enabled).toBe(false)
    await star(token, s2.id)
    at(s2.start - 10 * MIN)
    await round()
    expect(remindersTo(email)).toHaveLength(1)
    const unknown = await server.request(`/reminders/off/${'x'.repeat(43)}`)
    expect(unknown.status).toBe(404)
    expect(await unknown.text()).toContain('This link did not work')
  })
})
