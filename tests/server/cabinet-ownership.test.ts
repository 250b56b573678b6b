import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { emptyDraft, submission } from '../../machines/event-registration.rules'
import { User, UserEventView } from '../../kernel/contract/account'
import { expectData, expectError, expectResponse } from './helpers/account'
import { type CabinetTestServer, TINY_PNG, createCabinetServer, isStored, demoToken, getWithToken, newPerson, uploadUserpic } from './helpers/cabinet'

/**
 * §6: everything in the cabinet belongs to the token's person. No call takes a user id, so the
 * proof is by tokens: after A fills everything in, B's token sees and changes only B's things.
 */
let server: CabinetTestServer
let a: string
let b: string
let aUserpic: string
let aTicket: string
beforeAll(async () => {
  server = await createCabinetServer()
  a = await newPerson(server)
  b = await newPerson(server)
  expectResponse(await server.call('saveProfile', { token: a, body: { firstname: 'Алиса', bio: 'A' } }), 'saveProfile')
  aUserpic = expectData(await uploadUserpic(server, a, TINY_PNG), User).profile!.userpic!
  const draft = {
    ...emptyDraft(), lastname: 'Алисова', firstname: 'Алиса', lastname_en: 'Alisova', firstname_en: 'Alisa', birthdate: '1991-01-01',
    phone: '+79000000001', city: 'Казань', region: 'Татарстан', notCreativeIndustry: true, purpose: 'learning', days: ['2026-12-08'], consent: true,
  }
  aTicket = expectResponse(await server.call('registerForEvent', { token: a, body: submission(draft) }), 'registerForEvent').qr_code
  expectResponse(await server.call('addFavorites', { token: a, body: { ids: [1, 2] } }), 'addFavorites')
  expectResponse(await server.raw('PUT', '/api/user/meeting/3', { token: a, body: { type_of_participation: 'participant' } }), 'participation')
})
afterAll(() => server?.close())

describe('§6 ownership: B can never read or change A’s things', () => {
  it('profile and userpic: B reads B’s own user; B’s saves and uploads leave A’s alone', async () => {
    const me = expectData(await server.call('me', { token: b }), User)
    expect(me.profile).toBeNull()
    expectResponse(await server.call('saveProfile', { token: b, body: { firstname: 'Борис', bio: 'B' } }), 'saveProfile')
    expectData(await uploadUserpic(server, b, TINY_PNG), User)
    const profileA = expectData(await server.call('me', { token: a }), User).profile
    expect(profileA).toMatchObject({ firstname: 'Алиса', bio: 'A', userpic: aUserpic })
    expect(await isStored(server, aUserpic)).toBe(true)
  })

  it('ticket: B has no event view until B registers, then a different code; A’s stays', async () => {
    expect((await server.call('eventView', { token: b })).body).toEqual({ data: null })
    const draft = {
      ...emptyDraft(), lastname: 'Борисов', firstname: 'Борис', lastname_en: 'Borisov', firstname_en: 'Boris', birthdate: '1985-05-05',
      phone: '+79000000002', city: 'Москва', region: 'Москва', notCreativeIndustry: true, purpose: 'press', days: ['2026-12-09'], consent: true,
    }
    const ticketB = expectResponse(await server.call('registerForEvent', { token: b, body: submission(draft) }), 'registerForEvent').qr_code
    expect(ticketB).not.toBe(aTicket)
    expect(expectData(await server.call('eventView', { token: a }), UserEventView).qr_code).toBe(aTicket)
    expect(expectData(await server.call('me', { token: a }), User).profile?.lastname).toBe('Алисова')
  })

  it('favorites: B’s set starts empty and changing it leaves A’s', async () => {
    expect(expectResponse(await server.call('removeFavorites', { token: b, body: { ids: [1, 2] } }), 'removeFavorites')).toEqual({ ids: [] })
    expect(expectResponse(await server.call('addFavorites', { token: b, body: { ids: [4] } }), 'addFavorites')).toEqual({ ids: [4] })
    const seenByB = expectResponse(await server.raw('GET', '/api/meeting?meeting_ids=1,2,3', { token: b }), 'meetings')
    expect(seenByB.every((m) => !m.is_favorite && m.participation === null)).toBe(true)
    expect(expectResponse(await server.call('addFavorites', { token: a, body: { ids: [1] } }), 'addFavorites')).toEqual({ ids: [1, 2] })
  })

  it('participations: B declining A’s session changes nothing for A; B’s program has only B’s sessions', async () => {
    expect(expectResponse(await server.raw('PUT', '/api/user/meeting/3', { token: b, body: { type_of_participation: 'none' } }), 'participation')).toEqual({
      meeting_id: 3,
      participation: null,
    })
    const programA = expectResponse(await server.raw('GET', '/api/user/meeting', { token: a }), 'userMeetings')
    expect(programA.map((m) => [m.id, m.is_favorite, m.participation]).sort()).toEqual([[1, true, null], [2, true, null], [3, false, 'participant']])
    expect(expectResponse(await server.raw('GET', '/api/user/meeting', { token: b }), 'userMeetings').map((m) => m.id)).toEqual([4])
  })

  it('files: a speaker’s file ids are refused to everyone else', async () => {
    const files = expectResponse(await server.raw('GET', '/api/user/media', { token: await demoToken(server, 'speaker') }), 'userMedia')
    expect(files.length).toBeGreaterThan(0)
    for (const token of [a, b]) {
      expect(expectResponse(await server.raw('GET', '/api/user/media', { token }), 'userMedia')).toEqual([])
      for (const f of files) expect((await getWithToken(server, f.url, token)).status).toBe(404)
    }
  })

  it('a logged-out token reaches nothing of its person', async () => {
    const c = await newPerson(server)
    await server.call('addFavorites', { token: c, body: { ids: [1] } })
    await server.call('logout', { token: c })
    for (const r of [
      await server.raw('GET', '/api/user/meeting', { token: c }),
      await server.call('saveProfile', { token: c, body: { firstname: 'X' } }),
      await uploadUserpic(server, c, TINY_PNG),
      await server.call('addFavorites', { token: c, body: { ids: [2] } }),
    ]) {
      expectError(r, 401, 'token_invalid')
    }
  })
})
