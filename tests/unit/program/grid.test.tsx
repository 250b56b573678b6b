import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { aMeeting, anArea } from '../fixtures'
import { deadFetch, fakeFetch, renderRoute } from '../render'
import { contentApi, programDb } from './content-api'

const grid = () => screen.findByRole('region', { name: /^(Сетка программы|Program grid):/ })
const halls = (region: HTMLElement) => within(region).getAllByRole('heading', { level: 3 }).map((h) => h.textContent)
const cells = (region: HTMLElement) => within(region).queryAllByRole('listitem')
const measures = (name: string) => performance.getEntriesByName(name, 'measure')

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(new Date('2026-11-22T10:00:00+03:00'))
  performance.clearMeasures()
})
afterEach(() => vi.useRealTimers())

describe('/program/grid — the compact grid', () => {
  it('halls as columns in the organizers’ order, each session a link named with its time and title', async () => {
    const api = fakeFetch(contentApi())
    await renderRoute('/program/grid?day=2026-12-08', { fetch: api.fetch })
    expect(await screen.findByRole('heading', { level: 1, name: 'Сетка программы' })).toBeInTheDocument()
    const region = await grid()
    expect(region).toHaveAccessibleName('Сетка программы: вторник, 8 декабря')
    expect(halls(region)).toEqual(['Большой зал', 'Зал 1']) // sort 1 before sort 2
    expect(within(region).getByRole('link', { name: 'Большой зал' })).toHaveAttribute('href', '/program/2')
    expect(within(region).getByRole('link', { name: '10:00–11:00 Будущее кино' })).toHaveAttribute('href', '/program/meeting/101')
    expect(within(region).getByRole('link', { name: '10:00–11:30 Музыка в цифре' })).toBeInTheDocument()
    expect(screen.getByText('Время площадки: Казань (UTC+3)')).toBeInTheDocument()
    // The compact grid needs no relations; festival items stay out.
    const call = api.requests.find((r) => r.url.pathname.endsWith('/meeting'))!.url.searchParams
    expect(call.get('with')).toBeNull()
    expect(call.get('is_culture')).toBe('0')
    expect(within(region).queryByText('Концерт')).not.toBeInTheDocument()
  })

  it('places a session by its venue start time: 12:00 sits two hours below the 10:00 first line', async () => {
    await renderRoute('/program/grid?day=2026-12-08', { fetch: fakeFetch(contentApi()).fetch })
    const region = await grid()
    const cell = within(region).getByRole('link', { name: /Саундтреки/ }).closest('li')!
    expect(cell.style.top).toBe('240px') // 120 min × 2 px
    expect(cell.style.height).toBe('120px')
    expect(within(region).getAllByText(/^\d\d:00$/, { selector: '.pgrid__hour' }).map((h) => h.textContent)).toEqual(['10:00', '11:00', '12:00'])
  })

  it('the industry filter changes the URL and hides other sessions; render and filter are timed', async () => {
    const { router } = await renderRoute('/program/grid?day=2026-12-08', { fetch: fakeFetch(contentApi()).fetch })
    const region = await grid()
    expect(cells(region)).toHaveLength(3)
    expect(measures('grid:render').length).toBeGreaterThan(0)

    await userEvent.click(screen.getByRole('link', { name: 'Кино' }))
    expect(router.state.location.search).toEqual({ day: '2026-12-08', industry: 1 })
    const filtered = await grid()
    expect(within(filtered).getAllByRole('link', { name: /^\d\d:\d\d–/ }).map((a) => a.textContent)).toEqual([
      '10:00–11:00 Будущее кино',
      '12:00–13:00 Саундтреки',
    ])
    expect(halls(filtered)).toEqual(['Зал 1']) // the hall left without sessions is dropped
    expect(measures('grid:filter')).toHaveLength(1)

    await userEvent.click(screen.getByRole('link', { name: 'Игры' }))
    expect(await screen.findByText('В этот день нет сессий выбранной индустрии')).toBeInTheDocument()
    await userEvent.click(screen.getByRole('link', { name: 'Сбросить фильтр' }))
    expect(router.state.location.search).toEqual({ day: '2026-12-08' })
    expect(cells(await grid())).toHaveLength(3)
  })

  it('a click on a session opens its page inside the app; a ctrl-click is left to the browser', async () => {
    const { router } = await renderRoute('/program/grid?day=2026-12-08', { fetch: fakeFetch(contentApi()).fetch })
    const link = within(await grid()).getByRole('link', { name: '10:00–11:00 Будущее кино' })
    const ctrlClick = new MouseEvent('click', { bubbles: true, cancelable: true, ctrlKey: true })
    link.dispatchEvent(ctrlClick)
    expect(ctrlClick.defaultPrevented).toBe(false)
    expect(router.state.location.pathname).toBe('/program/grid')
    await userEvent.click(within(link).getByText('Будущее кино'))
    expect(await screen.findByRole('heading', { level: 1, name: 'Будущее кино' })).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/program/meeting/101')
  })

  it('day tabs switch the day and keep the filter', async () => {
    const { router } = await renderRoute('/program/grid?industry=1', { fetch: fakeFetch(contentApi()).fetch })
    await grid()
    await userEvent.click(screen.getByRole('link', { name: /День 2/ }))
    expect(router.state.location.search).toEqual({ industry: 1, day: '2026-12-09' })
    expect(await screen.findByRole('region', { name: 'Сетка программы: среда, 9 декабря' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: '11:00–12:00 Кино во второй день' })).toBeInTheDocument()
  })

  it('in English', async () => {
    await renderRoute('/program/grid?day=2026-12-08', { lang: 'en', fetch: fakeFetch(contentApi()).fetch })
    expect(await screen.findByRole('heading', { level: 1, name: 'Program grid' })).toBeInTheDocument()
    const region = await grid()
    expect(region).toHaveAccessibleName('Program grid: Tuesday 8 December')
    expect(within(region).getByRole('link', { name: '10:00–11:00 The future of cinema' })).toBeInTheDocument()
  })

  it('renders a full day of 70 sessions in 12 halls and filters it, timing both with grid:render and grid:filter', async () => {
    const db = programDb()
    db.areas = Array.from({ length: 12 }, (_, i) => anArea(i + 1))
    db.meetings = Array.from({ length: 70 }, (_, i) => {
      const hour = String(9 + Math.floor(i / 12)).padStart(2, '0')
      return aMeeting(i + 1, {
        date: '2026-12-08',
        start_at: `2026-12-08T${hour}:00:00+03:00`,
        end_at: `2026-12-08T${hour}:50:00+03:00`,
        area_id: (i % 12) + 1,
        industry_ids: [(i % 3) + 1],
      })
    })
    await renderRoute('/program/grid?day=2026-12-08', { fetch: fakeFetch(contentApi(db)).fetch })
    expect(cells(await grid())).toHaveLength(70)
    await userEvent.click(screen.getByRole('link', { name: 'Музыка' }))
    await vi.waitFor(() => expect(cells(screen.getByRole('region', { name: /Сетка программы/ }))).toHaveLength(23))
    // The budget (50 ms) is checked in a browser on the production build; jsdom with React's
    // development build on a shared CI box is neither, so here: both were measured, and are finite.
    const [render] = measures('grid:render')
    const [filter] = measures('grid:filter')
    expect(Number.isFinite(render!.duration) && Number.isFinite(filter!.duration)).toBe(true)
    console.info(`grid:render ${render!.duration.toFixed(1)} ms, grid:filter ${filter!.duration.toFixed(1)} ms (jsdom, dev build)`)
  })

  it('§8: no response from the server shows "Server connection error"', async () => {
    await renderRoute('/program/grid', { fetch: deadFetch })
    expect(await screen.findByText('Ошибка соединения с сервером')).toBeInTheDocument()
  })
})

