import { screen, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { broadcastSchedule } from '../../../src/features/broadcasts/schedule'
import { aMeeting, anArea } from '../fixtures'
import { contentApi, programDb } from '../program/content-api'
import { deadFetch, fakeFetch, renderRoute } from '../render'

const main = () => within(screen.getByRole('main'))

beforeEach(() => vi.useFakeTimers({ toFake: ['Date'] }))
afterEach(() => vi.useRealTimers())

describe('/broadcasts — the public broadcast schedule', () => {
  it('§8: outside the forum days says broadcasts will be available during the forum, and lists what will be streamed', async () => {
    vi.setSystemTime(new Date('2026-11-22T12:00:00+03:00'))
    await renderRoute('/broadcasts', { fetch: fakeFetch(contentApi()).fetch })
    expect(await screen.findByRole('heading', { level: 1, name: 'Трансляции' })).toBeInTheDocument()
    expect(screen.getByRole('status')).toHaveTextContent('Трансляции будут доступны в дни проведения форума')
    // The 9th has no broadcasts; on the 10th the streaming culture hall holds a screening.
    expect(main().getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['вторник, 8 декабря', 'четверг, 10 декабря'])
    const day = screen.getByRole('region', { name: 'вторник, 8 декабря' })
    // Hall 1 has two broadcast sessions; hall 9 streams all day; the big hall's session is not broadcast.
    expect(within(day).getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['Зал 1', 'Зал 9'])
    expect(within(day).getByRole('link', { name: 'Будущее кино' })).toHaveAttribute('href', '/program/meeting/101')
    expect(within(day).getByRole('link', { name: 'Саундтреки' })).toHaveAttribute('href', '/program/meeting/103')
    expect(within(day).queryByRole('link', { name: 'Музыка в цифре' })).not.toBeInTheDocument()
    expect(within(day).getByText('Трансляция из зала весь день')).toBeInTheDocument()
    expect(day).toHaveTextContent('10:00–11:00')
    expect(screen.getByText('Время площадки: Казань (UTC+3)')).toBeInTheDocument()
  })

  it('during the forum (venue time) the notice is gone', async () => {
    vi.setSystemTime(new Date('2026-12-10T21:30:00Z')) // already the 11th in Moscow
    await renderRoute('/broadcasts', { fetch: fakeFetch(contentApi()).fetch })
    await screen.findByRole('heading', { level: 1, name: 'Трансляции' })
    expect(screen.queryByText('Трансляции будут доступны в дни проведения форума')).not.toBeInTheDocument()
  })

  it('in English', async () => {
    vi.setSystemTime(new Date('2027-01-15T12:00:00+03:00'))
    await renderRoute('/broadcasts', { lang: 'en', fetch: fakeFetch(contentApi()).fetch })
    expect(await screen.findByRole('heading', { level: 1, name: 'Broadcasts' })).toBeInTheDocument()
    expect(screen.getByRole('status')).toHaveTextContent('Broadcasts will be available during the days of the forum')
    expect(screen.getByRole('heading', { level: 2, name: 'Tuesday 8 December' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'The future of cinema' })).toBeInTheDocument()
    expect(screen.getAllByText('Streamed from the hall all day')).toHaveLength(2)
  })

  it('with nothing to broadcast, says the schedule is not published yet', async () => {
    vi.setSystemTime(new Date('2026-11-22T12:00:00+03:00'))
    const db = programDb()
    db.meetings = db.meetings.map((m) => ({ ...m, has_broadcast: false }))
    db.areas = db.areas.map((a) => ({ ...a, stream_url: null }))
    await renderRoute('/broadcasts', { fetch: fakeFetch(contentApi(db)).fetch })
    expect(await screen.findByText('Расписание трансляций пока не опубликовано')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Программа форума' })).toHaveAttribute('href', '/program')
  })

  it('§8: no response from the server shows "Server connection error"', async () => {
    await renderRoute('/broadcasts', { fetch: deadFetch })
    expect(await screen.findByText('Ошибка соединения с сервером')).toBeInTheDocument()
  })
})

describe('broadcast schedule (pure)', () => {
  it('groups broadcast sessions by forum day and hall in the organizers’ order, time-sorted', () => {
    const areas = [anArea(1, { sort: 5 }), anArea(2, { sort: 1 }), anArea(3, { sort: 3, stream_url: 'https://s/3' })]
    const m = (id: number, area_id: number, date: string, hour: number, has_broadcast = true) =>
      aMeeting(id, { area_id, date, has_broadcast, start_at: `${date}T${hour}:00:00+03:00`, end_at: `${date}T${hour}:45:00+03:00` })
    const schedule = broadcastSchedule(
      ['2026-12-08', '2026-12-09', '2026-12-10'],
      areas,
      [m(1, 1, '2026-12-08', 15), m(2, 1, '2026-12-08', 11), m(3, 2, '2026-12-08', 12), m(4, 3, '2026-12-09', 10, false), m(5, 2, '2026-12-09', 10, false), m(6, 1, '2026-12-20', 10)],
    )
    expect(schedule.map((d) => [d.day, d.halls.map((h) => [h.area.id, h.streams, h.sessions.map((s) => s.id)])])).toEqual([
      ['2026-12-08', [[2, false, [3]], [1, false, [2, 1]]]],
      // Only hall 3 streams on the 9th; hall 2 holds a session but broadcasts none; the 10th has nothing.
      ['2026-12-09', [[3, true, []]]],
    ])
  })
})
