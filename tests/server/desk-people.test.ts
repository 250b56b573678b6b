import { randomUUID } from 'node:crypto'
import { parse } from 'csv-parse/sync'
import ExcelJS from 'exceljs'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { EVENT_ID } from '../../kernel/constants'
import { EXPORT_COLUMNS, PeoplePage, PersonPage, deskPeopleEndpoints as E } from '../../kernel/contract/desk-people'
import { checkIn, doorDay, offlineData, ticketHash } from '../../server/staff/store'
import { DEMO_ACCOUNTS } from '../../server/demo/accounts'
import { type AccountTestServer, createAccountServer, expectData, expectError, login } from './helpers/account'
import { auditOf } from './helpers/desk'
import { type Registrant, deskPeople, registrant } from './helpers/desk-people'

/** 10:00 in Kazan on the event's second day. */
const DAY_2 = Date.UTC(2026, 11, 9, 7, 0, 0)

let server: AccountTestServer
let desk: Awaited<ReturnType<typeof deskPeople>>
let ivanova: Registrant
let petrov: Registrant
let speaker: Registrant
let meetingId: number

const list = (query: string) => desk.call(E.list, { query: Object.fromEntries(new URLSearchParams(query)) })
const page = async (query: string) => expectData(await list(query), PeoplePage)

beforeAll(async () => {
  server = await createAccountServer()
  server.clock.now = DAY_2
  desk = await deskPeople(server)
  ivanova = await registrant(server, { first: 'Мария', last: 'Иванова', org: 'Студия «Ёлка»', region: 'Татарстан', days: ['2026-12-08', '2026-12-09'], phone: '+7 900 111-22-33' })
  petrov = await registrant(server, { first: 'Пётр', last: 'Петров', org: '=HYPERLINK("http://evil.test")', region: 'Москва', days: ['2026-12-10'] })
  speaker = await registrant(server, { first: 'Анна', last: 'Иванова-Смирнова', org: 'Дом творчества', role: 'speaker', days: null })
  const [m] = await server.db.query<{ id: number }>('SELECT id FROM meetings WHERE event_id = $1 ORDER BY id LIMIT 1', [EVENT_ID])
  meetingId = m!.id
  await server.db.query('INSERT INTO user_favorites (user_id, meeting_id) VALUES ($1, $2)', [ivanova.id, meetingId])
  await server.db.query("INSERT INTO user_participations (user_id, meeting_id, type) VALUES ($1, $2, 'participant')", [petrov.id, meetingId])
  const [staffUser] = await server.db.query<{ id: number }>('SELECT id FROM users ORDER BY id LIMIT 1')
  const day = (await doorDay(server.db, DAY_2))!
  expect((await checkIn(server.db, staffUser!.id, { id: randomUUID(), code: ivanova.code, door: 'Север' }, day, DAY_2, 'ru')).verdict).toBe('valid')
})
afterAll(() => server?.close())

