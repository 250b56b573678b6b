import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { Meeting } from '../../../kernel/contract/content'
import { layoutGrid, wallClock } from '../../../src/features/program/grid-layout'
import { aMeeting, anEvent } from '../fixtures'
import { fakeFetch, renderRoute } from '../render'
import { contentApi, programDb } from './content-api'

/**
 * A generated program whose first evening runs to 02:00 (Berlin, day change 06:00, as frab and
 * c3voc files have it). The API gives each session its conference day as `date` (server side:
 * tests/server/content-day-change.test.ts).
 */
const DAY1 = '2026-12-27'
const DAY2 = '2026-12-28'
const at = (date: string, day: string, from: string, to: string, toDate = day) => ({
  date,
  start_at: `${day}T${from}:00+01:00`,
  end_at: `${toDate}T${to}:00+01:00`,
})
const title = (ru: string) => ({ ru: { title: ru, description: '', key_questions: '', expected_result: '' } })
const sessions: Meeting[] = [
  aMeeting(601, { ...at(DAY1, DAY1, '10:00', '11:00'), area_id: 1, translations: title('Открытие') }),
  aMeeting(602, { ...at(DAY1, DAY1, '22:00', '23:30'), area_id: 2, translations: title('Поздний разговор') }),
  aMeeting(603, { ...at(DAY1, DAY2, '00:30', '02:00'), area_id: 1, translations: title('Ночная сессия') }),
  aMeeting(604, { ...at(DAY2, DAY2, '09:00', '10:00'), area_id: 2, translations: title('Утро второго дня') }),
]

function api() {
  const db = programDb()
  db.meetings = sessions
  const event = anEvent({ starts_on: DAY1, ends_on: DAY2, timezone: 'Europe/Berlin', day_change: '06:00' })
  return { ...contentApi(db), '/events/35': [event] }
}

const grid = () => screen.findByRole('region', { name: /^Сетка программы:/ })
const hourLabels = (region: HTMLElement) => [...region.querySelectorAll('.pgrid__hour')].map((h) => h.textContent)
const cellNames = (region: HTMLElement) => within(region).queryAllByRole('link').map((a) => a.textContent).filter((t) => /^\d\d:\d\d/.test(t ?? ''))
const slots = () => within(screen.getByRole('main')).getAllByRole('heading', { level: 3 }).map((h) => h.textContent)

describe('§16 a conference day that runs past midnight', () => {
  it('§16: the layout runs the axis on past midnight: the 00:30 session is placed after the evening, never at the top', () => {
    const day1 = sessions.filter((m) => m.date === DAY1)
    const layout = layoutGrid(day1, [{ id: 1, sort: 1 }, { id: 2, sort: 2 }], { timeZone: 'Europe/Berlin', day: DAY1 })
    expect([layout.startMinute, layout.endMinute]).toEqual([10 * 60, 26 * 60])
    expect(layout.hours.slice(-5).map(wallClock)).toEqual(['22:00', '23:00', '00:00', '01:00', '02:00'])
    const night = layout.columns.flatMap((c) => c.cells).find((c) => c.session.id === 603)!
    const latest = Math.max(...layout.columns.flatMap((c) => c.cells).map((c) => c.top))
    expect(night).toMatchObject({ start: 24 * 60 + 30, end: 26 * 60, height: 90 })
    expect(night.top).toBe(latest)
  })

  it('§16: day 1’s grid ends with the night’s session (its date shown), day 2’s does not start with it', async () => {
    await renderRoute(`/program/grid?day=${DAY1}`, { fetch: fakeFetch(api()).fetch })
    const first = await grid()
    expect(hourLabels(first).slice(0, 1)).toEqual(['10:00'])
    expect(hourLabels(first).slice(-4)).toEqual(['22:00', '23:00', '00:00', '01:00'])
    expect(within(first).getByRole('link', { name: '00:30–02:00 (28 дек.) Ночная сессия' })).toBeInTheDocument()
    expect(cellNames(first)).toHaveLength(3)
  })

  it('§16: day 2’s grid opens with its morning', async () => {
    await renderRoute(`/program/grid?day=${DAY2}`, { fetch: fakeFetch(api()).fetch })
    const second = await grid()
    expect(hourLabels(second)).toEqual(['09:00'])
    expect(cellNames(second)).toEqual(['09:00–10:00 Утро второго дня'])
  })

  it('§16: the list agrees: day 1 ends with the night’s session and names its date; day 2 starts with the morning', async () => {
    await renderRoute(`/program?day=${DAY1}`, { fetch: fakeFetch(api()).fetch })
    await screen.findByRole('heading', { name: 'Ночная сессия' })
    expect(slots().filter((s) => /^\d\d:\d\d/.test(s ?? ''))).toEqual(['10:00', '22:00', '00:30 (28 дек.)'])
    const last = screen.getByRole('heading', { name: 'Ночная сессия' }).closest('article')!
    expect(last).toHaveTextContent('00:30–02:00 (28 дек.)')
  })

  it('§16: day 2’s list starts with its morning, without the night before', async () => {
    await renderRoute(`/program?day=${DAY2}`, { fetch: fakeFetch(api()).fetch })
    await screen.findByRole('heading', { name: 'Утро второго дня' })
    expect(slots().filter((s) => /^\d\d:\d\d/.test(s ?? ''))).toEqual(['09:00'])
    expect(screen.queryByRole('heading', { name: 'Ночная сессия' })).not.toBeInTheDocument()
  })
})
