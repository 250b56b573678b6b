import { Hono } from 'hono'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { EVENT_ID } from '../../kernel/constants'
import { MessagePreview, MessageProgress, type Segment } from '../../kernel/contract/desk-messages'
import { DeskMailSender } from '../../server/desk-mail/sender'
import { deskMailRoutes } from '../../server/desk-mail/routes'
import { handOver } from '../../server/desk-mail/store'
import { organizerMailOffPage } from '../../server/desk-mail/unsubscribe-page'
import type { AuditEntry } from '../../server/desk-people/routes'
import { HttpError } from '../../server/http/errors'
import { readLang } from '../../server/http/messages'
import { type AccountTestServer, createAccountServer, expectData, expectError } from './helpers/account'
import { type Registrant, registrant } from './helpers/desk-people'

const DAY_1 = '2026-12-08'
let server: AccountTestServer
let app: Hono
const audit: AuditEntry[] = []
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

async function call(method: string, path: string, body?: unknown) {
  const res = await app.request(path, { method, headers: { 'X-Lang': 'ru', 'Content-Type': 'application/json' }, body: body === undefined ? undefined : JSON.stringify(body) })
  const text = await res.text()
  let parsed: unknown = text
  try {
    parsed = JSON.parse(text)
  } catch {
    /* a page */
  }
  return { status: res.status, body: parsed as never, res }
}

const letter = (subject: string) => ({ ru: { subject, body: `Здравствуйте!\n\n${subject}: приходите в зал.` }, en: { subject: `EN ${subject}`, body: `Hello!\n\n${subject}: come to the hall.` } })
const mailsTo = (email: string) => server.db.query<{ subject: string; text_body: string; html_body: string }>('SELECT subject, text_body, html_body FROM mail_outbox WHERE recipient = $1 ORDER BY id', [email])

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
  sender = new DeskMailSender(server.db, silent, { from: async () => 'forum@example.org', status: 'kept' })
  app = new Hono()
  app.use('*', readLang)
  app.onError((err, c) => (err instanceof HttpError ? c.json({ message: err.message, code: err.code, errors: err.errors }, err.status) : Promise.reject(err)))
  app.route('/desk', deskMailRoutes({ db: server.db, clock: server.clock.read, publicUrl: 'http://forum.test', audit: async (_c, e) => void audit.push(e), actor: () => null, kick: () => undefined }))
  app.route('/organizer-mail/off', organizerMailOffPage(server.db))
})
afterAll(() => server?.close())

const hallDay1: Segment = { kind: 'hall', area_id: hall, day: DAY_1 }

describe('messages to a group', () => {
  it('§35: the preview shows each language’s mail and how many it reaches, the opted-out counted apart', async () => {
    const preview = expectData(await call('POST', '/desk/messages/preview', { segment: { ...hallDay1, area_id: hall }, ...letter('Зал переехал') }), MessagePreview)
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
    const sent = expectData(await call('POST', '/desk/messages', { segment: { kind: 'hall', area_id: hall, day: DAY_1 }, ...letter('Сбор в 10:00') }), MessageProgress)
    expect(sent).toMatchObject({ recipients: 3, waiting: 2, skipped: 1, delivered: 0, state: 'sending' })
    // Two senders at once (two processes): each person is handed over once.
    await Promise.all([sender.drain(), sender.drain()])
    await sender.drain()
    expect(expectData(await call('GET', `/desk/messages/${sent.id}`), MessageProgress)).toMatchObject({ recipients: 3, waiting: 0, delivered: 2, skipped: 1, failed: 0, bounced: 0, state: 'sent' })
    const ruMails = (await mailsTo(ru.email)).filter((m) => m.subject === 'Сбор в 10:00')
    const enMails = (await mailsTo(en.email)).filter((m) => m.subject === 'EN Сбор в 10:00')
    expect(ruMails).toHaveLength(1)
    expect(enMails).toHaveLength(1)
    expect(ruMails[0]!.text_body).toContain('Здравствуйте!')
    expect(enMails[0]!.text_body).toContain('Hello!')
    for (const p of [optedOut, otherDay, otherHall]) expect((await mailsTo(p.email)).filter((m) => m.subject.includes('Сбор'))).toHaveLength(0)
    expect(audit).toContainEqual({ action: 'message_sent', details: expect.objectContaining({ message: sent.id, recipients: 3, skipped: 1 }) })
  })

  it('§35: nobody gets a message twice when a process stops in the middle: the rest waits for the next one', async () => {
    const sent = expectData(await call('POST', '/desk/messages', { segment: { kind: 'everyone' }, ...letter('Всем') }), MessageProgress)
    // One batch of one, then the process "stops"; another takes over.
    expect(await handOver(server.db, { from: 'forum@example.org', status: 'kept', limit: 1 })).toBe(1)
    const midway = expectData(await call('GET', `/desk/messages/${sent.id}`), MessageProgress)
    expect(midway.delivered).toBe(1)
    expect(midway.waiting).toBe(sent.waiting - 1)
    await new DeskMailSender(server.db, silent, { from: async () => 'forum@example.org', status: 'kept' }).drain()
    const rows = await server.db.query<{ recipient: string; n: number }>("SELECT recipient, count(*)::int AS n FROM mail_outbox WHERE subject = 'Всем' OR subject = 'EN Всем' GROUP BY recipient")
    expect(rows.length).toBe(sent.waiting)
    expect(rows.every((r) => r.n === 1)).toBe(true)
  })

  it('§35: the one-click link turns organizer mail off; the next message skips the person', async () => {
    const [mail] = await mailsTo(ru.email)
    const link = mail!.text_body.match(/http:\/\/forum\.test(\/organizer-mail\/off\/[0-9a-f]{64})/)![1]!
    const page = await call('GET', link)
    expect(page.status).toBe(200)
    expect(String(page.body)).toContain('Письма организаторов выключены')
    expect((await call('GET', '/organizer-mail/off/not-a-key')).status).toBe(404)
    const sent = expectData(await call('POST', '/desk/messages', { segment: { kind: 'day', day: DAY_1 }, ...letter('Второе') }), MessageProgress)
    await sender.drain()
    expect((await mailsTo(ru.email)).filter((m) => m.subject === 'Второе')).toHaveLength(0)
    expect(sent.skipped).toBeGreaterThanOrEqual(2)
  })

  it('refuses a message without both languages or with an unknown segment, naming the fields', async () => {
    const err = expectError(await call('POST', '/desk/messages', { segment: { kind: 'planet' }, ru: { subject: '', body: 'x' } }), 422, 'validation_failed')
    expect(Object.keys(err.errors ?? {})).toEqual(expect.arrayContaining(['segment', 'ru', 'en']))
    expectError(await call('GET', '/desk/messages/999999'), 404, 'not_found')
  })
})
