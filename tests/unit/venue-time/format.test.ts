import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { dayUtcLabel } from '../../../kernel/venue-time'
import { formatDateTime, formatDay, formatTime } from '../../../src/lib/format'
import { isForumToday, resolveDay } from '../../../src/lib/forum-days'

// The reader's own zone never matters: the process runs far from every venue below.
const savedTz = process.env.TZ
beforeAll(() => {
  process.env.TZ = 'Pacific/Honolulu'
})
afterAll(() => {
  process.env.TZ = savedTz
})

/** One instant, 08:30 UTC on 8 December 2026, on five venues' clocks. */
const instant = '2026-12-08T08:30:00Z'

describe('§16 formatting in the event’s own zone, whatever the reader’s', () => {
  it.each([
    ['Europe/Moscow', '11:30', 'UTC+3'],
    ['Asia/Yekaterinburg', '13:30', 'UTC+5'],
    ['Asia/Vladivostok', '18:30', 'UTC+10'],
    ['Europe/Kaliningrad', '10:30', 'UTC+2'],
    ['Europe/Berlin', '09:30', 'UTC+1'],
  ])('%s: %s, %s', (zone, time, offset) => {
    expect(formatTime(instant, zone)).toBe(time)
    expect(dayUtcLabel('2026-12-08', zone)).toBe(offset)
  })

  it('a date past midnight at the venue is the venue’s date, not the reader’s (Vladivostok, 01:00)', () => {
    const late = '2026-12-08T15:00:00Z' // 01:00 on 9 December in Vladivostok; 05:00 on 8 December in Honolulu
    expect(formatTime(late, 'Asia/Vladivostok')).toBe('01:00')
    expect(formatDateTime(late, 'ru', 'Asia/Vladivostok')).toBe('9 декабря 2026 г.')
    expect(formatDateTime(late, 'en', 'Asia/Vladivostok')).toBe('9 December 2026')
    expect(formatDateTime(late, 'ru', 'Europe/Kaliningrad')).toBe('8 декабря 2026 г.')
  })

  it('Europe/Berlin on both sides of the daylight-saving change (28 March 2027, 02:00 → 03:00)', () => {
    expect(formatTime('2027-03-28T00:30:00Z', 'Europe/Berlin')).toBe('01:30')
    expect(formatTime('2027-03-28T01:30:00Z', 'Europe/Berlin')).toBe('03:30')
    expect(dayUtcLabel('2027-03-27', 'Europe/Berlin')).toBe('UTC+1')
    expect(dayUtcLabel('2027-03-28', 'Europe/Berlin')).toBe('UTC+2')
    // And back on 31 October 2027: 03:00 CEST → 02:00 CET.
    expect(formatTime('2027-10-31T00:30:00Z', 'Europe/Berlin')).toBe('02:30')
    expect(formatTime('2027-10-31T01:30:00Z', 'Europe/Berlin')).toBe('02:30')
    expect(dayUtcLabel('2027-10-30', 'Europe/Berlin')).toBe('UTC+2')
    expect(dayUtcLabel('2027-10-31', 'Europe/Berlin')).toBe('UTC+1')
  })

  it('a calendar day is the same day in every zone (day tabs, headings)', () => {
    for (const zone of ['Pacific/Kiritimati', 'Pacific/Pago_Pago', 'UTC']) {
      process.env.TZ = zone
      expect(formatDay('2026-12-08', 'ru')).toBe('вторник, 8 декабря')
      expect(formatDay('2026-12-08', 'en', false)).toBe('8 December')
    }
    process.env.TZ = 'Pacific/Honolulu'
  })
})

describe('§16 "today" is the venue’s conference day', () => {
  const days = ['2026-12-27', '2026-12-28']
  const berlin = { timeZone: 'Europe/Berlin', dayChange: '06:00' }
  it('before the day change it is still the evening before', () => {
    // 05:00 in Berlin on 28 December: still day 1 with a 06:00 day change; day 2 without one.
    const early = new Date('2026-12-28T04:00:00Z')
    expect(resolveDay(undefined, days, berlin, early)).toBe('2026-12-27')
    expect(resolveDay(undefined, days, { timeZone: 'Europe/Berlin' }, early)).toBe('2026-12-28')
    // 23:30 on 28 December in Berlin is 29 December in Vladivostok: the venue's clock decides.
    const late = new Date('2026-12-28T22:30:00Z')
    expect(isForumToday(days, berlin, late)).toBe(true)
    expect(isForumToday(days, { timeZone: 'Asia/Vladivostok' }, late)).toBe(false)
  })
})
