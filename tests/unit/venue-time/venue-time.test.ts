import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  conferenceDay,
  dateInZone,
  isTimeZone,
  isoInZone,
  minutesIntoDay,
  offsetMinutes,
  utcLabel,
  wallClock,
  zonePlace,
} from '../../../kernel/venue-time'

// The reader's (and the server process's) own zone never matters: every case runs with the
// process in a zone far from the venue's.
const savedTz = process.env.TZ
beforeAll(() => {
  process.env.TZ = 'America/New_York'
})
afterAll(() => {
  process.env.TZ = savedTz
})

describe('§16 venue time: the event’s own zone, whatever the process zone', () => {
  it.each([
    ['Europe/Moscow', '2026-12-08T07:30:00Z', '2026-12-08T10:30:00+03:00', 'UTC+3'],
    ['Asia/Yekaterinburg', '2026-12-08T07:30:00Z', '2026-12-08T12:30:00+05:00', 'UTC+5'],
    ['Asia/Vladivostok', '2026-12-08T07:30:00Z', '2026-12-08T17:30:00+10:00', 'UTC+10'],
    ['Europe/Kaliningrad', '2026-12-08T07:30:00Z', '2026-12-08T09:30:00+02:00', 'UTC+2'],
    ['Europe/Berlin', '2026-12-08T07:30:00Z', '2026-12-08T08:30:00+01:00', 'UTC+1'],
    ['Asia/Kolkata', '2026-12-08T07:30:00Z', '2026-12-08T13:00:00+05:30', 'UTC+5:30'],
    ['America/New_York', '2026-12-08T07:30:00Z', '2026-12-08T02:30:00-05:00', 'UTC-5'],
  ])('%s: %s is %s (%s)', (zone, instant, iso, label) => {
    expect(isoInZone(instant, zone)).toBe(iso)
    expect(utcLabel(offsetMinutes(instant, zone))).toBe(label)
    expect(dateInZone(instant, zone)).toBe(iso.slice(0, 10))
  })

  it('Europe/Berlin on both sides of the daylight-saving change (29 March 2026, 02:00 → 03:00)', () => {
    expect(isoInZone('2026-03-29T00:30:00Z', 'Europe/Berlin')).toBe('2026-03-29T01:30:00+01:00')
    expect(isoInZone('2026-03-29T01:30:00Z', 'Europe/Berlin')).toBe('2026-03-29T03:30:00+02:00')
    expect(utcLabel(offsetMinutes('2026-03-29T00:30:00Z', 'Europe/Berlin'))).toBe('UTC+1')
    expect(utcLabel(offsetMinutes('2026-03-29T01:30:00Z', 'Europe/Berlin'))).toBe('UTC+2')
    // And back in October: 03:00 CEST → 02:00 CET.
    expect(isoInZone('2026-10-25T00:30:00Z', 'Europe/Berlin')).toBe('2026-10-25T02:30:00+02:00')
    expect(isoInZone('2026-10-25T01:30:00Z', 'Europe/Berlin')).toBe('2026-10-25T02:30:00+01:00')
  })

  it('reads the wall clock of an ISO string written with any offset', () => {
    expect(wallClock('2026-12-08T10:00:00+03:00', 'Europe/Moscow')).toMatchObject({ hour: 10, minute: 0, day: 8 })
    expect(wallClock('2026-12-08T07:00:00Z', 'Europe/Moscow')).toMatchObject({ hour: 10, minute: 0, day: 8 })
  })
})

describe('§16 conference days that run past midnight', () => {
  const zone = 'Europe/Berlin'
  it('a session before the day change belongs to the day before', () => {
    expect(conferenceDay('2026-12-28T01:30:00+01:00', zone, '06:00')).toBe('2026-12-27')
    expect(conferenceDay('2026-12-28T06:00:00+01:00', zone, '06:00')).toBe('2026-12-28')
    expect(conferenceDay('2026-12-28T01:30:00+01:00', zone, '00:00')).toBe('2026-12-28')
    expect(conferenceDay('2026-12-28T01:30:00+01:00', zone, null)).toBe('2026-12-28')
  })
  it('minutes into the day run on past midnight instead of wrapping', () => {
    expect(minutesIntoDay('2026-12-27T10:30:00+01:00', zone, '2026-12-27')).toBe(630)
    expect(minutesIntoDay('2026-12-27T23:00:00+01:00', zone, '2026-12-27')).toBe(1380)
    expect(minutesIntoDay('2026-12-28T01:00:00+01:00', zone, '2026-12-27')).toBe(1500)
  })
  it('names the place of a zone and knows a real zone from a made-up one', () => {
    expect(zonePlace('America/New_York')).toBe('New York')
    expect(zonePlace('Europe/Berlin')).toBe('Berlin')
    expect(isTimeZone('Asia/Vladivostok')).toBe(true)
    expect(isTimeZone('Mars/Olympus')).toBe(false)
  })
})
