import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApp } from '../../server/app'
import type { Db } from '../../server/db/types'
import { silentLog } from '../../server/log'
import { type TestServer, createTestServer } from './helpers/server'

let server: TestServer
beforeAll(async () => {
  server = await createTestServer()
})
afterAll(() => server?.close())

type ErrorBody = { message: string; errors?: Record<string, string[]> }

/** [path, the parameter the error must name] */
const BAD: Array<[string, string]> = [
  ['/news/35?limit=abc', 'limit'],
  ['/news/35?limit=0', 'limit'],
  ['/news/35?limit=1001', 'limit'],
  ['/news/35?industry_ids=1,x', 'industry_ids'],
  ['/news/35?industry_ids=', 'industry_ids'],
  ['/meeting?date=2026-13-45', 'date'],
  ['/meeting?date=2026-02-30', 'date'],
  ['/meeting?date=tomorrow', 'date'],
  ['/meeting?date=0000-01-01', 'date'],
  ['/meeting?with=foo', 'with'],
  ['/meeting?with=area,foo', 'with'],
  ['/meeting?is_culture=2', 'is_culture'],
  ['/meeting?is_culture=true', 'is_culture'],
  ['/meeting?brief=2', 'brief'],
  ['/meeting?brief=x', 'brief'],
  ['/meeting?brief=1&brief=1', 'brief'],
  ['/meeting?unknown_param=1', 'unknown_param'],
  ['/meeting?event_id=abc', 'event_id'],
  ['/meeting?event_id=-1', 'event_id'],
  ['/meeting?area_id=99999999999', 'area_id'],
  ['/meeting?meeting_ids=1,2147483648', 'meeting_ids'],
  ['/meeting?limit=1&limit=2', 'limit'],
  ['/meeting?langs=de', 'langs'],
  ['/news/abc', 'event'],
  ['/news/0', 'event'],
  ['/news/35/1.5', 'id'],
  ['/areas/35?only_active=yes', 'only_active'],
  ['/speakers/35?on_main=2', 'on_main'],
  ['/speakers/35?meeting_id=x', 'meeting_id'],
  ['/industries?limit=5', 'limit'],
  // Integers are plain digits only.
  ['/news/35?limit=+1', 'limit'],
  ['/news/35?limit=%201', 'limit'],
  ['/news/35?limit=1%20', 'limit'],
  ['/news/35?limit=1e1', 'limit'],
  ['/meeting?event_id=0x23', 'event_id'],
  ['/meeting?meeting_ids=1,%202', 'meeting_ids'],
]

describe('§7: bad parameters are a 400 naming the parameter, never a 500', () => {
  for (const [path, param] of BAD) {
    it(`${path} → 400 on ${param}`, async () => {
      const { status, body } = await server.getJson<ErrorBody>(path)
      expect(status).toBe(400)
      expect(body.errors).toHaveProperty(param)
      expect(body.message).toContain(param)
    })
  }

  it('§7: ?__proto__=1 (and constructor, toString) is an unknown parameter like any other: 400 naming it', async () => {
    for (const name of ['__proto__', 'constructor', 'toString', 'hasOwnProperty']) {
      for (const path of [`/meeting?${name}=1`, `/news/35?${name}=1`, `/meeting?limit=5&${name}=1`]) {
        const { status, body } = await server.getJson<ErrorBody>(path)
        expect(status, path).toBe(400)
        expect(Object.hasOwn(body.errors!, name), path).toBe(true)
        expect(body.message).toContain(name)
      }
    }
  })

  it('messages are in Russian by default and in English with X-Lang: en', async () => {
    const ru = await server.getJson<ErrorBody>('/news/35?limit=abc')
    expect(ru.body.message).toBe('Параметр «limit»: ожидается целое число от 1 до 1000, получено «abc»')
    const en = await server.getJson<ErrorBody>('/news/35?limit=abc', { 'X-Lang': 'en' })
    expect(en.body.message).toBe('Parameter "limit": expected an integer from 1 to 1000, got "abc"')
    const unknown = await server.getJson<ErrorBody>('/meeting?unknown_param=1', { 'X-Lang': 'en' })
    expect(unknown.body.message).toMatch(/^Unknown parameter "unknown_param". Allowed parameters: langs, with, event_id/)
  })

  it('§7: brief is a 0/1 flag like the others, and named among the allowed parameters', async () => {
    const bad = await server.getJson<ErrorBody>('/meeting?brief=x', { 'X-Lang': 'en' })
    expect(bad.body.message).toBe('Parameter "brief": expected 0 or 1, got "x"')
    const unknown = await server.getJson<ErrorBody>('/meeting?unknown_param=1', { 'X-Lang': 'en' })
    expect(unknown.body.message).toMatch(/Allowed parameters: .*\bbrief\b/)
  })

  it('every bad parameter of a request is reported at once', async () => {
    const { body } = await server.getJson<ErrorBody>('/meeting?limit=0&with=foo&is_culture=2')
    expect(Object.keys(body.errors ?? {}).sort()).toEqual(['is_culture', 'limit', 'with'])
  })
})

describe('§7: 404, 405 and unknown paths', () => {
  it('a missing entity is a 404 with the error body', async () => {
    for (const path of ['/news/35/99999', '/events/999', '/news/999', '/areas/999', '/speakers/999', '/meeting?event_id=999']) {
      const { status, body } = await server.getJson<ErrorBody>(path)
      expect(status, path).toBe(404)
      expect(body.message, path).toMatch(/не найдено/)
    }
    const en = await server.getJson<ErrorBody>('/events/999', { 'X-Lang': 'en' })
    expect(en.body.message).toBe('Event with id 999 was not found')
  })

  it('an unknown API path is a JSON 404, not the site', async () => {
    for (const path of ['/acms/api/v1.0/nope', '/acms/api/v1.0/news', '/acms/api/v1.0/news/35/1/2', '/acms/other', '/api/acc/nope', '/api/nope']) {
      const res = await server.request(path)
      expect(res.status, path).toBe(404)
      expect(res.headers.get('content-type'), path).toMatch(/application\/json/)
    }
  })

  it('non-GET methods on the content API are a 405 with Allow', async () => {
    for (const method of ['POST', 'PUT', 'DELETE', 'PATCH']) {
      const res = await server.request('/acms/api/v1.0/news/35', { method })
      expect(res.status, method).toBe(405)
      expect(res.headers.get('allow')).toBe('GET, HEAD')
    }
  })

  it('HEAD works like GET without a body', async () => {
    const res = await server.request('/acms/api/v1.0/industries', { method: 'HEAD' })
    expect(res.status).toBe(200)
    expect(await res.text()).toBe('')
  })

  it('an internal failure is a generic 500, not a stack trace', async () => {
    const failing: Db = {
      ...server.db,
      query: async () => {
        throw new Error('connection lost')
      },
    }
    const app = createApp({ db: failing, config: server.config, log: silentLog })
    const res = await app.request('/acms/api/v1.0/industries')
    expect(res.status).toBe(500)
    expect(await res.json()).toEqual({ message: 'Внутренняя ошибка сервера. Попробуйте позже.' })
  })
})
