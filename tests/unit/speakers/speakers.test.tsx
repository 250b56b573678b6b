import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import type { Speaker, SpeakerDetail } from '../../../kernel/contract/content'
import { aMeeting, aSpeaker, anArea, anIndustry } from '../fixtures'
import { type Handlers, fakeFetch, renderRoute } from '../render'

const named = (id: number, ru: [string, string], en: [string, string], over: Partial<Speaker> = {}): Speaker =>
  aSpeaker(id, {
    translations: {
      ru: { firstname: ru[0], lastname: ru[1], position: 'Продюсер', organization: 'Студия «Арка»' },
      en: { firstname: en[0], lastname: en[1], position: 'Producer', organization: 'Arka Studio' },
    },
    ...over,
  })

const SPEAKERS = [named(1, ['Роман', 'Ибрагимов'], ['Roman', 'Ibragimov']), named(2, ['Ирина', 'Жданова'], ['Irina', 'Zhdanova']), named(3, ['Анна', 'Иванова'], ['Anna', 'Ivanova'])]

const listHandlers = (): Handlers => ({
  '/speakers/35': (url: URL) => (url.searchParams.get('industry_ids') === '2' ? [SPEAKERS[1]] : SPEAKERS),
  '/industries': [anIndustry(1, 'Музыка', 'Music'), anIndustry(2, 'Кино', 'Film')],
})

const DETAIL: SpeakerDetail = {
  ...named(1, ['Роман', 'Ибрагимов'], ['Roman', 'Ibragimov'], { photo: '/media/demo/speaker/1.svg' }),
  translations: {
    ru: { firstname: 'Роман', lastname: 'Ибрагимов', position: 'Креативный директор', organization: 'Студия «Облако»', bio: 'Работает в анимации 14 лет.' },
    en: { firstname: 'Roman', lastname: 'Ibragimov', position: 'Creative Director', organization: 'Oblako Studio', bio: 'In animation for 14 years.' },
  },
  sessions: [
    { role: 'moderator', meeting: aMeeting(3, { area: anArea(1) }) },
    { role: 'speaker', meeting: aMeeting(70, { is_culture: true, start_at: '2026-12-09T19:00:00+03:00', end_at: '2026-12-09T20:00:00+03:00', date: '2026-12-09' }) },
  ],
}

const cardNames = () =>
  within(screen.getByRole('main'))
    .queryAllByRole('heading', { level: 2 })
    .map((h) => h.textContent)

