import { assert } from 'superstruct'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { envelope } from '../../kernel/contract/common'
import { type Meeting, contentEndpoints } from '../../kernel/contract/content'
import { expectResponse } from './helpers/account'
import { type CabinetTestServer, createCabinetServer, newPerson } from './helpers/cabinet'

let server: CabinetTestServer
beforeAll(async () => {
  server = await createCabinetServer()
})
afterAll(() => server?.close())

const FULL_TEXTS = ['description', 'expected_result', 'key_questions', 'title']
const SPEAKER_FULL = ['bio', 'firstname', 'lastname', 'organization', 'position']
const SPEAKER_BRIEF = ['firstname', 'lastname']
/** A brief list's speaker: no photo (no list screen shows one), names only in the translations. */
const SPEAKER_BRIEF_KEYS = ['id', 'on_main', 'role', 'translations']
const SPEAKER_FULL_KEYS = ['id', 'on_main', 'photo', 'role', 'translations']

/** The detailed grid's day in both languages, so every translation a client can get is checked. */
const DAY = 'event_id=35&is_culture=0&date=2026-12-08&with=areaEventType,speakers&limit=500&langs=ru,en'

const keys = (o: object | undefined) => Object.keys(o ?? {}).sort()

async function meetingsOf(query: string): Promise<Meeting[]> {
  const { status, body } = await server.getJson(`/meeting?${query}`)
  expect(status, JSON.stringify(body)).toBe(200)
  assert(body, envelope(contentEndpoints.meetings.response))
  expect(body.data.length).toBeGreaterThan(0)
  return body.data
}

/** Every meeting's and every attached speaker's translation keys, per language: the shape at a glance. */
function shapes(list: Meeting[]) {
  const meetings = new Set<string>()
  const speakers = new Set<string>()
  for (const m of list) {
    for (const [lang, text] of Object.entries(m.translations)) meetings.add(`${lang}: ${keys(text).join(',')}`)
    for (const s of m.speakers ?? []) {
      for (const [lang, text] of Object.entries(s.translations)) speakers.add(`${lang}: ${keys(text).join(',')}`)
    }
  }
  return { meetings: [...meetings].sort(), speakers: [...speakers].sort() }
}

/** The distinct key sets of the attached speakers themselves (not their translations). */
const speakerKeySets = (list: Meeting[]) => [...new Set(list.flatMap((m) => (m.speakers ?? []).map((s) => keys(s).join(','))))]

describe('§7: brief=1 meeting lists carry titles only and speakers with their names only', () => {
  it('brief=1: translations are exactly { title }, speakers exactly { id, on_main, role, names }, relations stay as asked', async () => {
    const brief = await meetingsOf(`${DAY}&brief=1`)
    expect(shapes(brief)).toEqual({
      meetings: ['en: title', 'ru: title'],
      speakers: [`en: ${SPEAKER_BRIEF.join(',')}`, `ru: ${SPEAKER_BRIEF.join(',')}`],
    })
    expect(speakerKeySets(brief)).toEqual([SPEAKER_BRIEF_KEYS.join(',')])
    expect(brief.some((m) => (m.speakers?.length ?? 0) > 0)).toBe(true)
    for (const m of brief) {
      expect(m).toHaveProperty('areaEventType')
      expect(m).toHaveProperty('speakers')
      for (const rel of ['area', 'industries', 'interests', 'media']) expect(m).not.toHaveProperty(rel)
    }
  })

  it('brief=1 is the full list minus those texts: the same sessions, titles, fields and speakers', async () => {
    const [brief, full] = await Promise.all([meetingsOf(`${DAY}&brief=1`), meetingsOf(DAY)])
    expect(shapes(full)).toEqual({
      meetings: [`en: ${FULL_TEXTS.join(',')}`, `ru: ${FULL_TEXTS.join(',')}`],
      speakers: [`en: ${SPEAKER_FULL.join(',')}`, `ru: ${SPEAKER_FULL.join(',')}`],
    })
    expect(speakerKeySets(full)).toEqual([SPEAKER_FULL_KEYS.join(',')])
    const trimmed = full.map((m) => ({
      ...m,
      translations: { ru: { title: m.translations.ru!.title }, en: { title: m.translations.en!.title } },
      speakers: m.speakers?.map(({ photo: _photo, ...s }) => ({
        ...s,
        translations: Object.fromEntries(
          Object.entries(s.translations).map(([lang, { firstname, lastname }]) => [lang, { firstname, lastname }]),
        ),
      })),
    }))
    expect(brief).toEqual(trimmed)
  })

  it('brief=0 and no brief answer the same full list', async () => {
    const [zero, absent] = await Promise.all([server.getJson(`/meeting?${DAY}&brief=0`), server.getJson(`/meeting?${DAY}`)])
    expect(zero.status).toBe(200)
    expect(zero.body).toEqual(absent.body)
    expect(keys(zero.body.data[0].translations.ru)).toEqual(FULL_TEXTS)
  })

  it('a brief list is much smaller than the full one (what the grid was slow for)', async () => {
    const size = async (query: string) => (await (await server.request(`/acms/api/v1.0/meeting?${query}`)).text()).length
    const [brief, full] = await Promise.all([size(`${DAY}&brief=1`), size(DAY)])
    expect(brief).toBeLessThan(full / 2)
  })

  it('the account API’s meeting lists take brief the same way', async () => {
    const token = await newPerson(server)
    expectResponse(await server.call('addFavorites', { token, body: { ids: [1, 2, 3] } }), 'addFavorites')
    const get = async (path: string) => expectResponse(await server.raw('GET', path, { token }), 'meetings')
    for (const path of ['/api/meeting?meeting_ids=1,2,3&with=speakers', '/api/user/meeting?with=speakers']) {
      const brief = await get(`${path}&brief=1`)
      const full = await get(path)
      expect(brief.map((m) => m.id)).toEqual(full.map((m) => m.id))
      expect(brief.length).toBeGreaterThan(0)
      expect(shapes(brief), path).toEqual({ meetings: ['ru: title'], speakers: [`ru: ${SPEAKER_BRIEF.join(',')}`] })
      expect(speakerKeySets(brief), path).toEqual([SPEAKER_BRIEF_KEYS.join(',')])
      expect(shapes(full), path).toEqual({ meetings: [`ru: ${FULL_TEXTS.join(',')}`], speakers: [`ru: ${SPEAKER_FULL.join(',')}`] })
      // Personal state is not trimmed.
      expect(brief.every((m) => m.is_favorite)).toBe(true)
    }
  })
})
