import { screen, within } from '@testing-library/react'
import { beforeEach, afterEach, describe, expect, it, vi } from 'vitest'
import { aMeeting, anArea } from '../fixtures'
import { fakeFetch, renderRoute } from '../render'
import { contentApi, programDb } from './content-api'

const LONG = `${'Очень длинное название сессии '.repeat(10).slice(0, 299)}!`
const RTL_HALL = 'قاعة المؤتمرات'
const RTL_TITLE = 'مستقبل السينما 🎬'

/** The texts an organizer's program brings: emoji, right-to-left names, 300-character titles, no speakers. */
function textsDb() {
  const db = programDb()
  const both = (ru: string) => ({ ru: { title: ru }, en: { title: ru } })
  db.areas.push(anArea(3, { sort: 3, translations: { ru: { name: RTL_HALL, description: '', location: '' }, en: { name: RTL_HALL, description: '', location: '' } } }))
  db.meetings.push(
    aMeeting(301, { date: '2026-12-08', start_at: '2026-12-08T14:00:00+03:00', end_at: '2026-12-08T14:05:00+03:00', area_id: 3, translations: both(RTL_TITLE) }),
    aMeeting(302, { date: '2026-12-08', start_at: '2026-12-08T09:00:00+03:00', end_at: '2026-12-08T17:00:00+03:00', area_id: 3, translations: both(LONG) }),
    aMeeting(303, { date: '2026-12-08', start_at: '2026-12-08T15:00:00+03:00', end_at: '2026-12-08T16:00:00+03:00', area_id: 1, translations: both('Хакатон 🚀🎉 без спикеров') }),
  )
  return db
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(new Date('2026-11-22T10:00:00+03:00'))
})
afterEach(() => vi.useRealTimers())

describe('organizers’ texts display well (emoji, right-to-left, 300 characters, no speakers)', () => {
  it('the detailed grid: a right-to-left title and hall read in their own direction, a long title is whole, no speakers leaves no empty line', async () => {
    await renderRoute('/program/detailed-grid?day=2026-12-08', { fetch: fakeFetch(contentApi(textsDb())).fetch })
    const region = await screen.findByRole('region', { name: /^Сетка программы:/ })
    expect(within(region).getByRole('heading', { level: 3, name: RTL_HALL })).toBeInTheDocument()
    expect(within(region).getByText(RTL_TITLE)).toHaveAttribute('dir', 'auto')
    expect(within(region).getByText(LONG)).toHaveAttribute('dir', 'auto')
    const rocket = within(region).getByRole('link', { name: /Хакатон 🚀🎉 без спикеров/ })
    expect(rocket.querySelector('.pgrid__speakers')).toBeNull()
    // The 8-hour session and the 5-minute one beside it in the same hall both show.
    const cells = [within(region).getByText(LONG), within(region).getByText(RTL_TITLE)].map((el) => el.closest('li')!)
    expect(cells.map((li) => li.style.height)).toEqual([`${480 * 3.4}px`, `${15 * 3.4}px`])
    expect(cells.map((li) => li.style.width)).toEqual(['50%', '50%'])
  })

  it('the program list and the hall list mark organizers’ names dir="auto"', async () => {
    await renderRoute('/program?day=2026-12-08', { fetch: fakeFetch(contentApi(textsDb())).fetch })
    expect(await screen.findByRole('link', { name: RTL_TITLE })).toHaveAttribute('dir', 'auto')
    for (const link of screen.getAllByRole('link', { name: RTL_HALL })) expect(link).toHaveAttribute('dir', 'auto')
  })

  it('a hall page with a right-to-left name', async () => {
    await renderRoute('/program/3', { fetch: fakeFetch(contentApi(textsDb())).fetch })
    expect(await screen.findByRole('heading', { level: 1, name: RTL_HALL })).toHaveAttribute('dir', 'auto')
    expect(screen.getByText(RTL_TITLE)).toHaveAttribute('dir', 'auto')
  })

  it('hundreds of halls: the program’s hall list folds them under their count, each still a link', async () => {
    const db = textsDb()
    for (let id = 10; id < 160; id++) db.areas.push(anArea(id))
    await renderRoute('/program?day=2026-12-08', { fetch: fakeFetch(contentApi(db)).fetch })
    const region = await screen.findByRole('region', { name: 'Залы' }, { timeout: 5000 })
    const fold = region.querySelector('details')!
    expect(fold).not.toHaveAttribute('open')
    expect(within(fold).getByText('Все залы (153)')).toBeInTheDocument()
    expect(within(fold).getByRole('link', { name: 'Зал 159' })).toHaveAttribute('href', '/program/159')
  }, 20_000) // 150 halls rendered in jsdom: seconds on a busy machine
})
