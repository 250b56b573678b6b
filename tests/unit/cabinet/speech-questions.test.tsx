import { fireEvent, screen, within } from '@testing-library/react'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import type { Question, QuestionList } from '../../../kernel/contract/questions'
import { anAccountMeeting, anArea } from '../fixtures'
import { fakeFetch, renderRoute } from '../render'
import { at, cabinetHandlers, loadCabinetScreens, storeSession } from './cabinet-helpers'

beforeAll(loadCabinetScreens)
afterEach(() => vi.unstubAllGlobals())

const aQuestion = (id: number, over: Partial<Question>): Question => ({
  id,
  meeting_id: 2,
  text: `Вопрос ${id}`,
  author: 'Анна Смирнова',
  anonymous: false,
  state: 'open',
  votes: 0,
  created_at: '2026-12-08T09:10:00Z',
  voted: false,
  mine: false,
  ...over,
})
const answered = aQuestion(1, {
  text: 'Когда выйдет фильм?',
  state: 'answered',
  votes: 7,
  created_at: '2026-12-08T09:05:00Z',
})
const waiting = aQuestion(2, {
  text: 'Где посмотреть трейлер?',
  anonymous: true,
  author: null,
  votes: 2,
  created_at: '2026-12-08T09:20:00Z',
})
const listOf = (questions: Question[]): QuestionList => ({
  window: {
    opens_at: '2026-12-08T08:00:00Z',
    closes_at: '2026-12-08T10:00:00Z',
    open: false,
  },
  approval: false,
  can_moderate: true,
  questions,
})

describe('a speaker reads their sessions’ questions in the cabinet', () => {
  it('answered or not, top-voted first, newest first on request; anonymous ones stay anonymous', async () => {
    const asked: string[] = []
    vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
      const url = new URL(String(input instanceof Request ? input.url : input), 'http://forum.test')
      asked.push(url.pathname + url.search)
      if (url.pathname === '/api/questions/meeting/2') {
        const sort = url.searchParams.get('sort')
        const body = {
          data: listOf(sort === 'new' ? [waiting, answered] : [answered, waiting]),
        }
        return new Response(JSON.stringify(body), {
          status: 200,
          headers: { 'content-type': 'application/json' },
        })
      }
      return new Response(JSON.stringify({ message: 'Not found' }), {
        status: 404,
        headers: { 'content-type': 'application/json' },
      })
    })
    storeSession()
    const meetings = [
      anAccountMeeting(2, {
        ...at('2026-12-08', '12:00', '13:00'),
        is_favorite: false,
        participation: 'speaker',
        area: anArea(1),
      }),
    ]
    await renderRoute('/cabinet', {
      fetch: fakeFetch(cabinetHandlers({ '/acc/api/user/meeting': meetings })).fetch,
    })
    const speeches = await screen.findByRole('region', {
      name: 'Мои выступления',
    })
    expect(asked.filter((p) => p.startsWith('/api/questions/meeting/'))).toEqual([]) // nothing read until asked for
    fireEvent.click(
      within(speeches).getByRole('button', {
        name: 'Показать вопросы: Сессия 2',
      }),
    )
    // The questions' texts, in the order shown.
    const items = async () => (await within(speeches).findAllByText(/\?$/)).map((p) => p.textContent)
    expect(await items()).toEqual(['Когда выйдет фильм?', 'Где посмотреть трейлер?'])
    expect(within(speeches).getByText(/Анна Смирнова · голосов: 7 · Отвечен/)).toBeTruthy()
    expect(within(speeches).getByText(/Анонимно · голосов: 2/)).toBeTruthy()
    expect(
      within(speeches).queryByRole('button', {
        name: /Скрыть|Закрепить|Поддержать/,
      }),
    ).toBeNull()
    fireEvent.click(within(speeches).getByRole('button', { name: 'Новые' }))
    await vi.waitFor(async () => expect(await items()).toEqual(['Где посмотреть трейлер?', 'Когда выйдет фильм?']))
    expect(asked).toContain('/api/questions/meeting/2?sort=new')
  })
})
