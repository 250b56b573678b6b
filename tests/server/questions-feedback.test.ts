/** Feedback after a session: its window, one answer per person, what the speakers see (from 5 answers); the organizer's CSV. */
import { parse } from 'csv-parse/sync'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { FEEDBACK_COMMENT_MAX_LENGTH, FEEDBACK_MIN_ANSWERS, FEEDBACK_OPEN_DAYS } from '../../kernel/constants'
import { type AccountTestServer, createAccountServer, login, registeredUser } from './helpers/account'
import { newPerson } from './helpers/cabinet'
import { Q, callJson, jsonInit } from './helpers/questions'

let server: AccountTestServer
let meetingId = 0
let speakerToken = ''
let speakerAccount = { email: '', password: '' }
let startMs = 0
let endMs = 0

const json = jsonInit
const call = (path: string, init: RequestInit) => callJson(server, path, init)
const rate = (token: string | null, body: unknown, id = meetingId) => call(`${Q}/meeting/${id}/feedback`, json(token, 'PUT', body))
const mine = (token: string) => call(`${Q}/meeting/${meetingId}/feedback`, json(token, 'GET'))
const speakerView = async (token = speakerToken) => {
  const r = await call(`${Q}/feedback/speaker`, json(token, 'GET'))
  expect(r.status, r.text).toBe(200)
  return r
}

/** The newest account's id: the one newPerson or registeredUser just made. */
const lastUserId = async () => (await server.db.query<{ id: number }>('SELECT id FROM users ORDER BY id DESC LIMIT 1'))[0]!.id
const favorite = async (userId: number) => {
  await server.db.query('INSERT INTO user_favorites (user_id, meeting_id) VALUES ($1, $2) ON CONFLICT DO NOTHING', [userId, meetingId])
}
/** A new person who put the session in their program: only they (or people at the door that day) rate it. */
const picker = async () => {
  const token = await newPerson(server)
  await favorite(await lastUserId())
  return token
}

const ORGANIZER = 'organizer-token-for-the-csv-0123456789'

beforeAll(async () => {
  server = await createAccountServer({ config: { organizerToken: ORGANIZER } })
  const [row] = await server.db.query<{ meeting_id: number; speaker_id: number; start_at: Date; end_at: Date }>(
    `SELECT ms.meeting_id, ms.speaker_id, m.start_at, m.end_at FROM meeting_speakers ms JOIN meetings m ON m.id = ms.meeting_id
     WHERE NOT m.is_culture ORDER BY ms.meeting_id LIMIT 1`,
  )
  meetingId = row!.meeting_id
  startMs = new Date(row!.start_at).getTime()
  endMs = new Date(row!.end_at).getTime()
  server.clock.now = endMs + 60_000 // just after the session
  speakerAccount = await registeredUser(server)
  speakerToken = await login(server, speakerAccount.email, speakerAccount.password)
  const [me] = await server.db.query<{ id: number }>('SELECT id FROM users ORDER BY id DESC LIMIT 1')
  await server.db.query('UPDATE users SET speaker_id = $1 WHERE id = $2', [row!.speaker_id, me!.id])
}, 180_000)
afterAll(() => server?.close())

