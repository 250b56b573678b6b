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
  it('§2 speakers (ru): every speaker by last name with a link to their page, letters of the last names, industries', async () => {
    const { fetch, requests } = fakeFetch(listHandlers())
    await renderRoute('/speakers', { fetch })
    expect(await screen.findByRole('heading', { level: 1, name: 'Спикеры' })).toBeInTheDocument()
    expect(cardNames()).toEqual(['Ирина Жданова', 'Роман Ибрагимов', 'Анна Иванова'])
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

  it('§2 speakers (en): names, letters, the order by English last names and the industry filter in English', async () => {
    await renderRoute('/speakers', { lang: 'en', fetch: fakeFetch(listHandlers()).fetch })
    expect(await screen.findByRole('heading', { level: 1, name: 'Speakers' })).toBeInTheDocument()
    expect(cardNames()).toEqual(['Roman Ibragimov', 'Anna Ivanova', 'Irina Zhdanova'])
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

/** Ten last names, six people each, sent in an order that is not the alphabet's: 60, over two pages of 24. */
const SURNAMES: [string, string][] = [
  ['Абрамова', 'Abramova'],
  ['Белова', 'Belova'],
  ['Васильева', 'Vasilieva'],
  ['Гордеева', 'Gordeeva'],
  ['Дьякова', 'Dyakova'],
  ['Ёлкина', 'Yolkina'],
  ['Жукова', 'Zhukova'],
  ['Зайцева', 'Zaitseva'],
  ['Кузнецова', 'Kuznetsova'],
  ['Лебедева', 'Lebedeva'],
]
const FIRSTNAMES: [string, string][] = [
  ['Анна', 'Anna'],
  ['Вера', 'Vera'],
  ['Дина', 'Dina'],
  ['Ирина', 'Irina'],
  ['Мария', 'Maria'],
  ['Ольга', 'Olga'],
]
const CROWD = Array.from({ length: 60 }, (_, i) => {
  const [ruLast, enLast] = SURNAMES[(i * 7) % 10]!
  const [ruFirst, enFirst] = FIRSTNAMES[5 - Math.floor(i / 10)]!
  return named(i + 1, [ruFirst, ruLast], [enFirst, enLast])
})
const crowdHandlers = (): Handlers => ({ '/speakers/35': CROWD, '/industries': [] })
const letterNames = () => within(screen.getByRole('navigation', { name: /Фильтр по первой букве фамилии|Filter by the first letter/ })).getAllByRole('link').map((a) => a.textContent)

describe('/speakers: a long list on a phone opens a page at a time, with a letter index', () => {
  it('the letter index lists only the letters that have speakers, in the alphabet of the page', async () => {
    await renderRoute('/speakers', { fetch: fakeFetch(crowdHandlers()).fetch })
    await waitFor(() => expect(cardNames().length).toBeGreaterThan(0))
    expect(letterNames()).toEqual(['Все', 'А', 'Б', 'В', 'Г', 'Д', 'Ё', 'Ж', 'З', 'К', 'Л'])
  })

  it('the English page indexes and sorts by the English last names', async () => {
    await renderRoute('/speakers', { lang: 'en', fetch: fakeFetch(crowdHandlers()).fetch })
    await waitFor(() => expect(cardNames().length).toBeGreaterThan(0))
    expect(letterNames()).toEqual(['All', 'A', 'B', 'D', 'G', 'K', 'L', 'V', 'Y', 'Z'])
    expect(cardNames().slice(0, 7)).toEqual(['Anna Abramova', 'Dina Abramova', 'Irina Abramova', 'Maria Abramova', 'Olga Abramova', 'Vera Abramova', 'Anna Belova'])
    expect(cardNames().at(-1)).toBe('Vera Gordeeva')
  })

  it('at first the page shows one page of 24 by last name, says how many of how many, and links the next', async () => {
    await renderRoute('/speakers', { fetch: fakeFetch(crowdHandlers()).fetch })
    await waitFor(() => expect(cardNames()).toHaveLength(24))
    expect(cardNames().slice(0, 7)).toEqual(['Анна Абрамова', 'Вера Абрамова', 'Дина Абрамова', 'Ирина Абрамова', 'Мария Абрамова', 'Ольга Абрамова', 'Анна Белова'])
    expect(cardNames().at(-1)).toBe('Ольга Гордеева')
    expect(screen.getByText('Показано 24 из 60')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Показать ещё 24' })).toHaveAttribute('href', '/speakers?page=2')
  })

  it('"show more" opens the next page, keeps it in the URL, and the keyboard goes on from the first new speaker', async () => {
    const { router } = await renderRoute('/speakers', { fetch: fakeFetch(crowdHandlers()).fetch })
    await waitFor(() => expect(cardNames()).toHaveLength(24))
    await userEvent.click(screen.getByRole('link', { name: 'Показать ещё 24' }))
    await waitFor(() => expect(cardNames()).toHaveLength(48))
    expect(router.state.location.search).toEqual({ page: 2 })
    expect(screen.getByRole('link', { name: 'Анна Дьякова' })).toHaveFocus()
    expect(screen.getByText('Показано 48 из 60')).toBeInTheDocument()
    await userEvent.click(screen.getByRole('link', { name: 'Показать ещё 12' }))
    await waitFor(() => expect(cardNames()).toHaveLength(60))
    expect(screen.queryByRole('link', { name: /Показать ещё/ })).not.toBeInTheDocument()
    expect(screen.queryByText(/Показано/)).not.toBeInTheDocument()
  })

  it('a shared link with ?page=2 opens the first two pages', async () => {
    await renderRoute('/speakers?page=2', { fetch: fakeFetch(crowdHandlers()).fetch })
    await waitFor(() => expect(cardNames()).toHaveLength(48))
  })

  it('a page that is not a number is the first page', async () => {
    await renderRoute('/speakers?page=abc', { fetch: fakeFetch(crowdHandlers()).fetch })
    await waitFor(() => expect(cardNames()).toHaveLength(24))
  })

  it('choosing a letter shows only the speakers under it, from the first page, in the URL', async () => {
    const { router } = await renderRoute('/speakers?page=2', { fetch: fakeFetch(crowdHandlers()).fetch })
    await waitFor(() => expect(cardNames()).toHaveLength(48))
    await userEvent.click(screen.getByRole('link', { name: 'Ё' }))
    await waitFor(() => expect(cardNames()).toEqual(['Анна Ёлкина', 'Вера Ёлкина', 'Дина Ёлкина', 'Ирина Ёлкина', 'Мария Ёлкина', 'Ольга Ёлкина']))
    expect(router.state.location.search).toEqual({ letter: 'Ё' })
    expect(screen.getByRole('link', { name: 'Ё' })).toHaveAttribute('aria-current', 'page')
    expect(screen.queryByRole('link', { name: /Показать ещё/ })).not.toBeInTheDocument()
  })

  it('the letters are reached with Tab right after the name field and chosen with Enter', async () => {
    const { router } = await renderRoute('/speakers', { fetch: fakeFetch(crowdHandlers()).fetch })
    await waitFor(() => expect(cardNames()).toHaveLength(24))
    screen.getByRole('searchbox', { name: 'Найти спикера по имени' }).focus()
    await userEvent.tab()
    expect(screen.getByRole('link', { name: 'Все' })).toHaveFocus()
    await userEvent.tab()
    await userEvent.tab()
    expect(screen.getByRole('link', { name: 'Б' })).toHaveFocus()
    await userEvent.keyboard('{Enter}')
    await waitFor(() => expect(router.state.location.search).toEqual({ letter: 'Б' }))
    expect(cardNames()).toHaveLength(6)
  })

  it('the name filter looks through every speaker, not only the open page', async () => {
    await renderRoute('/speakers', { fetch: fakeFetch(crowdHandlers()).fetch })
    await waitFor(() => expect(cardNames()).toHaveLength(24))
    await userEvent.type(screen.getByRole('searchbox', { name: 'Найти спикера по имени' }), 'лебед')
    await waitFor(() => expect(cardNames()).toHaveLength(6))
    expect(cardNames()[0]).toBe('Анна Лебедева')
  })
})
