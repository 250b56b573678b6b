import { describe, expect, it } from 'vitest'
import { formatDayList, ticketDays } from '../../../src/lib/ticket-days'

const EVENT = { starts_on: '2026-12-08', ends_on: '2026-12-11' }

describe('the ticket’s days, as people write them', () => {
  it('days of one month share its name, in both languages', () => {
    expect(formatDayList(['2026-12-09', '2026-12-08'], 'ru')).toBe('8 и 9 декабря')
    expect(formatDayList(['2026-12-08', '2026-12-09', '2026-12-11'], 'en')).toBe('8, 9 and 11 December')
    expect(formatDayList(['2026-12-10'], 'ru')).toBe('10 декабря')
  })
  it('days across a month’s end name each month', () => {
    expect(formatDayList(['2026-11-30', '2026-12-01'], 'ru')).toBe('30 ноября и 1 декабря')
  })
  it('"every day" only when the ticket holds each day of the event, as the door judges it', () => {
    expect(ticketDays(['2026-12-08', '2026-12-09'], EVENT)).toEqual({ everyDay: false, days: ['2026-12-08', '2026-12-09'] })
    expect(ticketDays(null, EVENT).everyDay).toBe(true)
    expect(ticketDays([], EVENT).everyDay).toBe(true)
    expect(ticketDays(['2026-12-11', '2026-12-10', '2026-12-09', '2026-12-08'], EVENT).everyDay).toBe(true)
  })
})