describe('feedback after a session', () => {
  it(`opens at the session's start and closes ${FEEDBACK_OPEN_DAYS} days after its end`, async () => {
    const person = await registeredUser(server)
    await favorite(await lastUserId())
    let token = await login(server, person.email, person.password)
    try {
      server.clock.now = startMs - 1000
      const early = await rate(token, { rating: 4 })
      expect(early.status).toBe(403)
      expect(early.body.message).toMatch(/from its start until 14 days after it ends/)
      expect((await mine(token)).body.data.window.open).toBe(false)
      server.clock.now = startMs
      expect((await rate(token, { rating: 4 })).status).toBe(200)
      server.clock.now = endMs + FEEDBACK_OPEN_DAYS * 86_400_000
      token = await login(server, person.email, person.password) // two weeks on: a fresh login
      expect((await rate(token, { rating: 5 })).status).toBe(200)
      server.clock.now = endMs + FEEDBACK_OPEN_DAYS * 86_400_000 + 1000
      expect((await rate(token, { rating: 3 })).status).toBe(403)
      expect((await mine(token)).body.data.mine).toEqual({ rating: 5, comment: null })
    } finally {
      server.clock.now = endMs + 60_000
      await call(`${Q}/meeting/${meetingId}/feedback`, json(token, 'DELETE'))
    }
  })

  it('only registered people rate; a rating is 1 to 5, a comment is capped plain text', async () => {
    expect((await rate(null, { rating: 3 })).status).toBe(401)
    const token = await picker()
    for (const rating of [0, 6, 2.5, 'x', null]) {
      const r = await rate(token, { rating })
      expect(r.status, String(rating)).toBe(400)
      expect(r.body.message).toBe('A rating is 1 to 5')
    }
    const long = await rate(token, { rating: 3, comment: 'x'.repeat(FEEDBACK_COMMENT_MAX_LENGTH + 1) })
    expect(long.status).toBe(400)
    expect(long.body.message).toBe(`A comment is at most ${FEEDBACK_COMMENT_MAX_LENGTH} characters long`)
    const ru = await call(`${Q}/meeting/${meetingId}/feedback`, json(token, 'PUT', { rating: 9 }, 'ru'))
    expect(ru.body.message).toBe('Оценка — от 1 до 5')
    expect((await rate(token, { rating: 3 }, 999_999)).status).toBe(404)
    expect((await mine(token)).body.data.mine).toBeNull()
  })

  it('only people who picked the session or were at the door that day rate it', async () => {
    const stranger = await newPerson(server)
    const refused = await rate(stranger, { rating: 4 })
    expect(refused.status).toBe(403)
    expect(refused.body.code).toBe('not_picked')
    expect(refused.body.message).toBe('Sessions are rated by those who added them to their program or attended the event that day')
    const ru = await call(`${Q}/meeting/${meetingId}/feedback`, json(stranger, 'PUT', { rating: 4 }, 'ru'))
    expect(ru.body.message).toBe('Оценить сессию могут те, кто добавил её в свою программу или был на мероприятии в этот день')
    expect((await mine(stranger)).body.data).toMatchObject({ allowed: false, mine: null })

    const [m] = await server.db.query<{ event_id: number; day: string }>(
      `SELECT m.event_id, (m.start_at AT TIME ZONE e.timezone)::date::text AS day FROM meetings m JOIN events e ON e.id = m.event_id WHERE m.id = $1`,
      [meetingId],
    )
    const checkIn = (userId: number, day: string) =>
      server.db.query(`INSERT INTO checkins (id, event_id, user_id, day, at, door, counted) VALUES ($1, $2, $3, $4::date, now(), 'A', true)`, [
        `test-${userId}-${day}`,
        m!.event_id,
        userId,
        day,
      ])
    const otherDay = await newPerson(server)
    await checkIn(await lastUserId(), '2001-01-01')
    expect((await rate(otherDay, { rating: 4 })).status).toBe(403)
    const atTheDoor = await newPerson(server)
    await checkIn(await lastUserId(), m!.day)
    expect((await mine(atTheDoor)).body.data.allowed).toBe(true)
    const signedUp = await newPerson(server)
    await server.db.query(`INSERT INTO user_participations (user_id, meeting_id, type) VALUES ($1, $2, 'participant')`, [await lastUserId(), meetingId])
    for (const token of [atTheDoor, signedUp]) {
      expect((await rate(token, { rating: 4 })).status).toBe(200)
      expect((await call(`${Q}/meeting/${meetingId}/feedback`, json(token, 'DELETE'))).status).toBe(200)
    }
  })

  it('a person changes and deletes their own answer', async () => {
    const token = await picker()
    expect((await rate(token, { rating: 2, comment: '  Too fast  ' })).body.data.mine).toEqual({ rating: 2, comment: 'Too fast' })
    expect((await rate(token, { rating: 4, comment: '' })).body.data.mine).toEqual({ rating: 4, comment: null })
    expect((await call(`${Q}/meeting/${meetingId}/feedback`, json(token, 'DELETE'))).status).toBe(200)
    expect((await mine(token)).body.data.mine).toBeNull()
  })

  it(`fewer than ${FEEDBACK_MIN_ANSWERS} answers show nothing to the speaker; ${FEEDBACK_MIN_ANSWERS} or more show the distribution`, async () => {
    const hostile = '<img src=x onerror=alert(1)> see https://evil.example'
    const ratings = [5, 4, 4, 1, 5]
    const comments = ['Great panel', null, hostile, 'Too short', null]
    for (let i = 0; i < FEEDBACK_MIN_ANSWERS - 1; i++) {
      expect((await rate(await picker(), { rating: ratings[i], comment: comments[i] })).status).toBe(200)
    }
    const few = (await speakerView()).body.data.find((s: { meeting_id: number }) => s.meeting_id === meetingId)
    expect(few).toMatchObject({ enough: false, min_answers: FEEDBACK_MIN_ANSWERS, answers: null, distribution: null, average: null, comments: null })
    const fewText = (await speakerView()).text
    expect(fewText).not.toContain('Great panel')

    const fifthAccount = await registeredUser(server)
    await favorite(await lastUserId())
    const fifth = await login(server, fifthAccount.email, fifthAccount.password)
    expect((await rate(fifth, { rating: ratings[4] })).status).toBe(200)
    // Five answers, but the window is still open: nothing yet (a count seen to change would give answers away).
    const open = (await speakerView()).body.data.find((s: { meeting_id: number }) => s.meeting_id === meetingId)
    expect(open).toMatchObject({ enough: false, answers: null, distribution: null })
    server.clock.now = endMs + FEEDBACK_OPEN_DAYS * 86_400_000 + 1000
    // Two weeks on, the speaker logs in again (the morning's token has expired), and so does the fifth person.
    const lateSpeaker = await login(server, speakerAccount.email, speakerAccount.password)
    const r = await speakerView(lateSpeaker)
    const enough = r.body.data.find((s: { meeting_id: number }) => s.meeting_id === meetingId)
    expect(enough).toMatchObject({ enough: true, answers: 5, distribution: [1, 0, 0, 2, 2], average: 3.8 })
    expect(enough.comments).toEqual(['Great panel', 'Too short', hostile].sort())
    // Nobody's name or account travels with an answer.
    expect(r.text).not.toMatch(/user_id|@/)
    // Once shown, an answer is not taken back: the difference would reveal it.
    const taken = await call(`${Q}/meeting/${meetingId}/feedback`, json(await login(server, fifthAccount.email, fifthAccount.password), 'DELETE'))
    expect(taken.status).toBe(403)
    expect((await speakerView(lateSpeaker)).body.data.find((s: { meeting_id: number }) => s.meeting_id === meetingId)).toMatchObject({ answers: 5 })
    // Back to just after the session for the tests below: the morning's session saw a later clock, so a new one.
    server.clock.now = endMs + 60_000
    speakerToken = await login(server, speakerAccount.email, speakerAccount.password)
  }, 300_000) // a dozen accounts made and logged in: slow on a loaded machine

  it('a speaker rating their own session gets 403, and deleting an answer below the threshold changes nothing the speaker sees', async () => {
    const [me] = await server.db.query<{ id: number }>('SELECT u.id FROM users u WHERE u.speaker_id IS NOT NULL ORDER BY u.id DESC LIMIT 1')
    await favorite(me!.id)
    const own = await rate(speakerToken, { rating: 5, comment: 'Brilliant' })
    expect(own.status).toBe(403)
    expect(own.body.code).toBe('own_session')
    expect((await mine(speakerToken)).body.data.allowed).toBe(false)
    const before = (await speakerView()).text
    const token = await picker()
    expect((await rate(token, { rating: 1 })).status).toBe(200)
    expect((await speakerView()).text).toBe(before)
    expect((await call(`${Q}/meeting/${meetingId}/feedback`, json(token, 'DELETE'))).status).toBe(200)
    expect((await speakerView()).text).toBe(before)
  }, 120_000)

  it('someone who speaks at no session sees no summaries', async () => {
    expect((await speakerView(await newPerson(server))).body.data).toEqual([])
  })
})

