import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { anEvent, anIndustry } from '../fixtures'
import { deadFetch, fakeFetch, renderRoute } from '../render'

// The frame's site name comes from the organizer's event (src/lib/site.ts).
const handlers = { '/industries': [anIndustry(1, 'Музыка', 'Music'), anIndustry(2, 'Кино', 'Film')], '/events/35': [anEvent()] }

describe('industries', () => {
  it('§2 /industres (ru): a card per industry with icon, name, description and links to its news and program', async () => {
    await renderRoute('/industres', { fetch: fakeFetch(handlers).fetch })
    expect(await screen.findByRole('heading', { level: 1, name: 'Индустрии' })).toBeInTheDocument()
    const card = screen.getByRole('heading', { level: 2, name: 'Кино' }).closest('li')!
    expect(within(card).getByText('Кино: описание')).toBeInTheDocument()
    expect(card.querySelector('img')).toHaveAttribute('src', '/media/demo/industry/2.svg')
    expect(within(card).getByRole('link', { name: 'Новости индустрии «Кино»' })).toHaveAttribute(
      'href',
      '/news?industry=2',
    )
    expect(within(card).getByRole('link', { name: 'Сессии программы по индустрии «Кино»' })).toHaveAttribute(
      'href',
      '/program?industry=2',
    )
    expect(document.title).toBe('Индустрии — Форум «Горизонт»')
  })

  it('§2 /industres (en): the same in English', async () => {
    await renderRoute('/industres', { lang: 'en', fetch: fakeFetch(handlers).fetch })
    expect(await screen.findByRole('heading', { level: 1, name: 'Industries' })).toBeInTheDocument()
    const card = screen.getByRole('heading', { level: 2, name: 'Music' }).closest('li')!
    expect(within(card).getByText('Music: description')).toBeInTheDocument()
    expect(within(card).getByRole('link', { name: 'News of the Music industry' })).toHaveAttribute(
      'href',
      '/news?industry=1',
    )
    expect(within(card).getByRole('link', { name: 'Program sessions in the Music industry' })).toHaveAttribute(
      'href',
      '/program?industry=1',
    )
  })

  it('/industries redirects to the spec spelling /industres', async () => {
    const { router } = await renderRoute('/industries', { fetch: fakeFetch(handlers).fetch })
    expect(await screen.findByRole('heading', { level: 1, name: 'Индустрии' })).toBeInTheDocument()
    await waitFor(() => expect(router.state.location.pathname).toBe('/industres'))
  })

  it('empty state: no industries yet, with a way to the news', async () => {
    await renderRoute('/industres', { fetch: fakeFetch({ '/industries': [] }).fetch })
    expect(await screen.findByText('Список индустрий пока не опубликован')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Читать новости' })).toHaveAttribute('href', '/news')
  })

  it('§8: no response from the server shows "Server connection error"', async () => {
    await renderRoute('/industres', { fetch: deadFetch })
    expect(await screen.findByText('Ошибка соединения с сервером')).toBeInTheDocument()
  })
})