describe('speakers', () => {
  it('§2 speakers (ru): every speaker with a link to their page, letters of the last names, industries', async () => {
    const { fetch, requests } = fakeFetch(listHandlers())
    await renderRoute('/speakers', { fetch })
    expect(await screen.findByRole('heading', { level: 1, name: 'Спикеры' })).toBeInTheDocument()
    expect(cardNames()).toEqual(['Роман Ибрагимов', 'Ирина Жданова', 'Анна Иванова'])
    expect(screen.getByRole('link', { name: 'Ирина Жданова' })).toHaveAttribute('href', '/speakers/2')
    const letters = screen.getByRole('navigation', { name: 'Фильтр по первой букве фамилии' })
    expect(within(letters).getAllByRole('link').map((a) => a.textContent)).toEqual(['Все', 'Ж', 'И'])
    expect(requests.find((r) => r.url.pathname.endsWith('/speakers/35'))!.url.searchParams.get('brief')).toBe('1')
  })

  it('§2 speakers: a letter and an industry filter the list and stay in the URL', async () => {
    const { fetch, requests } = fakeFetch(listHandlers())
    const { router } = await renderRoute('/speakers', { fetch })
    await screen.findByRole('heading', { level: 1, name: 'Спикеры' })
    await userEvent.click(screen.getByRole('link', { name: 'И' }))
    await waitFor(() => expect(cardNames()).toEqual(['Роман Ибрагимов', 'Анна Иванова']))
    expect(router.state.location.search).toEqual({ letter: 'И' })
    await userEvent.click(screen.getByRole('link', { name: 'Все' }))
    await waitFor(() => expect(cardNames()).toHaveLength(3))
    await userEvent.click(screen.getByRole('link', { name: 'Кино' }))
    await waitFor(() => expect(cardNames()).toEqual(['Ирина Жданова']))
    expect(router.state.location.search).toMatchObject({ industry: 2 })
    expect(requests.filter((r) => r.url.pathname.endsWith('/speakers/35')).at(-1)!.url.searchParams.get('industry_ids')).toBe('2')
  })

  it('§2 speakers (en): names, letters and the industry filter in English', async () => {
    await renderRoute('/speakers', { lang: 'en', fetch: fakeFetch(listHandlers()).fetch })
    expect(await screen.findByRole('heading', { level: 1, name: 'Speakers' })).toBeInTheDocument()
    expect(cardNames()).toEqual(['Roman Ibragimov', 'Irina Zhdanova', 'Anna Ivanova'])
    const letters = document.querySelector<HTMLElement>('.letter-filter')!
    expect(within(letters).getAllByRole('link').map((a) => a.textContent)).toEqual(['All', 'I', 'Z'])
    expect(screen.getByRole('navigation', { name: 'Filter by industry' })).toBeInTheDocument()
  })

  it('§2 speakers: a letter nobody has shows no cards and a way back to everyone', async () => {
    await renderRoute('/speakers?letter=Q', { fetch: fakeFetch(listHandlers()).fetch })
    expect(await screen.findByRole('link', { name: 'Показать всех спикеров' })).toHaveAttribute('href', '/speakers')
    expect(screen.getByText('Таких спикеров нет')).toBeInTheDocument()
    expect(document.querySelectorAll('.speaker-card')).toHaveLength(0)
  })

  it('§2 speaker page (ru): photo, name, position, organization, bio and the sessions with the role and links', async () => {
    await renderRoute('/speakers/1', { fetch: fakeFetch({ '/speakers/35/1': DETAIL }).fetch })
    expect(await screen.findByRole('heading', { level: 1, name: 'Роман Ибрагимов' })).toBeInTheDocument()
    expect(screen.getByText('Креативный директор')).toBeInTheDocument()
    expect(screen.getByText('Студия «Облако»')).toBeInTheDocument()
    expect(screen.getByText('Работает в анимации 14 лет.')).toBeInTheDocument()
    expect(document.querySelector('main img')).toHaveAttribute('src', '/media/demo/speaker/1.svg')
    const sessions = screen.getAllByRole('listitem').filter((li) => li.classList.contains('speaker-session'))
    expect(sessions.map((li) => within(li).getByText(/Модератор|Спикер/).textContent)).toEqual(['Модератор', 'Спикер'])
    expect(screen.getByRole('link', { name: 'Сессия 3' })).toHaveAttribute('href', '/program/meeting/3')
    expect(screen.getByRole('link', { name: 'Сессия 70' })).toHaveAttribute('href', '/festival-program/70')
    expect(document.title).toMatch(/^Роман Ибрагимов/)
  })

  it('§2 speaker page (en): the same in English', async () => {
    await renderRoute('/speakers/1', { lang: 'en', fetch: fakeFetch({ '/speakers/35/1': DETAIL }).fetch })
    expect(await screen.findByRole('heading', { level: 1, name: 'Roman Ibragimov' })).toBeInTheDocument()
    expect(screen.getByText('In animation for 14 years.')).toBeInTheDocument()
    expect(screen.getByText('Moderator')).toBeInTheDocument()
  })

  it('§2 speaker page: an unknown or malformed id is the not-found screen', async () => {
    await renderRoute('/speakers/999', { fetch: fakeFetch({}).fetch })
    expect(await screen.findByRole('heading', { level: 1, name: /не найдена|не найден|404/i })).toBeInTheDocument()
  })
})

describe('/speakers: finding a person by name as one types', () => {
  it('narrows the list with every letter, by the start of the first or last name, in either language, with a count and an empty state', async () => {
    await renderRoute('/speakers', { fetch: fakeFetch(listHandlers()).fetch })
    await waitFor(() => expect(cardNames()).toHaveLength(3))
    const field = screen.getByRole('searchbox', { name: 'Найти спикера по имени' })
    await userEvent.type(field, 'ив')
    await waitFor(() => expect(cardNames()).toEqual(['Анна Иванова']))
    expect(screen.getByRole('status', { name: '' })).toHaveTextContent('Нашёлся 1 спикер')
    await userEvent.clear(field)
    await userEvent.type(field, 'irina')
    await waitFor(() => expect(cardNames()).toEqual(['Ирина Жданова']))
    await userEvent.clear(field)
    await userEvent.type(field, 'роман иб')
    await waitFor(() => expect(cardNames()).toEqual(['Роман Ибрагимов']))
    await userEvent.type(field, 'x')
    expect(await screen.findByText('Никого не нашли по запросу «роман ибx»')).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Очистить поиск' }))
    await waitFor(() => expect(cardNames()).toHaveLength(3))
    expect(field).toHaveValue('')
  })
})
