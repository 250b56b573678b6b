import { assert } from 'superstruct'
import { describe, expect, it } from 'vitest'
import { AccountMeeting, accountEndpoints } from '../../kernel/contract/account'
import { envelope } from '../../kernel/contract/common'
import { contentEndpoints } from '../../kernel/contract/content'
import { expectError, expectResponse } from './helpers/account'
import { type CabinetTestServer, demoToken, expectMessage, newPerson, withCabinetPerson } from './helpers/cabinet'

let server: CabinetTestServer
let token: string
withCabinetPerson((s, t) => ([server, token] = [s, t]))

const get = (path: string, t: string | null = token) => server.raw('GET', path, t ? { token: t } : {})
const favorites = (name: 'addFavorites' | 'removeFavorites', body: unknown, t = token) => server.call(name, { token: t, body })
const participate = (id: number | string, type: string, t = token, lang: 'ru' | 'en' = 'ru') =>
  server.raw('PUT', `/api/user/meeting/${id}`, { token: t, body: { type_of_participation: type }, lang })
const contentIds = async (query: string) => (await server.getJson(`/meeting?${query}`)).body.data.map((m: { id: number }) => m.id) as number[]

describe('§7 GET /api/acc/api/meeting: sessions with what is personal', () => {
  it('§2: broadcast_url, is_favorite and participation come only with a bearer (without one: 401)', async () => {
    expectError(await get('/api/meeting?limit=1', null), 401, 'unauthorized')
    const streamed = expectResponse(await get('/api/meeting?area_id=1&limit=3&with=area'), 'meetings')
    expect(streamed).toHaveLength(3)
    for (const m of streamed) {
      expect(m).toMatchObject({ has_broadcast: true, broadcast_url: '/media/streams/hall-1.html', is_favorite: false, participation: null })
      expect(m.area?.stream_url).toBeNull()
    }
    const plain = expectResponse(await get('/api/meeting?area_id=4&limit=2'), 'meetings')
    expect(plain.every((m) => m.broadcast_url === null && !m.has_broadcast)).toBe(true)
    const { body } = await server.getJson('/meeting?area_id=1&limit=3')
    expect(JSON.stringify(body)).not.toContain('broadcast_url')
  })

  it('§7: the content API’s query and loader: the same sessions, fields and relations, plus the personal ones', async () => {
    const query = 'date=2026-12-09&is_culture=1&limit=5&with=area,interests&langs=en'
    const mine = expectResponse(await get(`/api/meeting?${query}`), 'meetings')
    const { body } = await server.getJson(`/meeting?${query}`)
    assert(body, envelope(contentEndpoints.meetings.response))
    expect(mine.map(({ broadcast_url: _b, is_favorite: _f, participation: _p, ...m }) => m)).toEqual(body.data)
    expect(await contentIds('meeting_ids=3,1,2')).toEqual(expectResponse(await get('/api/meeting?meeting_ids=3,1,2'), 'meetings').map((m) => m.id))
  })

  it('§7: bad parameters are a 400 naming each; an unknown event is a 404', async () => {
    const e = expectError(await get('/api/meeting?limit=abc&with=nothing&foo=1'), 400, 'validation_failed')
    expect(Object.keys(e.errors!).sort()).toEqual(['foo', 'limit', 'with'])
    expectError(await get('/api/meeting?event_id=999'), 404, 'not_found')
  })
})