describe('the people list', () => {
  it('finds a person by part of their surname, any case, ё as е, and by e-mail or organization', async () => {
    const found = await page('q=иванов')
    expect(found.rows.map((r) => r.id).sort()).toEqual([ivanova.id, speaker.id].sort())
    expect(found.counts).toMatchObject({ total: 2, visitors: 1, speakers: 1, checked_in_today: 1 })
    expect((await page('q=ПЕТРОВ')).rows.map((r) => r.id)).toEqual([petrov.id])
    expect((await page('q=елка')).rows.map((r) => r.id)).toEqual([ivanova.id])
    expect((await page(`q=${encodeURIComponent(petrov.email.slice(0, 12))}`)).rows.map((r) => r.id)).toEqual([petrov.id])
  })

  it('filters by role, day, region, check-in and a session, with counts for the filter and the whole', async () => {
    const ids = async (q: string) => (await page(`q=${encodeURIComponent('example.org')}&${q}`)).rows.map((r) => r.id).filter((id) => [ivanova.id, petrov.id, speaker.id].includes(id)).sort()
    expect(await ids('role=speaker')).toEqual([speaker.id])
    // A registration without days is for every day.
    expect(await ids('day=2026-12-10')).toEqual([petrov.id, speaker.id].sort())
    expect(await ids('region=татар')).toEqual([ivanova.id])
    expect(await ids('checked=today')).toEqual([ivanova.id])
    expect(await ids('checked=never')).toEqual([petrov.id, speaker.id].sort())
    expect(await ids(`meeting_id=${meetingId}&meeting_link=picked`)).toEqual([ivanova.id])
    expect(await ids(`meeting_id=${meetingId}&meeting_link=signed`)).toEqual([petrov.id])
    expect(await ids(`meeting_id=${meetingId}`)).toEqual([ivanova.id, petrov.id].sort())
    const all = await page('')
    expect(all.everyone).toBe(all.counts.total)
    expect(all.everyone).toBeGreaterThanOrEqual(3)
  })

  it('pages and sorts on the server: no one repeated or skipped, ties kept in a stable order', async () => {
    const all = await page('per_page=100&sort=name')
    const names = all.rows.map((r) => r.name ?? '')
    expect(all.rows.findIndex((r) => r.id === speaker.id)).toBeGreaterThan(all.rows.findIndex((r) => r.id === ivanova.id))
    const back = await page('per_page=100&sort=-name')
    expect(back.rows.map((r) => r.id)).toEqual([...all.rows.map((r) => r.id)].reverse())
    expect(names.length).toBe(all.counts.total)
    const first = await page('per_page=25&page=1&sort=registered')
    expect(first.rows.length).toBe(Math.min(25, all.counts.total))
    const newest = await page('per_page=25&sort=-registered')
    expect(newest.rows[0]!.id).toBe(speaker.id)
  })

  it('answers bad parameters with 400 naming them, never 500', async () => {
    for (const q of ['per_page=7', 'page=0', 'role=admin', 'day=2026-13-40', 'checked=yes', 'nope=1', `q=${'я'.repeat(101)}`]) {
      const err = expectError(await list(q), 400, 'validation_failed')
      expect(err.message.length).toBeGreaterThan(0)
    }
  })
})

describe('refusals', () => {
  it('§35: a door steward and a visitor are refused the people list, a person and the exports with 403; no token is 401', async () => {
    for (const token of [desk.door.token, desk.visitor.token]) {
      for (const endpoint of [E.list, E.export, E.person, E.reissue]) {
        const reply = await desk.call(endpoint, { token, params: { id: ivanova.id }, query: endpoint === E.export ? { format: 'csv' } : {} })
        expect(reply.status, `${endpoint.path}: ${JSON.stringify(reply.body)}`).toBe(403)
        expect(['desk_only', 'role_needed']).toContain(reply.body.code)
      }
    }
    expect((await desk.call(E.list, { token: '' })).status).toBe(401)
    const [row] = await server.db.query<{ qr_code: string }>('SELECT qr_code FROM user_event_views WHERE user_id = $1', [ivanova.id])
    expect(row!.qr_code).toBe(ivanova.code)
  })
})

describe("a person's page", () => {
  it('shows the profile, the registration, picks and sign-ups, the ticket and the check-ins; never the code', async () => {
    const reply = await desk.call(E.person, { params: { id: ivanova.id } })
    const person = expectData(reply, PersonPage)
    expect(person.profile).toMatchObject({ lastname: 'Иванова', firstname: 'Мария', organization: 'Студия «Ёлка»' })
    expect(person.registration).toMatchObject({ role: 'visitor', days: ['2026-12-08', '2026-12-09'] })
    expect(person.picks.map((m) => m.id)).toEqual([meetingId])
    expect(person.checkins).toEqual([expect.objectContaining({ day: '2026-12-09', door: 'Север', counted: true })])
    expect(person.ticket).toEqual({ issues: 1, reissued_at: null })
    const json = JSON.stringify(reply.body)
    expect(json).not.toContain(ivanova.code)
    expect(json).not.toContain('scrypt')
    expectError(await desk.call(E.person, { params: { id: 999999 } }), 404, 'not_found')
    expectError(await desk.call(E.person, { params: { id: 'abc' } }), 404, 'not_found')
  })
})

