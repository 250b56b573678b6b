/**
 * The hall's QR code (/h/{hall} → /program/meeting/{id}#questions): the questions open at once
 * with their field ready, their window in real venue times, and a question written before the
 * login is sent after it, nothing typed lost.
 */
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import type { Question, QuestionList } from '../../../kernel/contract/questions'
import { aTokenPair, aUser, bodyOf } from '../auth/auth-helpers'
import { type Handlers, fakeFetch, json, renderRoute } from '../render'
import { contentApi } from './content-api'

// Session 103 runs 12:00–13:00 in Moscow (the event's zone): questions from 11:45 to 13:30.
const WINDOW = { opens_at: '2026-12-08T08:45:00Z', closes_at: '2026-12-08T10:30:00Z' }
const DURING = '2026-12-08T09:10:00Z' // 12:10 at the venue
const BEFORE = '2026-12-08T07:00:00Z' // 10:00
const AFTER = '2026-12-08T11:00:00Z' // 14:00

const aQuestion = (over: Partial<Question>): Question => ({
  id: 1,
  meeting_id: 103,
  text: 'Вопрос',
  author: null,
  anonymous: false,
  state: 'open',
  votes: 0,
  created_at: DURING,
  voted: false,
  mine: false,
  ...over,
})

/** The questions API of session 103 (the browser's own fetch, as the site calls it): what was asked, what it lists. */
function questionsServer(now: string) {
  const asked: { body: Record<string, unknown>; auth: string | null }[] = []
  const questions: Question[] = []
  const list = (): QuestionList => ({
    window: { ...WINDOW, open: now >= WINDOW.opens_at && now <= WINDOW.closes_at },
    approval: false,
    can_moderate: false,
    questions,
  })
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(new URL(String(input instanceof Request ? input.url : input), 'http://forum.test'), init)
    const url = new URL(request.url)
    if (url.pathname !== '/api/questions/meeting/103') return json(404, { message: 'Not found' })
    if (request.method === 'POST') {
      const body = bodyOf(init)
      asked.push({ body, auth: request.headers.get('authorization') })
      const question = aQuestion({ id: questions.length + 1, text: String(body.text), anonymous: body.anonymous === true, mine: true })
      questions.push(question)
      return json(201, { data: question })
    }
    return json(200, { data: list() })
  })
  return { asked }
}

const accountHandlers = (): Handlers => ({
  ...contentApi(),
  '/acc/auth/login': (_url: URL, init: RequestInit | undefined) => {
    const body = bodyOf(init)
    return body.email === 'visitor@horizon-forum.example' && body.password === 'visitor2026' ? aTokenPair() : json(401, { message: 'Неверный логин или пароль' })
  },
  '/acc/api/user/me/': aUser(),
  '/acc/api/user/event/view/': null,
  '/acc/auth/providers': { vk: false },
  '/acc/api/meeting': [],
  '/acc/api/user/meeting': [],
})

const at = (instant: string) => vi.setSystemTime(new Date(instant))

beforeAll(async () => {
  await Promise.all([import('../../../src/features/program/MeetingPage'), import('../../../src/features/questions/QuestionsBlock'), import('../../../src/features/auth/LoginPage')])
})
beforeEach(() => {
  // Only the date is fake: timers and promises run as they do for a person.
  vi.useFakeTimers({ toFake: ['Date'] })
  sessionStorage.clear()
})
afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
  sessionStorage.clear()
})

const questionsSection = async () => screen.findByRole('region', { name: 'Вопросы спикерам' })

describe('the hall’s QR code opens the session’s questions ready to ask', () => {
  it('a page opened at #questions shows the questions expanded with the question field focused, at the top of the screen', async () => {
    at(DURING)
    questionsServer(DURING)
    await renderRoute('/program/meeting/103#questions', { fetch: fakeFetch(accountHandlers()).fetch })
    const section = await questionsSection()
    const field = await within(section).findByLabelText('Ваш вопрос')
    expect(within(section).queryByRole('button', { name: 'Показать вопросы' })).not.toBeInTheDocument()
    await vi.waitFor(() => expect(field).toHaveFocus())
    const scrolled = vi.mocked(Element.prototype.scrollIntoView)
    expect(scrolled.mock.contexts).toContain(section)
    expect(scrolled).toHaveBeenCalledWith({ block: 'start' })
    // Anyone may write first: the form sends by logging in.
    expect(within(section).getByRole('button', { name: 'Войти и отправить' })).toBeInTheDocument()
  })

  it('opened at #questions the block is expanded outside the window too; without it, the page still shows the button', async () => {
    at('2026-12-07T07:00:00Z') // the day before: the block does not open by itself
    questionsServer('2026-12-07T07:00:00Z')
    const first = await renderRoute('/program/meeting/103', { fetch: fakeFetch(accountHandlers()).fetch })
    expect(await within(await questionsSection()).findByRole('button', { name: 'Показать вопросы' })).toBeInTheDocument()
    first.unmount()
    await renderRoute('/program/meeting/103#questions', { fetch: fakeFetch(accountHandlers()).fetch })
    const section = await questionsSection()
    expect(await within(section).findByText('Вопросов пока нет.')).toBeInTheDocument()
    expect(within(section).queryByRole('button', { name: 'Показать вопросы' })).not.toBeInTheDocument()
  })
})

