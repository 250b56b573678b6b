import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import type { SearchResults } from '../../../kernel/contract/content'
import { type Handlers, fakeFetch, json, renderRoute } from '../render'

const RESULTS: SearchResults = {
  meetings: [
    { id: 7, title: { text: 'Дизайнеры и швейные фабрики', marks: [[0, 9]] }, snippet: { text: 'О <b>дизайне</b>', marks: [[2, 16]] }, date: '2026-12-08T10:00:00+03:00' },
  ],
  festival: [{ id: 70, title: { text: 'Ночь дизайна', marks: [[5, 12]] }, snippet: null, date: '2026-12-09T19:00:00+03:00' }],
  speakers: [{ id: 4, title: { text: 'Роман Ибрагимов', marks: [[6, 15]] }, snippet: { text: 'Креативный директор, Студия «Облако»', marks: [] }, photo: null }],
  news: [{ id: 3, title: { text: 'Трек «Дизайн»', marks: [[6, 12]] }, snippet: null, date: '2026-11-01T12:00:00+03:00' }],
}
const NOTHING: SearchResults = { meetings: [], festival: [], speakers: [], news: [] }

const handlers = (results: SearchResults = RESULTS): Handlers => ({ '/search/35': () => results })

const marks = () => [...document.querySelectorAll('main mark')].map((m) => m.textContent)

describe('search screen', () => {
  it('§2 search (ru): /search?q= asks the API with q and shows the groups with the matched words marked and links to each page', async () => {
    const { fetch, requests } = fakeFetch(handlers())
    await renderRoute('/search?q=дизайнеров', { fetch })
    expect(await screen.findByRole('heading', { level: 1, name: 'Поиск' })).toBeInTheDocument()
    expect(await screen.findByRole('heading', { level: 2, name: /Деловая программа/ })).toBeInTheDocument()
    expect(within(screen.getByRole('main')).getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['Деловая программа 1', 'Фестиваль 1', 'Спикеры 1', 'Новости 1'])
    expect(screen.getByRole('link', { name: 'Дизайнеры и швейные фабрики' })).toHaveAttribute('href', '/program/meeting/7')
    expect(screen.getByRole('link', { name: 'Ночь дизайна' })).toHaveAttribute('href', '/festival-program/70')
    expect(screen.getByRole('link', { name: 'Роман Ибрагимов' })).toHaveAttribute('href', '/speakers/4')
    expect(screen.getByRole('link', { name: 'Трек «Дизайн»' })).toHaveAttribute('href', '/news/3')
    expect(marks()).toEqual(['Дизайнеры', '<b>дизайне</b>', 'дизайна', 'Ибрагимов', 'Дизайн'])
    // The server's text is text: a tag in it is shown, never made markup.
    expect(document.querySelector('main b')).toBeNull()
    expect(screen.getByRole('searchbox', { name: 'Что найти' })).toHaveValue('дизайнеров')
    expect(requests.find((r) => r.url.pathname.endsWith('/search/35'))!.url.searchParams.get('q')).toBe('дизайнеров')
    expect(document.title).toMatch(/^Поиск: дизайнеров/)
  })

  it('§2 search (en): the groups under their English headings, the English texts marked', async () => {
    await renderRoute('/search?q=design', { lang: 'en', fetch: fakeFetch(handlers()).fetch })
    expect(await screen.findByRole('heading', { level: 2, name: /Business program/ })).toBeInTheDocument()
    expect(within(screen.getByRole('main')).getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['Business program 1', 'Festival 1', 'Speakers 1', 'News 1'])
    expect(within(screen.getByRole('main')).getByRole('searchbox')).toHaveValue('design')
  })

  it('§2 search: nothing typed asks nothing; nothing found says so; a new query goes into the URL', async () => {
    const { fetch, requests } = fakeFetch(handlers(NOTHING))
    const { router } = await renderRoute('/search', { fetch })
    expect(await screen.findByText(/Найдите сессию, спикера/)).toBeInTheDocument()
    expect(requests.some((r) => r.url.pathname.endsWith('/search/35'))).toBe(false)
    const main = screen.getByRole('main')
    await userEvent.type(within(main).getByRole('searchbox'), 'ничего такого{Enter}')
    await waitFor(() => expect(router.state.location.search).toEqual({ q: 'ничего такого' }))
    expect(await screen.findByText('По запросу «ничего такого» ничего не нашлось')).toBeInTheDocument()
  })

  it('§8 search: a failed search shows the error screen, not a blank page', async () => {
    await renderRoute('/search?q=мода', { fetch: fakeFetch({ '/search/35': () => json(500, { message: 'boom' }) }).fetch })
    expect(await screen.findByRole('alert')).toBeInTheDocument()
  })

  it('§2 search: the header field is a GET form to /search with q, and it opens the screen', async () => {
    const { router } = await renderRoute('/news', { fetch: fakeFetch({ ...handlers(), '/news/35': [], '/industries': [] }).fetch })
    // One field in the header's bar, one in its phone menu: one of them shows at each width.
    const fields = await screen.findAllByRole('searchbox', { name: 'Поиск по сайту' })
    for (const one of fields) {
      expect(one.closest('form')).toHaveAttribute('action', '/search')
      expect(one.closest('form')).toHaveAttribute('method', 'get')
      expect(one).toHaveAttribute('name', 'q')
    }
    const field = fields[0]!
    await userEvent.type(field, 'Ибрагимов{Enter}')
    await waitFor(() => expect(router.state.location.pathname).toBe('/search'))
    expect(router.state.location.search).toEqual({ q: 'Ибрагимов' })
  })
})