describe('the organizer’s CSV', () => {
  const get = (file: string, token: string | null) => server.request(`${Q}/export/${file}`, { headers: { 'X-Lang': 'en', ...(token ? { Authorization: `Bearer ${token}` } : {}) } })
  const rows = async (file: string) => {
    const res = await get(file, ORGANIZER)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8')
    return parse(await res.text(), { columns: true, bom: true }) as Record<string, string>[]
  }

  it('answers only the organizer’s token', async () => {
    expect((await get('questions.csv', null)).status).toBe(401)
    expect((await get('questions.csv', 'wrong')).status).toBe(401)
    expect((await get('questions.csv', await newPerson(server))).status).toBe(401)
    expect((await get('people.csv', ORGANIZER)).status).toBe(404)
  })

  it('questions with votes and state; a named author, an anonymous one never; hostile text defused', async () => {
    server.clock.now = startMs
    const token = await newPerson(server)
    const [me] = await server.db.query<{ id: number; email: string }>('SELECT id, email FROM users ORDER BY id DESC LIMIT 1')
    await server.db.query(`INSERT INTO profiles (user_id, firstname, lastname) VALUES ($1, 'Csvname', 'Csvlast') ON CONFLICT (user_id) DO UPDATE SET firstname = 'Csvname', lastname = 'Csvlast'`, [me!.id])
    const ask = (text: string, anonymous: boolean) => call(`${Q}/meeting/${meetingId}`, json(token, 'POST', { text, anonymous }))
    const named = (await ask('Named, with "quotes",\nand a line', false)).body.data.id
    const anon = (await ask('=HYPERLINK("http://evil.example")', true)).body.data.id
    await call(`${Q}/${named}/vote`, json(await newPerson(server), 'POST', { vote: true }))
    await call(`${Q}/${named}/moderate`, json(speakerToken, 'POST', { action: 'answer' }))
    server.clock.now = endMs + 60_000
    const all = await rows('questions.csv')
    const byId = (id: number) => all.find((r) => r.question_id === String(id))
    expect(byId(named)).toMatchObject({ session_id: String(meetingId), state: 'answered', votes: '1', anonymous: 'false', author: 'Csvname Csvlast', text: 'Named, with "quotes",\nand a line' })
    expect(byId(anon)).toMatchObject({ state: 'open', votes: '0', anonymous: 'true', author: '', text: `'=HYPERLINK("http://evil.example")` })
    const text = await (await get('questions.csv', ORGANIZER)).text()
    expect(text).not.toContain(me!.email)
  })

  it('feedback: one row per answer, a rating and a comment, no person', async () => {
    const all = (await rows('feedback.csv')).filter((r) => r.session_id === String(meetingId))
    expect(all.map((r) => r.rating).sort()).toEqual(['1', '4', '4', '5', '5'])
    expect(Object.keys(all[0]!)).toEqual(['session_id', 'session_title', 'session_start', 'rating', 'comment'])
    expect(all.some((r) => r.comment === 'Great panel')).toBe(true)
    expect(all[0]!.session_title).not.toBe('')
  })
})