describe('tickets', () => {
  it('§35: a reissued ticket is refused at the door online and left out of the scanners’ next offline data; the new one is admitted', async () => {
    const holder = await registrant(server, { first: 'Ольга', last: 'Перевыпускова', days: null })
    const reply = await desk.call(E.reissue, { params: { id: holder.id } })
    expect(expectData(reply, E.reissue.response)).toEqual({ issues: 2, reissued_at: new Date(DAY_2).toISOString() })
    const [row] = await server.db.query<{ qr_code: string }>('SELECT qr_code FROM user_event_views WHERE user_id = $1', [holder.id])
    expect(row!.qr_code).not.toBe(holder.code)
    const day = (await doorDay(server.db, DAY_2))!
    expect((await checkIn(server.db, holder.id, { id: randomUUID(), code: holder.code, door: 'Юг' }, day, DAY_2, 'ru')).verdict).toBe('not_this_event')
    const offline = await offlineData(server.db, day, DAY_2)
    const hashes = new Set(offline.tickets.map((t) => t[0]))
    expect(hashes.has(ticketHash(offline.salt, holder.code))).toBe(false)
    expect(hashes.has(ticketHash(offline.salt, row!.qr_code))).toBe(true)
    expect((await checkIn(server.db, holder.id, { id: randomUUID(), code: row!.qr_code, door: 'Юг' }, day, DAY_2, 'ru')).verdict).toBe('valid')
    expect((await auditOf(server, 'person'))[0]).toMatchObject({ actor: desk.registrar.email, entity_id: String(holder.id), action: 'ticket_reissue', after: { issues: 2 } })
    expectError(await desk.call(E.reissue, { params: { id: 999999 } }), 404, 'not_registered')
  })

  it('resends the confirmation with the days the ticket is valid for, in the person’s language, without the code', async () => {
    await server.db.query("INSERT INTO change_mail_settings (user_id, lang) VALUES ($1, 'en')", [petrov.id])
    expect(expectData(await desk.call(E.resend, { params: { id: petrov.id } }), E.resend.response)).toEqual({ to: petrov.email })
    const mail = (await server.outbox())[0]!
    expect(mail.to).toBe(petrov.email)
    expect(mail.text).toContain('10 December')
    expect(mail.text).toContain('http://forum.test/cabinet')
    expect(mail.text + mail.html).not.toContain(petrov.code)
    await desk.call(E.resend, { params: { id: ivanova.id } })
    expect((await server.outbox())[0]!.text).toContain('8 декабря, 9 декабря')
    await desk.call(E.resend, { params: { id: speaker.id } })
    expect((await server.outbox())[0]!.text).toContain('все дни')
  })

  it('changes a role to speaker and links the account to a speaker of the program; a bad body is a 422', async () => {
    const person = await registrant(server, { first: 'Илья', last: 'Докладов' })
    expect(expectData(await desk.call(E.role, { params: { id: person.id }, body: { role: 'speaker' } }), E.role.response)).toEqual({ role: 'speaker' })
    expect((await auditOf(server, 'person'))[0]).toMatchObject({ entity_id: String(person.id), action: 'member_role', before: { role: 'visitor' }, after: { role: 'speaker' } })
    expectError(await desk.call(E.role, { params: { id: person.id }, body: { role: 'admin' } }), 422, 'validation_failed')
    const [free] = await server.db.query<{ id: number }>(
      'SELECT s.id FROM speakers s JOIN meeting_speakers ms ON ms.speaker_id = s.id WHERE NOT EXISTS (SELECT 1 FROM users u WHERE u.speaker_id = s.id) ORDER BY s.id LIMIT 1',
    )
    expect(expectData(await desk.call(E.speaker, { params: { id: person.id }, body: { speaker_id: free!.id } }), E.speaker.response)).toEqual({ speaker_id: free!.id })
    const page = expectData(await desk.call(E.person, { params: { id: person.id } }), PersonPage)
    expect(page.speaker?.id).toBe(free!.id)
    expect(page.speaker!.meetings.length).toBeGreaterThan(0)
    expectError(await desk.call(E.speaker, { params: { id: petrov.id }, body: { speaker_id: free!.id } }), 409, 'speaker_taken')
    expectError(await desk.call(E.speaker, { params: { id: person.id }, body: { speaker_id: 987654 } }), 422, 'no_speaker')
    expect(expectData(await desk.call(E.speaker, { params: { id: person.id }, body: { speaker_id: null } }), E.speaker.response)).toEqual({ speaker_id: null })
  })
})

describe('staff duties', () => {
  it('§35: an admin gives a door role with the day’s assignment; a registrar is refused with 403', async () => {
    const person = await registrant(server, { first: 'Глеб', last: 'Дверной' })
    const body = { role: 'door', granted: true, assignment: 'Северный вход' }
    expect((await desk.call(E.staff, { params: { id: person.id }, body })).status).toBe(403)
    const admin = await login(server, DEMO_ACCOUNTS.organizer.email, DEMO_ACCOUNTS.organizer.password)
    expect(expectData(await desk.call(E.staff, { token: admin, params: { id: person.id }, body }), E.staff.response)).toEqual([{ role: 'door', assignment: 'Северный вход' }])
    expect(expectData(await desk.call(E.person, { params: { id: person.id } }), PersonPage).staff).toEqual([{ role: 'door', assignment: 'Северный вход' }])
    expect((await auditOf(server, 'role'))[0]).toMatchObject({ entity_id: String(person.id), action: 'grant', after: { role: 'door', assignment: 'Северный вход' } })
    expect(expectData(await desk.call(E.staff, { token: admin, params: { id: person.id }, body: { role: 'door', granted: false } }), E.staff.response)).toEqual([])
    expectError(await desk.call(E.staff, { token: admin, params: { id: person.id }, body: { role: 'admin', granted: true } }), 422, 'validation_failed')
  })
})

