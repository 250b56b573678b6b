import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DeskDay, deskDayEndpoints as E } from '../../kernel/contract/desk-day'
import { checkIn, doorDay } from '../../server/staff/store'
import { type AccountTestServer, createAccountServer, expectData } from './helpers/account'
import { deskCall } from './helpers/desk'
import { deskPeople, registrant } from './helpers/desk-people'

/** 10:00 in Kazan on the event's second day. */
const DAY_2 = Date.UTC(2026, 11, 9, 7, 0, 0)
let server: AccountTestServer
let desk: Awaited<ReturnType<typeof deskPeople>>

beforeAll(async () => {
  server = await createAccountServer()
  server.clock.now = DAY_2
  desk = await deskPeople(server)
  await server.app.start()
})
afterAll(async () => {
  await server?.app.close()
  await server?.close()
})

const day = async () => expectData(await desk.call(E.day), DeskDay)

describe("the day's dashboard", () => {
  it('§35: counts check-ins per door and hour, registrations, halls and queues; a door steward gets 403', async () => {
    const before = await day()
    expect(before.day).toBe('2026-12-09')
    const person = await registrant(server, { first: 'Дина', last: 'Входова', days: null })
    const today = (await doorDay(server.db, DAY_2))!
    expect((await checkIn(server.db, person.id, { id: randomUUID(), code: person.code, door: 'Северный' }, today, DAY_2, 'ru')).verdict).toBe('valid')
    const after = await day()
    expect(after.checkins.total).toBe(before.checkins.total + 1)
    expect(after.checkins.doors).toContainEqual({ door: 'Северный', count: 1 })
    expect(after.checkins.hours).toContainEqual({ hour: 10, count: expect.any(Number) })
    expect(after.registrations.total).toBe(before.registrations.total + 1)
    expect(after.halls.length).toBeGreaterThan(0)
    expect((await deskCall(server, E.day, desk.door.token)).status).toBe(403)
    expect((await deskCall(server, E.day, desk.visitor.token)).status).toBe(403)
  })

  it('§35: the open stream says "changed" when a ticket is scanned', async () => {
    const res = await server.request(E.stream.path, { headers: { Authorization: `Bearer ${desk.registrar.token}` } })
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toContain('text/event-stream')
    const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader()
    let seen = ''
    const read = async (until: string) => {
      while (!seen.includes(until)) seen += (await reader.read()).value ?? ''
    }
    await read('event: ready')
    const person = await registrant(server, { first: 'Лев', last: 'Сканов', days: null })
    const today = (await doorDay(server.db, DAY_2))!
    await checkIn(server.db, person.id, { id: randomUUID(), code: person.code, door: 'Южный' }, today, DAY_2, 'ru')
    await read('event: changed')
    await reader.cancel()
  })
})
