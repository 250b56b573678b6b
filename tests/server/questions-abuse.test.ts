/**
 * Questions under abuse (docs/hardening.md): invisible and bidi-overridden texts, vote storms
 * limited per person in the database, parallel asks that cannot all pass the per-minute count.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { QUESTIONS_PER_MINUTE } from '../../kernel/constants'
import { QUESTION_LIMITS } from '../../server/questions/routes'
import { type AccountTestServer, createAccountServer } from './helpers/account'
import { newPerson } from './helpers/cabinet'
import { Q, callJson, jsonInit } from './helpers/questions'

const ORGANIZER = 'organizer-token-for-the-text-0123456789'
let server: AccountTestServer
let meetingId = 0
const call = (path: string, init: RequestInit) => callJson(server, path, init)
const ask = (token: string, text: string) => call(`${Q}/meeting/${meetingId}`, jsonInit(token, 'POST', { text, anonymous: false }))

beforeAll(async () => {
  // Rate limits on, as in production.
  server = await createAccountServer({ account: { rateLimit: true }, config: { organizerToken: ORGANIZER } })
  const [row] = await server.db.query<{ id: number; start_at: Date }>('SELECT id, start_at FROM meetings WHERE NOT is_culture AND withdrawn_at IS NULL ORDER BY id LIMIT 1')
  meetingId = row!.id
  server.clock.now = new Date(row!.start_at).getTime()
}, 180_000)
afterAll(() => server?.close())

describe('texts people show to others', () => {
  it('a question of zero-width characters only is refused; bidi overrides are taken out of a question', async () => {
    const token = await newPerson(server)
    expect((await ask(token, '\u200b\u200c\u200d\u2060\ufeff')).status).toBe(400)
    expect((await ask(token, '\u202e\u2066 \u2069')).status).toBe(400)
    const kept = await ask(token, 'Why \u202egnp.exe\u202c is it?')
    expect(kept.status).toBe(201)
    expect(kept.body.data.text).toBe('Why gnp.exe is it?')
  })

  it('an announcement loses its bidi overrides, and an invisible one is refused', async () => {
    const post = (body: unknown) => server.request('/api/live/announcements', { method: 'POST', headers: { Authorization: `Bearer ${ORGANIZER}`, 'Content-Type': 'application/json' }, body: JSON.stringify(body) })
    expect((await post({ ru: '\u200b', en: 'Hall B' })).status).toBe(400)
    const res = await post({ ru: 'Зал \u202eБ', en: 'Hall \u2066B\u2069' })
    expect(res.status).toBe(201)
    expect((await res.json()).data.text).toEqual({ ru: 'Зал Б', en: 'Hall B' })
  })
})

describe('limits that hold across processes', () => {
  it(`votes past ${QUESTION_LIMITS.vote.limit} a minute from one person get 429 with Retry-After`, async () => {
    const author = await newPerson(server)
    const question = (await ask(author, 'A question to vote on')).body.data.id as number
    const voter = await newPerson(server)
    const statuses: number[] = []
    for (let i = 0; i < QUESTION_LIMITS.vote.limit + 3; i++) statuses.push((await call(`${Q}/${question}/vote`, jsonInit(voter, 'POST', { vote: i % 2 === 0 }))).status)
    expect(statuses.filter((s) => s === 200)).toHaveLength(QUESTION_LIMITS.vote.limit)
    expect(statuses.slice(-3)).toEqual([429, 429, 429])
  })

  it(`${QUESTIONS_PER_MINUTE * 3} asks at once from one person: exactly ${QUESTIONS_PER_MINUTE} are taken`, async () => {
    const token = await newPerson(server)
    const replies = await Promise.all(Array.from({ length: QUESTIONS_PER_MINUTE * 3 }, (_, i) => ask(token, `Parallel question ${i}`)))
    expect(replies.filter((r) => r.status === 201)).toHaveLength(QUESTIONS_PER_MINUTE)
    expect(replies.filter((r) => r.status === 429)).toHaveLength(QUESTIONS_PER_MINUTE * 2)
  })
})
