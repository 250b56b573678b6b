/** Questions to the speakers: the window, votes, moderation by the session's own people, limits, privacy. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { QUESTION_MAX_LENGTH, QUESTION_WINDOW, QUESTIONS_PER_MINUTE } from '../../kernel/constants'
import { grantRole } from '../../server/staff/store'
import { login, registeredUser } from './helpers/account'
import { type CabinetTestServer, createCabinetServer, newPerson } from './helpers/cabinet'
import { Q, callJson, jsonInit } from './helpers/questions'
import { SseReader } from './helpers/sse'

let server: CabinetTestServer
let meetingId = 0
let speakerToken = ''
let startMs = 0
let endMs = 0

const json = jsonInit
const call = (path: string, init: RequestInit) => callJson(server, path, init)
const ask = (token: string | null, text: string, anonymous = false, id = meetingId) => call(`${Q}/meeting/${id}`, json(token, 'POST', { text, anonymous }))
const list = (token: string | null, sort = 'votes') => call(`${Q}/meeting/${meetingId}?sort=${sort}`, json(token, 'GET'))
const vote = (token: string, qid: number, on: boolean) => call(`${Q}/${qid}/vote`, json(token, 'POST', { vote: on }))
const moderate = (token: string, qid: number, action: string) => call(`${Q}/${qid}/moderate`, json(token, 'POST', { action }))
/** A new person per question keeps the per-minute limit out of the other rules' way. */
const askFresh = async (text: string, anonymous = false) => {
  const token = await newPerson(server)
  const r = await ask(token, text, anonymous)
  expect(r.status, r.text).toBe(201)
  return { token, id: r.body.data.id as number }
}

beforeAll(async () => {
  server = await createCabinetServer()
  // A session with a speaker; an account of that speaker (as the speaker's own program links it).
  const [row] = await server.db.query<{ meeting_id: number; speaker_id: number; start_at: Date; end_at: Date }>(
    `SELECT ms.meeting_id, ms.speaker_id, m.start_at, m.end_at FROM meeting_speakers ms JOIN meetings m ON m.id = ms.meeting_id
     WHERE NOT m.is_culture ORDER BY ms.meeting_id LIMIT 1`,
  )
  meetingId = row!.meeting_id
  startMs = new Date(row!.start_at).getTime()
  endMs = new Date(row!.end_at).getTime()
  server.clock.now = startMs // the session is on (tokens are issued on this clock)
  speakerToken = await newPerson(server)
  const [me] = await server.db.query<{ id: number }>('SELECT id FROM users ORDER BY id DESC LIMIT 1')
  await server.db.query('UPDATE users SET speaker_id = $1 WHERE id = $2', [row!.speaker_id, me!.id])
}, 180_000)
afterAll(() => server?.close())