describe('the questions’ window is shown in real venue times', () => {
  it.each([
    [BEFORE, 'Вопросы принимаются с 11:45 до 13:30.'],
    [DURING, 'Вопросы принимаются до 13:30.'],
    [AFTER, 'Вопросы принимались с 11:45 до 13:30.'],
  ])('at %s the block says “%s”', async (now, line) => {
    at(now)
    questionsServer(now)
    await renderRoute('/program/meeting/103#questions', { fetch: fakeFetch(accountHandlers()).fetch })
    const section = await questionsSection()
    expect(await within(section).findByText(line)).toBeInTheDocument()
    expect(section).not.toHaveTextContent('15 минут')
  })
})

describe('a question written before logging in is sent after it', () => {
  it('the typed question survives the login page and is sent once the person is back, as they chose it (anonymous)', async () => {
    at(DURING)
    const server = questionsServer(DURING)
    const { router } = await renderRoute('/program/meeting/103#questions', { fetch: fakeFetch(accountHandlers()).fetch })
    const section = await questionsSection()
    await userEvent.type(await within(section).findByLabelText('Ваш вопрос'), 'Будет ли запись?')
    await userEvent.click(within(section).getByLabelText(/Спросить анонимно/))
    await userEvent.click(within(section).getByRole('button', { name: 'Войти и отправить' }))

    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/login'))
    expect(router.state.location.search).toEqual({ redirect: '/program/meeting/103#questions' })
    expect(server.asked).toEqual([]) // nothing sent without an account
    await userEvent.type(await screen.findByLabelText('Email'), 'visitor@horizon-forum.example')
    await userEvent.type(screen.getByLabelText('Пароль'), 'visitor2026')
    await userEvent.click(screen.getByRole('button', { name: 'Войти' }))

    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/program/meeting/103'))
    await vi.waitFor(() => expect(server.asked).toHaveLength(1))
    expect(server.asked[0]).toEqual({ body: { text: 'Будет ли запись?', anonymous: true }, auth: 'Bearer token-new' })
    const back = await questionsSection()
    const item = await within(back).findByText('Будет ли запись?', { selector: '.questions__text' })
    expect(item.closest('li')).toHaveTextContent('Анонимно')
    expect(within(back).getByLabelText('Ваш вопрос')).toHaveValue('')
    expect(within(back).getByRole('button', { name: 'Задать вопрос' })).toBeInTheDocument()
    // Sent once: a reload does not ask again.
    expect(sessionStorage.length).toBe(0)
  })

  it('a question the server refuses after the login stays in the box', async () => {
    at(DURING)
    questionsServer(DURING)
    sessionStorage.setItem('question-draft:103', JSON.stringify({ text: 'Второй вопрос', anonymous: false, send: true }))
    const refusing = globalThis.fetch
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) =>
      init?.method === 'POST' ? json(429, { message: 'Не больше 3 вопросов в минуту.' }) : refusing(input, init),
    )
    localStorage.setItem('jwt_expires_at', String(Date.now() + 3600_000))
    localStorage.setItem('email', 'visitor@horizon-forum.example')
    localStorage.setItem('jwt_token', 'token-stored')
    await renderRoute('/program/meeting/103#questions', { fetch: fakeFetch(accountHandlers()).fetch })
    const section = await questionsSection()
    expect(await within(section).findByRole('alert')).toHaveTextContent('Не больше 3 вопросов в минуту.')
    expect(within(section).getByLabelText('Ваш вопрос')).toHaveValue('Второй вопрос')
  })
})
