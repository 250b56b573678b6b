import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { deadFetch, fakeFetch, renderRoute } from '../render'
import { contentApi, programDb } from './content-api'
import { richText } from '../rich-text'

describe('/program/{id} — one hall', () => {
  it('shows the hall: name, location, capacity, description and its sessions by day', async () => {
    const api = fakeFetch(contentApi())
    await renderRoute('/program/2', { fetch: api.fetch })
    expect(await screen.findByRole('heading', { level: 1, name: 'Большой зал' })).toBeInTheDocument()
    expect(screen.getByText('Павильон 2')).toBeInTheDocument()
    expect(screen.getByText('200 мест')).toBeInTheDocument()
    await richText(() => screen.getByText('Главная сцена'))
    const days = within(screen.getByRole('main')).getAllByRole('heading', { level: 3 }).map((h) => h.textContent)
    expect(days).toEqual(['вторник, 8 декабря', 'среда, 9 декабря'])
    const first = screen.getByRole('region', { name: 'вторник, 8 декабря' })
    expect(within(first).getByRole('link', { name: 'Музыка в цифре' })).toHaveAttribute('href', '/program/meeting/102')
    expect(within(first).getByText('10:00')).toBeInTheDocument()
    expect(within(first).getByText('11:30')).toBeInTheDocument()
    expect(within(first).getByText(/Панельная дискуссия/)).toBeInTheDocument()
    expect(document.title).toBe('Большой зал — Форум «Горизонт»')
    const call = api.requests.find((r) => r.url.pathname.endsWith('/meeting'))!.url.searchParams
    expect(call.get('area_id')).toBe('2')
  })

  it('in English', async () => {
    await renderRoute('/program/2', { lang: 'en', fetch: fakeFetch(contentApi()).fetch })
    expect(await screen.findByRole('heading', { level: 1, name: 'Main hall' })).toBeInTheDocument()
    expect(screen.getByText('200 seats')).toBeInTheDocument()
    expect(screen.getByRole('heading', { level: 2, name: 'Hall program' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Music goes digital' })).toBeInTheDocument()
    expect(screen.getByText('Venue time: Kazan (UTC+3)')).toBeInTheDocument()
  })

  it("a culture hall's items link to the festival pages", async () => {
    await renderRoute('/program/9', { fetch: fakeFetch(contentApi()).fetch })
    expect(await screen.findByRole('link', { name: 'Концерт' })).toHaveAttribute('href', '/festival-program/201')
  })

  it('a hall without sessions says so and leads back to the program', async () => {
    const db = programDb()
    db.meetings = db.meetings.filter((m) => m.area_id !== 1)
    await renderRoute('/program/1', { fetch: fakeFetch(contentApi(db)).fetch })
    expect(await screen.findByText('В этом зале пока нет событий')).toBeInTheDocument()
    expect(screen.getAllByRole('link', { name: 'Вся программа' }).at(-1)).toHaveAttribute('href', '/program')
  })

  it.each(['/program/404', '/program/abc', '/program/0'])('an unknown hall (%s) shows the not-found screen', async (path) => {
    await renderRoute(path, { fetch: fakeFetch(contentApi()).fetch })
    expect(await screen.findByRole('heading', { level: 1, name: 'Страница не найдена' })).toBeInTheDocument()
  })

  it('§8: no response from the server shows "Server connection error"', async () => {
    await renderRoute('/program/1', { fetch: deadFetch })
    expect(await screen.findByText('Ошибка соединения с сервером')).toBeInTheDocument()
  })
})
