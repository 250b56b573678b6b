import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { EVENT_ID } from '../../kernel/constants'
import { MessagePreview, MessageProgress, type Segment, deskMessageEndpoints as E, organizerMailEndpoints } from '../../kernel/contract/desk-messages'
import { DeskMailSender } from '../../server/desk-mail/sender'
import { renderLetter } from '../../server/desk-mail/letter'
import { createMessage, handOver } from '../../server/desk-mail/store'
import { type AccountTestServer, createAccountServer, expectData, expectError, login, registeredUser } from './helpers/account'
import { auditOf } from './helpers/desk'
import { type Registrant, deskPeople, registrant } from './helpers/desk-people'

const DAY_1 = '2026-12-08'
let server: AccountTestServer
let desk: Awaited<ReturnType<typeof deskPeople>>
let sender: DeskMailSender
let hall: number
let hallMeeting: number
let otherHallMeeting: number
let ru: Registrant
let en: Registrant
let optedOut: Registrant
let otherDay: Registrant
let otherHall: Registrant

const silent = { error: () => undefined, info: () => undefined, warn: () => undefined } as never
const send = (body: unknown) => desk.call(E.send, { body })

const letter = (subject: string) => ({ ru: { subject, body: `Здравствуйте!\n\n${subject}: приходите в зал.` }, en: { subject: `EN ${subject}`, body: `Hello!\n\n${subject}: come to the hall.` } })
const mailsTo = (email: string) => server.db.query<{ sender: string; subject: string; text_body: string; html_body: string }>('SELECT sender, subject, text_body, html_body FROM mail_outbox WHERE recipient = $1 ORDER BY id', [email])
const SENDERS = { ru: 'forum@example.org', en: 'forum@example.org' }

beforeAll(async () => {
  server = await createAccountServer()
  server.clock.now = Date.UTC(2026, 11, 8, 6, 0, 0)
  const [a] = await server.db.query<{ area_id: number; id: number }>('SELECT area_id, id FROM meetings WHERE event_id = $1 AND date = $2 ORDER BY id LIMIT 1', [EVENT_ID, DAY_1])
  hall = a!.area_id
  hallMeeting = a!.id
  const [o] = await server.db.query<{ id: number }>('SELECT id FROM meetings WHERE event_id = $1 AND area_id <> $2 ORDER BY id LIMIT 1', [EVENT_ID, hall])
  otherHallMeeting = o!.id
  const [later] = await server.db.query<{ id: number }>('SELECT id FROM meetings WHERE event_id = $1 AND area_id = $2 AND date <> $3 ORDER BY id LIMIT 1', [EVENT_ID, hall, DAY_1])
  ru = await registrant(server, { first: 'Мария', last: 'Залова', days: [DAY_1] })
  en = await registrant(server, { first: 'John', last: 'Hallman', days: null })
  optedOut = await registrant(server, { first: 'Олег', last: 'Отписанный', days: [DAY_1] })
  otherDay = await registrant(server, { first: 'Вера', last: 'Другодневная', days: ['2026-12-09'] })
  otherHall = await registrant(server, { first: 'Зоя', last: 'Иззала', days: [DAY_1] })
  await server.db.query("INSERT INTO change_mail_settings (user_id, lang) VALUES ($1, 'en')", [en.id])
  for (const p of [ru, optedOut, otherDay]) await server.db.query('INSERT INTO user_favorites (user_id, meeting_id) VALUES ($1, $2)', [p.id, hallMeeting])
  await server.db.query("INSERT INTO user_participations (user_id, meeting_id, type) VALUES ($1, $2, 'participant')", [en.id, hallMeeting])
  await server.db.query('INSERT INTO user_favorites (user_id, meeting_id) VALUES ($1, $2)', [otherHall.id, otherHallMeeting])
  if (later) await server.db.query('INSERT INTO user_favorites (user_id, meeting_id) VALUES ($1, $2)', [otherHall.id, later.id])
  await server.db.query('INSERT INTO organizer_mail_settings (user_id, enabled) VALUES ($1, false)', [optedOut.id])
  desk = await deskPeople(server)
  sender = server.app.deskMail
})
afterAll(() => server?.close())

