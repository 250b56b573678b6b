import { describe, expect, it } from 'vitest'
import { EVENT_ID } from '../../kernel/constants'
import { demoOn, generateDemo } from '../../server/demo'
import { DEMO_BASE_START, demoForumStart, placeDemo } from '../../server/demo/forum-start'
import { parseImport } from '../../server/program/import'
import { TEST_FORUM_START } from '../forum-dates'

const DAY_MS = 86_400_000

describe('the demo on any date', () => {
  it('starts on the Monday after next from the day it is filled, in the venue’s zone', () => {
    // Wednesday 2 December 2027, 12:00 in Moscow → Monday 13 December.
    expect(demoForumStart(new Date('2027-12-01T09:00:00Z'), '')).toBe('2027-12-13')
    // A Monday → the Monday two weeks on; a Sunday → the Monday after the next one.
    expect(demoForumStart(new Date('2028-03-06T09:00:00Z'), '')).toBe('2028-03-20')
    expect(demoForumStart(new Date('2028-03-05T09:00:00Z'), '')).toBe('2028-03-13')
    // 22:30 UTC on a Sunday is already Monday in Moscow.
    expect(demoForumStart(new Date('2028-03-05T22:30:00Z'), '')).toBe('2028-03-20')
  })

  it('DEMO_FORUM_START overrides it; a malformed one is refused by name', () => {
    expect(demoForumStart(new Date('2027-12-01T09:00:00Z'), '2030-05-06')).toBe('2030-05-06')
    expect(() => demoForumStart(new Date(), '6 May')).toThrow(/DEMO_FORUM_START=6 May/)
  })

  it('the tests run the demo on one fixed date (the harness sets DEMO_FORUM_START)', () => {
    expect(process.env.DEMO_FORUM_START).toBe(TEST_FORUM_START)
    expect(demoForumStart(new Date())).toBe(TEST_FORUM_START)
  })

  it('placed on another start, the program, the news and the event move with it by whole days, wall-clock times kept', () => {
    const demo = generateDemo()
    const placed = placeDemo(demo, '2027-03-01')
    const days = (Date.parse('2027-03-01') - Date.parse(DEMO_BASE_START)) / DAY_MS
    const moved = (iso: string) => new Date(Date.parse(iso) + days * DAY_MS).toISOString()
    const event = placed.events!.find((e) => e.id === EVENT_ID)!
    expect(event.starts_on).toBe('2027-03-01')
    expect(placed.meetings!.map((m) => new Date(m.start_at).toISOString())).toEqual(demo.meetings!.map((m) => moved(m.start_at)))
    expect(placed.meetings![0]!.start_at.slice(10)).toBe(demo.meetings![0]!.start_at.slice(10))
    expect(placed.news!.map((n) => new Date(n.published_at).toISOString())).toEqual(demo.news!.map((n) => moved(n.published_at)))
    expect(parseImport(JSON.parse(JSON.stringify(placed))).problems).toEqual([])
    expect(placeDemo(demo, DEMO_BASE_START)).toBe(demo)
  })

  it('the dates the news name move with the forum, spelled in each language', () => {
    const titles = (start: string, lang: 'ru' | 'en') => demoOn(start).news!.map((n) => n.translations[lang]!.title)
    const all = (start: string) => JSON.stringify(demoOn(start).news)
    expect(titles(DEMO_BASE_START, 'ru')).toContain('Форум «Горизонт» пройдёт в «Казань Экспо» 8–11 декабря')
    expect(titles('2027-03-01', 'ru')).toContain('Форум «Горизонт» пройдёт в «Казань Экспо» 1–4 марта')
    expect(titles('2027-03-01', 'en')).toContain('Horizon to be held at Kazan Expo on 1–4 March')
    // Across two months, and into the next year: the edition's year follows its first day.
    expect(titles('2027-03-29', 'ru')).toContain('Форум «Горизонт» пройдёт в «Казань Экспо» 29 марта – 1 апреля')
    expect(titles('2027-03-29', 'ru')).toContain('Итоги форума «Горизонт-2027»')
    expect(all('2027-03-01')).toContain('Заявки принимаются до 23 января.') // 1 November, 37 days before the base start
    expect(all('2027-03-01')).not.toMatch(/\{\{|декабря 2026|8–11/)
    expect(parseImport(JSON.parse(JSON.stringify(demoOn('2027-03-01')))).problems).toEqual([])
  })
})