describe('§4 §7 favorites: add-to-favorite / remove-from-favorite with {ids}', () => {
  it('§4: adding answers the whole set; adding again changes nothing; /api/meeting shows is_favorite', async () => {
    const t = await newPerson(server)
    expect(expectResponse(await favorites('addFavorites', { ids: [3, 1] }, t), 'addFavorites')).toEqual({ ids: [1, 3] })
    expect(expectResponse(await favorites('addFavorites', { ids: [1, 1, 2] }, t), 'addFavorites')).toEqual({ ids: [1, 2, 3] })
    const list = expectResponse(await get('/api/meeting?meeting_ids=1,2,3,4', t), 'meetings')
    expect(Object.fromEntries(list.map((m) => [m.id, m.is_favorite]))).toEqual({ 1: true, 2: true, 3: true, 4: false })
  })

  it('§4: removing answers the rest; removing one that is not a favorite is fine', async () => {
    const t = await newPerson(server)
    await favorites('addFavorites', { ids: [5, 6] }, t)
    expect(expectResponse(await favorites('removeFavorites', { ids: [5] }, t), 'removeFavorites')).toEqual({ ids: [6] })
    expect(expectResponse(await favorites('removeFavorites', { ids: [5, 7] }, t), 'removeFavorites')).toEqual({ ids: [6] })
  })

  it('§4: a session that does not exist is a 422 naming it, and nothing changes', async () => {
    const t = await newPerson(server)
    await favorites('addFavorites', { ids: [8] }, t)
    const e = expectError(await favorites('addFavorites', { ids: [9, 999999, 3_000_000_000] }, t), 422, 'validation_failed')
    expect(e.message).toBe('Сессии не найдены: 999999, 3000000000')
    expect(e.errors).toEqual({ ids: ['Сессии не найдены: 999999, 3000000000'] })
    expectError(await favorites('removeFavorites', { ids: [8, 424242] }, t), 422)
    expect(expectResponse(await favorites('addFavorites', { ids: [8] }, t), 'addFavorites')).toEqual({ ids: [8] })
  })

  it('§7: ids are 1 to 100 positive integers', async () => {
    for (const ids of [[], Array.from({ length: 101 }, (_, i) => i + 1), [0], ['1'], 'x', null]) {
      expect(expectError(await favorites('addFavorites', { ids }), 422).errors, JSON.stringify(ids)).toHaveProperty('ids')
    }
    expectError(await favorites('addFavorites', { ids: [1] }, ''), 401)
  })
})

describe('§7 participation: PUT /api/user/meeting/{id} {type_of_participation}', () => {
  it('§8: "participant" registers for the session, "none" declines; both idempotent', async () => {
    const t = await newPerson(server)
    const yes = await participate(10, 'participant', t)
    expect(expectResponse(yes, 'participation')).toEqual({ meeting_id: 10, participation: 'participant' })
    expectMessage(yes, 'Вы зарегистрированы на мероприятие')
    expectMessage(await participate(10, 'participant', t, 'en'), 'You are registered for the session')
    expect(expectResponse(await get('/api/meeting?meeting_ids=10', t), 'meetings')[0]?.participation).toBe('participant')
    const no = await participate(10, 'none', t, 'en')
    expect(expectResponse(no, 'participation')).toEqual({ meeting_id: 10, participation: null })
    expectMessage(no, 'You have declined to participate')
    expectMessage(await participate(10, 'none', t), 'Вы отказались от участия')
  })

  it('§7: an unknown session is a 404; a bad body a 422; PUT is the method', async () => {
    expectError(await participate(999999, 'participant'), 404, 'not_found')
    expectError(await participate(99999999999, 'participant'), 404, 'not_found')
    expect(expectError(await participate(1, 'maybe'), 422).errors).toEqual({ type_of_participation: ['Выберите значение из списка'] })
    expectError(await participate('abc', 'participant'), 404, 'not_found')
    const get5 = await get('/api/user/meeting/5')
    expectError(get5, 405)
    expect(get5.res.headers.get('Allow')).toBe('PUT')
    expect((await server.raw('PUT', '/api/user/meeting/add-to-favorite', { token, body: { ids: [1] } })).res.headers.get('Allow')).toBe('POST')
    expectError(await participate(1, 'participant', ''), 401)
  })

  it('§6: a speaker sees their own sessions as speaker or moderator and cannot decline them here (409)', async () => {
    const t = await demoToken(server, 'speaker')
    const own = expectResponse(await get('/api/user/meeting?with=speakers', t), 'userMeetings')
    expect(own.length).toBeGreaterThan(0)
    expect(own.every((m) => m.participation === 'speaker' || m.participation === 'moderator')).toBe(true)
    const e = expectError(await participate(own[0]!.id, 'none', t), 409, 'speaker_session')
    expect(e.message).toContain('организаторами')
    expect(expectResponse(await participate(own[0]!.id, 'participant', t), 'participation').participation).toBe(own[0]!.participation)
  })
})