describe('questions to the speakers', () => {
  it('the window: from 15 minutes before the start until 30 minutes after the end', async () => {
    try {
      server.clock.now = startMs - QUESTION_WINDOW.beforeMs - 1000
      const early = await ask(await newPerson(server), 'Too early?')
      expect(early.status).toBe(403)
      expect(early.body.message).toMatch(/15 minutes before/)
      expect((await list(null)).body.data.window.open).toBe(false)
      server.clock.now = startMs - QUESTION_WINDOW.beforeMs
      expect((await ask(await newPerson(server), 'Just in time')).status).toBe(201)
      server.clock.now = endMs + QUESTION_WINDOW.afterMs
      expect((await ask(await newPerson(server), 'Last one')).status).toBe(201)
      server.clock.now = endMs + QUESTION_WINDOW.afterMs + 1000
      expect((await ask(await newPerson(server), 'Too late')).status).toBe(403)
    } finally {
      server.clock.now = startMs
    }
  })

  it('only registered people ask and vote; anonymous visitors read the list', async () => {
    expect((await ask(null, 'Who am I?')).status).toBe(401)
    const r = await list(null)
    expect(r.status).toBe(200)
    expect(r.body.data.can_moderate).toBe(false)
  })

  it('one vote per person per question, which can be taken back', async () => {
    const { id } = await askFresh('How many votes?')
    const voter = await newPerson(server)
    expect((await vote(voter, id, true)).body.data).toMatchObject({ votes: 1, voted: true })
    expect((await vote(voter, id, true)).body.data).toMatchObject({ votes: 1, voted: true })
    const other = await newPerson(server)
    expect((await vote(other, id, true)).body.data.votes).toBe(2)
    expect((await vote(voter, id, false)).body.data).toMatchObject({ votes: 1, voted: false })
    const byVotes = (await list(voter)).body.data.questions as { id: number; votes: number }[]
    expect(byVotes.find((q) => q.id === id)?.votes).toBe(1)
  })

  it('the list is sorted by votes or newest first', async () => {
    const a = await askFresh('Sorted A')
    const b = await askFresh('Sorted B')
    await vote(await newPerson(server), a.id, true)
    await vote(await newPerson(server), a.id, true)
    const byVotes = (await list(null, 'votes')).body.data.questions.map((q: { id: number }) => q.id)
    expect(byVotes.indexOf(a.id)).toBeLessThan(byVotes.indexOf(b.id))
    const byNew = (await list(null, 'new')).body.data.questions.map((q: { id: number }) => q.id)
    expect(byNew.indexOf(b.id)).toBeLessThan(byNew.indexOf(a.id))
    expect((await list(null, 'random')).status).toBe(400)
  })

  it(`a question is at most ${QUESTION_MAX_LENGTH} characters`, async () => {
    const token = await newPerson(server)
    const long = await ask(token, 'x'.repeat(QUESTION_MAX_LENGTH + 1))
    expect(long.status).toBe(400)
    expect(long.body.message).toBe(`A question is 1 to ${QUESTION_MAX_LENGTH} characters long`)
    expect((await ask(token, '   ')).status).toBe(400)
    expect((await ask(token, 'x'.repeat(QUESTION_MAX_LENGTH))).status).toBe(201)
  })

  it(`more than ${QUESTIONS_PER_MINUTE} questions a minute answer 429 with a clear message`, async () => {
    const token = await newPerson(server)
    try {
      for (let i = 0; i < QUESTIONS_PER_MINUTE; i++) expect((await ask(token, `Flood ${i}`)).status).toBe(201)
      const over = await ask(token, 'One too many', false)
      expect(over.status).toBe(429)
      expect(over.res.headers.get('retry-after')).toBe('60')
      expect(over.body.message).toMatch(/At most 3 questions a minute/)
      const ru = await call(`${Q}/meeting/${meetingId}`, json(token, 'POST', { text: 'Ещё' }, 'ru'))
      expect(ru.body.message).toMatch(/Не больше 3 вопросов в минуту/)
      server.clock.advance(61_000)
      expect((await ask(token, 'After a minute')).status).toBe(201)
    } finally {
      server.clock.now = startMs
    }
  })

  it('hostile text is stored and returned as text', async () => {
    const hostile = '<script>alert(1)</script><img src=x onerror=alert(2)> https://evil.example'
    const { id } = await askFresh(hostile)
    const r = await list(null, 'new')
    expect(r.res.headers.get('content-type')).toMatch(/^application\/json/)
    expect(r.body.data.questions.find((q: { id: number }) => q.id === id).text).toBe(hostile)
  })

  it('only the session’s moderators and speakers moderate; others get 403', async () => {
    const { token: asker, id } = await askFresh('Moderate me')
    const stranger = await newPerson(server)
    for (const token of [asker, stranger]) {
      const r = await moderate(token, id, 'pin')
      expect(r.status).toBe(403)
      expect(r.body.message).toMatch(/moderator and speakers/)
    }
    expect((await call(`${Q}/${id}/moderate`, json(null, 'POST', { action: 'pin' }))).status).toBe(401)
    expect((await list(speakerToken)).body.data.can_moderate).toBe(true)
    expect((await moderate(speakerToken, id, 'pin')).body.data.state).toBe('pinned')
    // One pinned question per session: pinning another puts this one back.
    const second = await askFresh('Pin me next')
    expect((await moderate(speakerToken, second.id, 'pin')).body.data.state).toBe('pinned')
    expect((await list(null)).body.data.questions.filter((q: { state: string }) => q.state === 'pinned').map((q: { id: number }) => q.id)).toEqual([second.id])
    expect((await moderate(speakerToken, second.id, 'answer')).body.data.state).toBe('answered')
    expect((await moderate(speakerToken, second.id, 'pin')).status).toBe(409)
    expect((await moderate(speakerToken, id, 'hide')).body.data.state).toBe('hidden')
    expect((await list(null)).body.data.questions.some((q: { id: number }) => q.id === id)).toBe(false)
    expect((await list(speakerToken)).body.data.questions.some((q: { id: number }) => q.id === id)).toBe(true)
    expect((await moderate(speakerToken, id, 'show')).body.data.state).toBe('open')
  })

  it('the hall’s staff moderate the questions of every session; the door’s staff do not', async () => {
    const { id } = await askFresh('Staff, pin me')
    const hall = await registeredUser(server)
    const door = await registeredUser(server)
    expect(await grantRole(server.db, hall.email, 'hall')).toBe('granted')
    expect(await grantRole(server.db, door.email, 'door')).toBe('granted')
    const hallToken = await login(server, hall.email, hall.password)
    const doorToken = await login(server, door.email, door.password)
    expect((await moderate(doorToken, id, 'pin')).status).toBe(403)
    expect((await list(doorToken)).body.data.can_moderate).toBe(false)
    expect((await list(hallToken)).body.data.can_moderate).toBe(true)
    expect((await moderate(hallToken, id, 'pin')).body.data.state).toBe('pinned')
    expect((await moderate(hallToken, id, 'answer')).body.data.state).toBe('answered')
    // Any session: not only the one this test's speaker speaks at.
    const [other] = await server.db.query<{ id: number }>('SELECT id FROM meetings WHERE NOT is_culture AND id <> $1 ORDER BY id LIMIT 1', [meetingId])
    const r = await call(`${Q}/meeting/${other!.id}`, json(hallToken, 'GET'))
    expect(r.body.data.can_moderate).toBe(true)
    expect((await call(`${Q}/meeting/${other!.id}`, json(speakerToken, 'GET'))).body.data.can_moderate).toBe(false)
  })

  it('with approval on, a new question waits: only its author and the moderators see it until approved', async () => {
    const settings = (token: string | null, approval: unknown) => call(`${Q}/meeting/${meetingId}/settings`, json(token, 'PUT', { approval }))
    const stranger = await newPerson(server)
    expect((await settings(stranger, true)).status).toBe(403)
    expect((await settings(null, true)).status).toBe(401)
    expect((await settings(speakerToken, 'yes')).status).toBe(400)
    try {
      expect((await settings(speakerToken, true)).body.data).toEqual({ approval: true })
      expect((await list(null)).body.data.approval).toBe(true)
      const { token: asker, id } = await askFresh('Wait for me')
      const seen = async (token: string | null) => (await list(token)).body.data.questions.find((q: { id: number }) => q.id === id)?.state
      expect(await seen(asker)).toBe('pending')
      expect(await seen(speakerToken)).toBe('pending')
      expect(await seen(null)).toBeUndefined()
      expect(await seen(stranger)).toBeUndefined()
      expect((await call(`${Q}/meeting/${meetingId}/screen`, json(null, 'GET'))).text).not.toContain('Wait for me')
      expect((await vote(stranger, id, true)).status).toBe(404)
      expect((await moderate(asker, id, 'approve')).status).toBe(403)
      expect((await moderate(speakerToken, id, 'pin')).status).toBe(409)
      expect((await moderate(speakerToken, id, 'approve')).body.data.state).toBe('open')
      expect(await seen(null)).toBe('open')
      expect((await vote(stranger, id, true)).body.data.votes).toBe(1)
      // A rejected one is hidden, from everyone but the moderators.
      const rejected = await askFresh('Reject me')
      expect((await moderate(speakerToken, rejected.id, 'hide')).body.data.state).toBe('hidden')
      expect((await list(rejected.token)).body.data.questions.some((q: { id: number }) => q.id === rejected.id)).toBe(false)
    } finally {
      expect((await settings(speakerToken, false)).status).toBe(200)
    }
    expect((await askFresh('Straight in')).id).toBeGreaterThan(0)
    expect((await list(null)).body.data.questions.find((q: { text: string }) => q.text === 'Straight in')?.state).toBe('open')
  })

  it('the hall’s short link opens the questions of the session on now in that hall, else the next one', async () => {
    const [m] = await server.db.query<{ area_id: number }>('SELECT area_id FROM meetings WHERE id = $1', [meetingId])
    const hall = m!.area_id
    const go = async (path: string) => {
      const res = await server.request(path)
      expect(res.status).toBe(302)
      expect(res.headers.get('cache-control')).toBe('no-store')
      return res.headers.get('location')
    }
    try {
      server.clock.now = startMs + 60_000
      expect(await go(`/h/${hall}`)).toBe(`/program/meeting/${meetingId}#questions`)
      expect(await go(`/h/${hall}?lang=en`)).toBe(`/program/meeting/${meetingId}?lang=en#questions`)
      // Before the day: the hall's first session.
      const [first] = await server.db.query<{ id: number; start_at: Date }>(
        'SELECT id, start_at FROM meetings WHERE area_id = $1 AND NOT is_culture AND withdrawn_at IS NULL ORDER BY start_at, id LIMIT 1',
        [hall],
      )
      server.clock.now = new Date(first!.start_at).getTime() - 86_400_000
      expect(await go(`/h/${hall}`)).toBe(`/program/meeting/${first!.id}#questions`)
      // Between two sessions: the next one once its questions open, the ended one's until then.
      const [next] = await server.db.query<{ id: number; start_at: Date }>(
        'SELECT id, start_at FROM meetings WHERE area_id = $1 AND NOT is_culture AND withdrawn_at IS NULL AND start_at >= $2 ORDER BY start_at, id LIMIT 1',
        [hall, new Date(endMs).toISOString()],
      )
      if (next && new Date(next.start_at).getTime() - endMs > QUESTION_WINDOW.beforeMs) {
        server.clock.now = endMs + 60_000
        expect(await go(`/h/${hall}`)).toBe(`/program/meeting/${meetingId}#questions`)
        server.clock.now = new Date(next.start_at).getTime() - QUESTION_WINDOW.beforeMs + 1000
        expect(await go(`/h/${hall}`)).toBe(`/program/meeting/${next.id}#questions`)
      }
      expect(await go('/h/99999999')).toBe('/program')
      expect(await go('/h/nonsense?lang=en')).toBe('/program?lang=en')
    } finally {
      server.clock.now = startMs
    }
  })

  it('an anonymous question never exposes its author: list, live event, screen', async () => {
    const res = await server.request('/api/live/events')
    const stream = new SseReader(res.body as ReadableStream<Uint8Array>)
    await stream.next() // hello
    const token = await newPerson(server)
    const [me] = await server.db.query<{ id: number; email: string }>('SELECT id, email FROM users ORDER BY id DESC LIMIT 1')
    await server.db.query(
      `INSERT INTO profiles (user_id, firstname, lastname) VALUES ($1, 'Secretname', 'Hiddenlast')
       ON CONFLICT (user_id) DO UPDATE SET firstname = 'Secretname', lastname = 'Hiddenlast'`,
      [me!.id],
    )
    const asked = await ask(token, 'Who asked this?', true)
    expect(asked.status).toBe(201)
    const event = await stream.next()
    expect(event.event).toBe('question')
    expect(JSON.parse(event.data!)).toEqual({ type: 'question', meeting_id: meetingId })
    await stream.cancel()
    // The server knows the author (for moderation).
    const [stored] = await server.db.query<{ user_id: number }>('SELECT user_id FROM questions WHERE id = $1', [asked.body.data.id])
    expect(stored!.user_id).toBe(me!.id)
    const answers = [
      asked.text,
      event.data!,
      (await list(null)).text,
      (await list(await newPerson(server))).text,
      (await list(speakerToken)).text,
      (await vote(await newPerson(server), asked.body.data.id, true)).text,
      (await moderate(speakerToken, asked.body.data.id, 'pin')).text,
      (await call(`${Q}/meeting/${meetingId}/screen`, json(null, 'GET'))).text,
    ]
    for (const text of answers) {
      expect(text).not.toMatch(/Secretname|Hiddenlast/)
      expect(text).not.toContain(me!.email)
      expect(text).not.toContain(`"user_id"`)
    }
    expect(asked.body.data.author).toBeNull()
    // A named question shows the name on the page, never on the hall's screen.
    const named = await ask(token, 'Named one', false)
    expect(named.body.data.author).toBe('Secretname Hiddenlast')
    const screen = await call(`${Q}/meeting/${meetingId}/screen`, json(null, 'GET'))
    expect(screen.text).not.toMatch(/Secretname/)
    expect(screen.body.data.pinned.text).toBe('Who asked this?')
  })

  it('the public list kept in memory follows every change, an account’s deletion included', async () => {
    const { token, id } = await askFresh('Kept, then gone')
    const has = async () => (await list(null)).body.data.questions.some((q: { id: number }) => q.id === id)
    expect(await has()).toBe(true)
    expect(await has()).toBe(true) // from memory now
    await vote(await newPerson(server), id, true)
    expect((await list(null)).body.data.questions.find((q: { id: number }) => q.id === id).votes).toBe(1)
    // The account goes (its questions cascade, no route of the questions runs): the list follows.
    const [me] = await server.db.query<{ user_id: number }>('SELECT user_id FROM questions WHERE id = $1', [id])
    await server.db.query('DELETE FROM users WHERE id = $1', [me!.user_id])
    expect(await has()).toBe(false)
    expect(token).toBeTruthy()
  })

  it('a person deletes their own question, and only their own', async () => {
    const { token, id } = await askFresh('Delete me')
    expect((await call(`${Q}/${id}`, json(await newPerson(server), 'DELETE'))).status).toBe(403)
    expect((await call(`${Q}/${id}`, json(token, 'DELETE'))).status).toBe(200)
    expect((await list(null)).body.data.questions.some((q: { id: number }) => q.id === id)).toBe(false)
  })
})