describe('exports', () => {
  it('§35: the filtered list as CSV, read back by a parser: the chosen columns, the right rows, Cyrillic intact, formulas defused', async () => {
    const res = await desk.file(E.export, { format: 'csv', q: 'иванов', columns: 'lastname,firstname,organization,phone,days,email' })
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8')
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="people-2026-12-09.csv"')
    expect(res.headers.get('cache-control')).toBe('no-store')
    const bytes = Buffer.from(await res.arrayBuffer())
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
    const rows = parse(bytes, { bom: true }) as string[][]
    expect(rows[0]).toEqual(['Фамилия', 'Имя', 'Организация', 'Телефон', 'Дни регистрации', 'Эл. почта'])
    expect(rows.slice(1).sort((a, b) => a[0]!.localeCompare(b[0]!))).toEqual([
      ['Иванова', 'Мария', 'Студия «Ёлка»', "'+7 900 111-22-33", '2026-12-08, 2026-12-09', ivanova.email],
      ['Иванова-Смирнова', 'Анна', 'Дом творчества', '', 'все дни', speaker.email],
    ])
    await vi.waitFor(async () =>
      expect((await auditOf(server, 'person'))[0]).toMatchObject({ actor: desk.registrar.email, action: 'export', after: { format: 'csv', filter: { q: 'иванов' }, columns: ['lastname', 'firstname', 'organization', 'phone', 'days', 'email'], rows: 2 } }),
    )
    const evil = parse(Buffer.from(await (await desk.file(E.export, { format: 'csv', q: 'петров', columns: 'organization' })).arrayBuffer()), { bom: true }) as string[][]
    expect(evil[1]).toEqual([`'=HYPERLINK("http://evil.test")`])
  })

  it('§35: the same as XLSX, read back by exceljs, in the reader’s language', async () => {
    const res = await desk.file(E.export, { format: 'xlsx', meeting_id: String(meetingId), columns: 'id,lastname,firstname,organization,role' }, 'en')
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
    const book = new ExcelJS.Workbook()
    await book.xlsx.load(await res.arrayBuffer())
    const sheet = book.worksheets[0]!
    const rows: string[][] = []
    sheet.eachRow((row) => rows.push((row.values as unknown[]).slice(1).map((v) => String(v))))
    expect(rows[0]).toEqual(['No.', 'Last name', 'First name', 'Organization', 'Role'])
    expect(rows.slice(1).sort((a, b) => Number(a[0]) - Number(b[0]))).toEqual([
      [String(ivanova.id), 'Иванова', 'Мария', 'Студия «Ёлка»', 'visitor'],
      [String(petrov.id), 'Петров', 'Пётр', '=HYPERLINK("http://evil.test")', 'visitor'],
    ])
    // A typed string cell: no spreadsheet runs it.
    expect(sheet.getRow(rows.findIndex((r) => r[1] === 'Петров') + 1).getCell(4).type).toBe(ExcelJS.ValueType.String)
  })

  it('never holds a password hash, a token, a ticket code or a feed key: such columns are refused, the default has none', async () => {
    for (const column of ['password_hash', 'qr_code', 'token', 'feed_key', 'unsubscribe_key']) {
      expectError(await desk.call(E.export, { query: { format: 'csv', columns: column } }), 400, 'validation_failed')
    }
    await server.db.query("INSERT INTO calendar_feeds (user_id, key) VALUES ($1, 'feed-key-of-ivanova') ON CONFLICT DO NOTHING", [ivanova.id])
    const every = EXPORT_COLUMNS.join(',')
    const text = await (await desk.file(E.export, { format: 'csv', columns: every })).text()
    for (const secret of [ivanova.code, petrov.code, 'scrypt$', 'feed-key-of-ivanova']) expect(text).not.toContain(secret)
    expectError(await desk.call(E.export, { query: { format: 'pdf' } }), 400, 'validation_failed')
  })
})
