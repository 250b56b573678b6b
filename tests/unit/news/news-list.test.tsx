import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import type { NewsItem } from '../../../kernel/contract/content'
import { aNewsItem, anEvent, anIndustry } from '../fixtures'
import { type Handlers, deadFetch, fakeFetch, renderRoute } from '../render'

const NEWS = [
  aNewsItem(1, { industry_ids: [1] }),
  aNewsItem(2, { industry_ids: [2] }),
  aNewsItem(3, { industry_ids: [1, 2] }),
]

/** The server's filter: items of any of the asked industries. */
const newsHandler =
  (items: NewsItem[]) =>
  (url: URL): NewsItem[] => {
    const ids = url.searchParams.get('industry_ids')?.split(',').map(Number)
    return ids ? items.filter((item) => item.industry_ids.some((id) => ids.includes(id))) : items
  }

const handlers = (news: NewsItem[] = NEWS): Handlers => ({
  '/news/35': newsHandler(news),
  '/industries': [anIndustry(1, 'Музыка', 'Music'), anIndustry(2, 'Кино', 'Film')],
  // The frame's site name comes from the organizer's event (src/lib/site.ts).
  '/events/35': [anEvent()],
})

const cardTitles = () =>
  within(screen.getByRole('main'))
    .queryAllByRole('heading', { level: 2 })
    .map((h) => h.textContent)

describe('news list', () => {
  it('§2 news (ru): heading, industry chips and cards with date, title and lead', async () => {
    await renderRoute('/news', { fetch: fakeFetch(handlers()).fetch })
    expect(await screen.findByRole('heading', { level: 1, name: 'Новости' })).toBeInTheDocument()
    const filter = screen.getByRole('navigation', { name: 'Фильтр по индустриям' })
    expect(
      within(filter)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Все', 'Музыка', 'Кино'])
    expect(within(filter).getByRole('link', { name: 'Все' })).toHaveAttribute('aria-current', 'page')
    expect(cardTitles()).toEqual(['Новость 1', 'Новость 2', 'Новость 3'])
    expect(screen.getByRole('link', { name: 'Новость 2' })).toHaveAttribute('href', '/news/2')
    expect(screen.getAllByText('1 ноября 2026 г.')).toHaveLength(3)
    expect(screen.getAllByText('Коротко')).toHaveLength(3)
    expect(document.title).toBe('Новости — Форум «Горизонт»')
  })

  it('§2 news (en): the same in English', async () => {
    await renderRoute('/news', { lang: 'en', fetch: fakeFetch(handlers()).fetch })
    expect(await screen.findByRole('heading', { level: 1, name: 'News' })).toBeInTheDocument()
    const filter = screen.getByRole('navigation', { name: 'Filter by industry' })
    expect(
      within(filter)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['All', 'Music', 'Film'])
    expect(cardTitles()).toEqual(['News 1', 'News 2', 'News 3'])
    expect(screen.getAllByText('1 November 2026')).toHaveLength(3)
    expect(screen.getAllByText('In short')).toHaveLength(3)
  })

  it('§2 industry filter: a chip puts ?industry= in the URL, asks the server with industry_ids and narrows the list', async () => {
    const { fetch, requests } = fakeFetch(handlers())
    const { router } = await renderRoute('/news', { fetch })
    await screen.findByRole('heading', { level: 1, name: 'Новости' })
    await userEvent.click(screen.getByRole('link', { name: 'Кино' }))
    await waitFor(() => expect(cardTitles()).toEqual(['Новость 2', 'Новость 3']))
    expect(router.state.location.search).toEqual({ industry: 2 })
    expect(router.state.location.href).toBe('/news?industry=2')
    expect(screen.getByRole('link', { name: 'Кино' })).toHaveAttribute('aria-current', 'page')
    expect(screen.getByRole('link', { name: 'Все' })).not.toHaveAttribute('aria-current')
    expect(screen.getByText('Новости индустрии «Кино»')).toBeInTheDocument()
    const last = requests.filter((r) => r.url.pathname.endsWith('/news/35')).at(-1)!
    expect(last.url.searchParams.get('industry_ids')).toBe('2')

    await userEvent.click(screen.getByRole('link', { name: 'Все' }))
    await waitFor(() => expect(cardTitles()).toEqual(['Новость 1', 'Новость 2', 'Новость 3']))
    expect(router.state.location.href).toBe('/news')
  })

  it('§2 industry filter: opening /news?industry=1 shows that industry only', async () => {
    await renderRoute('/news?industry=1', { lang: 'en', fetch: fakeFetch(handlers()).fetch })
    await waitFor(() => expect(cardTitles()).toEqual(['News 1', 'News 3']))
    expect(screen.getByRole('link', { name: 'Music' })).toHaveAttribute('aria-current', 'page')
    expect(document.title).toBe('News: Music — Horizon Forum')
  })

  it('§2 industry filter: the chip of the active filter is marked aria-current, the others are not', async () => {
    await renderRoute('/news?industry=2', { fetch: fakeFetch(handlers()).fetch })
    await waitFor(() => expect(cardTitles()).toEqual(['Новость 2', 'Новость 3']))
    const filter = screen.getByRole('navigation', { name: 'Фильтр по индустриям' })
    expect(within(filter).getByRole('link', { name: 'Кино' })).toHaveAttribute('aria-current', 'page')
    expect(within(filter).getByRole('link', { name: 'Все' })).not.toHaveAttribute('aria-current')
    expect(within(filter).getByRole('link', { name: 'Музыка' })).not.toHaveAttribute('aria-current')
  })

  it('a malformed industry in the URL falls back to all news', async () => {
    const { fetch, requests } = fakeFetch(handlers())
    await renderRoute('/news?industry=abc', { fetch })
    await waitFor(() => expect(cardTitles()).toEqual(['Новость 1', 'Новость 2', 'Новость 3']))
    expect(requests.find((r) => r.url.pathname.endsWith('/news/35'))!.url.searchParams.has('industry_ids')).toBe(false)
  })

  it('empty state: an industry without news says so and offers to reset the filter', async () => {
    const { router } = await renderRoute('/news?industry=2', {
      fetch: fakeFetch(handlers([aNewsItem(1, { industry_ids: [1] })])).fetch,
    })
    expect(await screen.findByText('По этой индустрии новостей пока нет')).toBeInTheDocument()
    await userEvent.click(screen.getByRole('link', { name: 'Показать все новости' }))
    await waitFor(() => expect(cardTitles()).toEqual(['Новость 1']))
    expect(router.state.location.search).toEqual({})
  })

  it('empty state (en): no news at all', async () => {
    await renderRoute('/news', { lang: 'en', fetch: fakeFetch(handlers([])).fetch })
    expect(await screen.findByText('No news yet')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Home page' })).toHaveAttribute('href', '/')
  })

  it('§8: no response from the server shows "Server connection error" with a retry', async () => {
    await renderRoute('/news', { fetch: deadFetch })
    expect(await screen.findByText('Ошибка соединения с сервером')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Повторить' })).toBeInTheDocument()
  })
})