describe('messages to a group', () => {
  it('§35: the preview shows each language’s mail and how many it reaches, the opted-out counted apart', async () => {
    const preview = expectData(await desk.call(E.preview, { body: { segment: { kind: 'hall', area_id: hall, day: DAY_1 } satisfies Segment, ...letter('Зал переехал') } }), MessagePreview)
    expect(preview.total).toBe(3)
    expect(preview.opted_out).toBe(1)
    expect(preview.letters.map((l) => [l.lang, l.count])).toEqual([['ru', 1], ['en', 1]])
    const enLetter = preview.letters.find((l) => l.lang === 'en')!
    expect(enLetter.subject).toBe('EN Зал переехал')
    expect(enLetter.text).toContain('Hello!')
    expect(enLetter.text).toContain('http://forum.test/organizer-mail/off/')
    expect(enLetter.html).toContain('<p>Hello!</p>')
  })

  it('§35: a message to the people of a hall on day 1 reaches exactly them, in their language, once, and skips the one who opted out', async () => {
    const sent = expectData(await send({ segment: { kind: 'hall', area_id: hall, day: DAY_1 }, ...letter('Сбор в 10:00') }), MessageProgress)
    expect(sent).toMatchObject({ recipients: 3, waiting: 2, skipped: 1, delivered: 0, state: 'sending' })
    // Two senders at once (two processes): each person is handed over once.
    await Promise.all([sender.drain(), sender.drain(), sender.kick()])
    expect(expectData(await desk.call(E.one, { params: { id: sent.id } }), MessageProgress)).toMatchObject({ recipients: 3, waiting: 0, delivered: 2, skipped: 1, failed: 0, bounced: 0, state: 'sent' })
    const ruMails = (await mailsTo(ru.email)).filter((m) => m.subject === 'Сбор в 10:00')
    const enMails = (await mailsTo(en.email)).filter((m) => m.subject === 'EN Сбор в 10:00')
    expect(ruMails).toHaveLength(1)
    expect(enMails).toHaveLength(1)
    expect(ruMails[0]!.text_body).toContain('Здравствуйте!')
    expect(enMails[0]!.text_body).toContain('Hello!')
    // Each mail comes from the site's name in its own language, stored with it in the outbox.
    expect(ruMails[0]!.sender).toMatch(/^"Форум «Горизонт»" <noreply@[\w.-]+>$/)
    expect(enMails[0]!.sender).toMatch(/^"Horizon Forum" <noreply@[\w.-]+>$/)
    for (const p of [optedOut, otherDay, otherHall]) expect((await mailsTo(p.email)).filter((m) => m.subject.includes('Сбор'))).toHaveLength(0)
    expect((await auditOf(server, 'message'))[0]).toMatchObject({ actor: desk.registrar.email, entity_id: String(sent.id), action: 'send', after: { recipients: 3, skipped: 1 } })
  })

  it('§35: nobody gets a message twice when a process stops in the middle: the rest waits for the next one', async () => {
    await sender.kick()
    // Written as the route does, without its kick: one batch of one, then the process "stops"; another takes over.
    const body = { segment: { kind: 'everyone' } as const, ...letter('Всем') }
    const letters = { ru: renderLetter('ru', body.ru, '', 'http://forum.test'), en: renderLetter('en', body.en, '', 'http://forum.test') }
    const id = await createMessage(server.db, { segment: body.segment, letters, body, by: null, now: server.clock.now, today: DAY_1, audit: { actor: { kind: 'system', label: 'test' }, origin: 'test' } })
    const sent = expectData(await desk.call(E.one, { params: { id } }), MessageProgress)
    expect(await handOver(server.db, { from: SENDERS, status: 'kept', limit: 1 })).toBe(1)
    const midway = expectData(await desk.call(E.one, { params: { id: sent.id } }), MessageProgress)
    expect(midway.delivered).toBe(1)
    expect(midway.waiting).toBe(sent.waiting - 1)
    await new DeskMailSender(server.db, silent, { from: async () => SENDERS, status: 'kept' }).drain()
    const rows = await server.db.query<{ recipient: string; n: number }>("SELECT recipient, count(*)::int AS n FROM mail_outbox WHERE subject = 'Всем' OR subject = 'EN Всем' GROUP BY recipient")
    expect(rows.length).toBe(sent.waiting)
    expect(rows.every((r) => r.n === 1)).toBe(true)
  })

  it('§35: the one-click link turns organizer mail off; the next message skips the person', async () => {
    const [mail] = await mailsTo(ru.email)
    const link = mail!.text_body.match(/http:\/\/forum\.test(\/organizer-mail\/off\/[0-9a-f]{64})/)![1]!
    const page = await server.request(link)
    expect(page.status).toBe(200)
    expect(await page.text()).toContain('Письма организаторов выключены')
    expect((await server.request('/organizer-mail/off/not-a-key')).status).toBe(404)
    const sent = expectData(await send({ segment: { kind: 'day', day: DAY_1 }, ...letter('Второе') }), MessageProgress)
    await sender.kick()
    expect((await mailsTo(ru.email)).filter((m) => m.subject === 'Второе')).toHaveLength(0)
    expect(sent.skipped).toBeGreaterThanOrEqual(2)
  })

  it('§35: the cabinet has the same switch: turned off there, the person is skipped and counted; on again, mailed', async () => {
    const { email, password } = await registeredUser(server)
    const token = await login(server, email, password)
    const [u] = await server.db.query<{ id: number }>('SELECT id FROM users WHERE email = $1', [email.toLowerCase()])
    await server.db.query("INSERT INTO user_event_views (user_id, event_id, member_role, qr_code) VALUES ($1, $2, 'visitor', $3)", [u!.id, EVENT_ID, `cab${u!.id}xxxxxxxxxxxxxxx`])
    const read = () => server.raw('GET', organizerMailEndpoints.read.path, { token })
    expect(expectData(await read(), organizerMailEndpoints.read.response)).toEqual({ enabled: true })
    expect(expectData(await server.raw('PUT', organizerMailEndpoints.save.path, { token, body: { enabled: false }, lang: 'en' }), organizerMailEndpoints.save.response)).toEqual({ enabled: false })
    const filter = { kind: 'filter', filter: { q: email.toLowerCase() } }
    expect(expectData(await desk.call(E.preview, { body: { segment: filter, ...letter('Проба') } }), MessagePreview)).toMatchObject({ total: 1, opted_out: 1 })
    await server.raw('PUT', organizerMailEndpoints.save.path, { token, body: { enabled: true }, lang: 'en' })
    const preview = expectData(await desk.call(E.preview, { body: { segment: filter, ...letter('Проба') } }), MessagePreview)
    expect(preview.letters.map((l) => [l.lang, l.count])).toEqual([['ru', 0], ['en', 1]])
    expect((await server.raw('GET', organizerMailEndpoints.read.path)).status).toBe(401)
  })

  it('§35: a door steward and a visitor are refused messages with 403', async () => {
    for (const token of [desk.door.token, desk.visitor.token]) {
      expect((await desk.call(E.send, { token, body: { segment: { kind: 'everyone' }, ...letter('Нет') } })).status).toBe(403)
      expect((await desk.call(E.list, { token })).status).toBe(403)
    }
  })

  it('refuses a message without both languages or with an unknown segment, naming the fields', async () => {
    const err = expectError(await send({ segment: { kind: 'planet' }, ru: { subject: '', body: 'x' } }), 422, 'validation_failed')
    expect(Object.keys(err.errors ?? {})).toEqual(expect.arrayContaining(['segment', 'ru', 'en']))
    expectError(await desk.call(E.one, { params: { id: 999999 } }), 404, 'not_found')
  })
})