describe('/program/detailed-grid — the detailed grid', () => {
  it('cells add the format and the speakers, and the grid asks for those relations', async () => {
    const api = fakeFetch(contentApi())
    await renderRoute('/program/detailed-grid?day=2026-12-08', { fetch: api.fetch })
    expect(await screen.findByRole('heading', { level: 1, name: 'Подробная сетка программы' })).toBeInTheDocument()
    const link = within(await grid()).getByRole('link', { name: /Будущее кино/ })
    expect(link).toHaveAccessibleName('10:00–11:00 Будущее кино Панельная дискуссия Анна Иванова-1, Анна Иванова-2')
    const call = api.requests.find((r) => r.url.pathname.endsWith('/meeting'))!.url.searchParams
    expect(call.get('with')).toBe('areaEventType,speakers')
    const views = screen.getByRole('navigation', { name: 'Вид программы' })
    expect(within(views).getByRole('link', { name: 'Подробная сетка' })).toHaveAttribute('aria-current', 'page')
    expect(within(views).getByRole('link', { name: 'Списком' })).not.toHaveAttribute('aria-current')
  })

  it('in English', async () => {
    await renderRoute('/program/detailed-grid?day=2026-12-08', { lang: 'en', fetch: fakeFetch(contentApi()).fetch })
    expect(await screen.findByRole('heading', { level: 1, name: 'Detailed program grid' })).toBeInTheDocument()
    expect(within(await grid()).getByRole('link', { name: /The future of cinema Panel discussion Anna Ivanova-1/ })).toBeInTheDocument()
  })
})