describe('§7 GET /api/user/meeting: the person’s program', () => {
  it('§4: favorites and participations, each once, ordered by start, with relations and limit', async () => {
    const t = await newPerson(server)
    expect(expectResponse(await get('/api/user/meeting', t), 'userMeetings')).toEqual([])
    const [late] = await contentIds('limit=1&date=2026-12-10')
    const [early, both] = await contentIds('limit=2&date=2026-12-08')
    await favorites('addFavorites', { ids: [late!, both!] }, t)
    await participate(early!, 'participant', t)
    await participate(both!, 'participant', t)
    const mine = expectResponse(await get('/api/user/meeting?with=area,speakers&langs=ru,en', t), 'userMeetings')
    expect(mine.map((m) => m.id)).toEqual([early, both, late])
    expect(mine.map((m) => [m.is_favorite, m.participation])).toEqual([[false, 'participant'], [true, 'participant'], [true, null]])
    expect(mine[0]?.area).toBeDefined()
    expect(expectResponse(await get('/api/user/meeting?limit=1', t), 'userMeetings').map((m) => m.id)).toEqual([early])
    expectError(await get('/api/user/meeting?date=2026-12-08', t), 400, 'validation_failed')
    expectError(await get('/api/user/meeting?event_id=999', t), 404, 'not_found')
    expectError(await get('/api/user/meeting', null), 401)
  })
})

describe('§2 /broadcasts: stream URLs for registered users only', () => {
  it('§2: GET /api/user/streams lists the halls with a stream; without a bearer 401; the content API keeps stream_url null', async () => {
    expectError(await get('/api/user/streams', null), 401, 'unauthorized')
    const streams = expectResponse(await get('/api/user/streams'), 'streams')
    expect(streams).toEqual([1, 2, 3, 11].map((id) => ({ area_id: id, stream_url: `/media/streams/hall-${id}.html` })))
    const { body } = await server.getJson('/areas/35')
    expect(body.data.every((a: { stream_url: unknown }) => a.stream_url === null)).toBe(true)
  })

  it('decided: each stream is a local self-contained page the site may frame (frame-ancestors self), nothing else may', async () => {
    const res = await server.request('/media/streams/hall-1.html')
    expect(res.status).toBe(200)
    expect(res.headers.get('Content-Type')).toBe('text/html; charset=utf-8')
    const csp = res.headers.get('Content-Security-Policy')!
    expect(csp).toContain("frame-ancestors 'self'")
    expect(csp).toContain("default-src 'none'")
    expect(csp).not.toContain('unsafe-inline')
    expect(res.headers.get('X-Frame-Options')).toBe('SAMEORIGIN')
    expect(res.headers.get('X-Content-Type-Options')).toBe('nosniff')
    const html = await res.text()
    expect(html).toContain('Главный зал «Горизонт»')
    expect(html).not.toMatch(/<script|(src|href)="https?:/i)
    expect(await (await server.request('/media/streams/hall-1.html?lang=en')).text()).toContain('Horizon Main Hall')
    for (const path of ['/media/streams/hall-4.html', '/media/streams/hall-99.html', '/media/streams/x.html']) {
      expect((await server.request(path)).status, path).toBe(404)
    }
    expect((await server.request('/api/health')).headers.get('Content-Security-Policy')).toContain("frame-ancestors 'none'")
  })

  it('§2: every AccountMeeting validates against the contract, a whole day with every relation', async () => {
    const reply = await get('/api/meeting?date=2026-12-08&with=area,areaEventType,industries,speakers,interests,media&limit=1000')
    assert(reply.body, envelope(accountEndpoints.meetings.response))
    for (const m of reply.body.data) assert(m, AccountMeeting)
    expect(reply.body.data.length).toBeGreaterThan(10)
  })
})
