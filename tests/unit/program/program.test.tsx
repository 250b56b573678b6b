import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { deadFetch, fakeFetch, renderRoute } from '../render'
import { contentApi, programDb } from './content-api'

const meetingCalls = (requests: { url: URL }[]) => requests.filter((r) => r.url.pathname.endsWith('/meeting')).map((r) => r.url.searchParams)
const titles = () => within(screen.getByRole('main')).queryAllByRole('heading', { level: 4 }).map((h) => h.textContent)

beforeEach(() => {
  // Two weeks before the forum, in the venue's time zone.
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(new Date('2026-11-22T10:00:00+03:00'))
})
afterEach(() => vi.useRealTimers())

describe('/program — the business program', () => {
  it('§2: shows the first forum day, sessions grouped by start time with time, hall, format, industries and speakers', async () => {
    const api = fakeFetch(contentApi())
    await renderRoute('/program', { fetch: api.fetch })
    expect(await screen.findByRole('heading', { level: 1, name: 'Деловая программа' })).toBeInTheDocument()
    const days = screen.getByRole('navigation', { name: 'Дни форума' })
    expect(within(days).getAllByRole('link')).toHaveLength(4)
    expect(within(days).getByRole('link', { current: 'page' })).toHaveTextContent(/^День 1.*вторник, 8 декабря/)
    expect(screen.getByRole('heading', { level: 2, name: 'вторник, 8 декабря' })).toBeInTheDocument()
    expect(screen.getByText('3 сессии')).toBeInTheDocument()
    expect(screen.getByText('Время площадки: Казань (UTC+3)')).toBeInTheDocument()

    // Two sessions start at 10:00, one at 12:00; business only (the 19:00 concert is the festival's).
    const slots = within(screen.getByRole('main')).getAllByRole('heading', { level: 3 }).map((h) => h.textContent)
    expect(slots).toEqual(['10:00', '12:00'])
    expect(titles()).toEqual(['Будущее кино', 'Музыка в цифре', 'Саундтреки'])

    const card = screen.getByRole('heading', { name: 'Будущее кино' }).closest('article')!
    expect(within(card).getByRole('link', { name: 'Будущее кино' })).toHaveAttribute('href', '/program/meeting/101')
    expect(within(card).getByText('10:00')).toBeInTheDocument()
    expect(within(card).getByText('11:00')).toBeInTheDocument()
    expect(within(card).getByRole('link', { name: 'Зал 1' })).toHaveAttribute('href', '/program/1')
    expect(within(card).getByText('Панельная дискуссия')).toBeInTheDocument()
    expect(within(card).getByRole('list', { name: 'Индустрии' })).toHaveTextContent('Кино')
    // Moderator first, then the speaker.
    expect(within(card).getByText('Анна Иванова-1, Анна Иванова-2')).toBeInTheDocument()

    const [call] = meetingCalls(api.requests)
    expect(call?.get('date')).toBe('2026-12-08')
    expect(call?.get('is_culture')).toBe('0')
    expect(call?.get('event_id')).toBe('35')
    expect(call?.get('with')).toBe('areaEventType,speakers')
  })

  it('lists the halls with links to their pages, and links to both grids keeping the day', async () => {
    await renderRoute('/program?day=2026-12-09', { fetch: fakeFetch(contentApi()).fetch })
    const halls = await screen.findByRole('region', { name: 'Залы' })
    expect(within(halls).getAllByRole('link').map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Большой зал', '/program/2'],
      ['Зал 1', '/program/1'],
    ])
    const views = screen.getByRole('navigation', { name: 'Вид программы' })
    expect(within(views).getByRole('link', { name: 'Сетка' })).toHaveAttribute('href', '/program/grid?day=2026-12-09')
    expect(within(views).getByRole('link', { name: 'Подробная сетка' })).toHaveAttribute('href', '/program/detailed-grid?day=2026-12-09')
  })

  it('in English: heading, day tabs, times labelled as Moscow time, English titles', async () => {
    await renderRoute('/program', { lang: 'en', fetch: fakeFetch(contentApi()).fetch })
    expect(await screen.findByRole('heading', { level: 1, name: 'Business program' })).toBeInTheDocument()
    expect(screen.getByRole('navigation', { name: 'Forum days' })).toBeInTheDocument()
    expect(screen.getByRole('heading', { level: 2, name: 'Tuesday 8 December' })).toBeInTheDocument()
    expect(screen.getByText('3 sessions')).toBeInTheDocument()
    expect(screen.getByText('Venue time: Kazan (UTC+3)')).toBeInTheDocument()
    expect(titles()).toEqual(['The future of cinema', 'Music goes digital', 'Soundtracks'])
    expect(screen.getByRole('link', { name: 'All industries' })).toHaveAttribute('aria-current', 'page')
    expect(document.title).toBe('Business program — Horizon Forum')
  })

  it('opens on today when today is a forum day (venue time)', async () => {
    // 23:30 UTC on the 8th is already the 9th in Moscow.
    vi.setSystemTime(new Date('2026-12-08T23:30:00Z'))
    await renderRoute('/program', { fetch: fakeFetch(contentApi()).fetch })
    expect(await screen.findByRole('heading', { level: 2, name: 'среда, 9 декабря' })).toBeInTheDocument()
    expect(titles()).toEqual(['Кино во второй день'])
  })

  it('the industry filter changes the URL and the list; a day change keeps it; the empty state resets it', async () => {
    const { router } = await renderRoute('/program', { fetch: fakeFetch(contentApi()).fetch })
    const filter = await screen.findByRole('navigation', { name: 'Фильтр по индустрии' })
    await userEvent.click(within(filter).getByRole('link', { name: 'Музыка' }))
    expect(router.state.location.search).toEqual({ industry: 2 })
    expect(titles()).toEqual(['Музыка в цифре', 'Саундтреки'])
    expect(within(filter).getByRole('link', { name: 'Музыка' })).toHaveAttribute('aria-current', 'page')
    expect(screen.getByText('2 сессии')).toBeInTheDocument()

    await userEvent.click(screen.getByRole('link', { name: /День 2/ }))
    expect(router.state.location.search).toEqual({ industry: 2, day: '2026-12-09' })
    expect(await screen.findByText('В этот день нет сессий выбранной индустрии')).toBeInTheDocument()
    expect(titles()).toEqual([])

    await userEvent.click(screen.getByRole('link', { name: 'Сбросить фильтр' }))
    expect(router.state.location.search).toEqual({ day: '2026-12-09' })
    expect(await screen.findByRole('heading', { name: 'Кино во второй день' })).toBeInTheDocument()
  })

  it('switching industries needs no new request; switching days asks for that day only', async () => {
    const api = fakeFetch(contentApi())
    await renderRoute('/program?day=2026-12-08', { fetch: api.fetch })
    await screen.findByRole('heading', { name: 'Будущее кино' })
    const before = api.requests.length
    await userEvent.click(screen.getByRole('link', { name: 'Игры' }))
    expect(await screen.findByText('В этот день нет сессий выбранной индустрии')).toBeInTheDocument()
    expect(api.requests.length).toBe(before)
    await userEvent.click(screen.getByRole('link', { name: /День 2/ }))
    await screen.findByRole('heading', { level: 2, name: 'среда, 9 декабря' })
    const after = api.requests.slice(before).map((r) => r.url.pathname.replace('/acms/api/v1.0', ''))
    expect(after).toEqual(['/meeting'])
  })

  it('a day that is not a forum day or a broken filter falls back to the default view', async () => {
    await renderRoute('/program?day=2030-01-01&industry=abc', { fetch: fakeFetch(contentApi()).fetch })
    expect(await screen.findByRole('heading', { level: 2, name: 'вторник, 8 декабря' })).toBeInTheDocument()
    expect(titles()).toHaveLength(3)
  })

  it('a day without sessions says so', async () => {
    const db = programDb()
    db.meetings = db.meetings.filter((m) => m.date !== '2026-12-08')
    await renderRoute('/program', { fetch: fakeFetch(contentApi(db)).fetch })
    expect(await screen.findByText('В этот день сессий нет')).toBeInTheDocument()
  })

  it('§8: no response from the server shows "Server connection error"', async () => {
    await renderRoute('/program', { fetch: deadFetch })
    expect(await screen.findByText('Ошибка соединения с сервером')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Повторить' })).toBeInTheDocument()
  })
})
