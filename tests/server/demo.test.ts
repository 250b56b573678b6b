import { describe, expect, it } from 'vitest'
import { EVENT_ID } from '../../kernel/constants'
import { generateDemo } from '../../server/demo'
import { XSS_PROBE_TITLE_EN } from '../../server/demo/news-texts'
import { parseImport } from '../../server/program/import'

const demo = generateDemo()
const meetings = demo.meetings ?? []
const business = meetings.filter((m) => !m.is_culture)
const festival = meetings.filter((m) => m.is_culture)
const minutes = (iso: string) => Number(iso.slice(11, 13)) * 60 + Number(iso.slice(14, 16))

describe('demo content', () => {
  it('has the promised amounts', () => {
    expect(demo.areas!.length).toBeGreaterThanOrEqual(12)
    expect(demo.areas!.filter((a) => a.is_culture).length).toBeGreaterThanOrEqual(3)
    expect(demo.areas!.filter((a) => !a.is_active)).toHaveLength(1)
    expect(demo.area_event_types).toHaveLength(6)
    expect(demo.industries).toHaveLength(12)
    expect(business).toHaveLength(250)
    expect(festival).toHaveLength(60)
    expect(demo.speakers).toHaveLength(300)
    expect(demo.speakers!.filter((s) => s.on_main)).toHaveLength(16)
    expect(demo.news).toHaveLength(40)
    expect(demo.news!.filter((n) => !n.is_published)).toHaveLength(4)
    expect(demo.organizations).toHaveLength(30)
    expect(demo.interests).toHaveLength(8)
    expect(demo.themes).toHaveLength(8)
    expect(demo.events!.filter((e) => e.id !== EVENT_ID).map((e) => e.year)).toEqual([2025, 2024, 2023, 2022])
  })

  it('is deterministic: two generations are identical', () => {
    expect(JSON.stringify(generateDemo())).toBe(JSON.stringify(demo))
  })

  it('passes the import checks (it is seeded as an ordinary import)', () => {
    expect(parseImport(JSON.parse(JSON.stringify(demo))).problems).toEqual([])
  })

  it('reads like a real forum: every session title is its own in both languages, none a variant of another, and openings vary', () => {
    for (const lang of ['ru', 'en'] as const) {
      const titles = meetings.map((m) => m.translations[lang]!.title)
      expect(titles.length - new Set(titles).size, `${lang}: repeated titles`).toBe(0)
      // "Topic: angle" variants of one topic were the generator's tell.
      const stems = business.map((m) => m.translations[lang]!.title.split(':')[0]!.trim())
      expect(stems.length - new Set(stems).size, `${lang}: titles sharing a stem`).toBe(0)
      // No opening (the first three words of a description) starts more than a sixth of the sessions.
      const openings = new Map<string, number>()
      for (const m of business) {
        const first = (m.translations[lang]!.description ?? '').replace(/<[^>]+>/g, '').split(/\s+/).slice(0, 3).join(' ')
        openings.set(first, (openings.get(first) ?? 0) + 1)
      }
      expect(Math.max(...openings.values()), `${lang}: the commonest opening`).toBeLessThanOrEqual(business.length / 6)
    }
  })

  it('business sessions: 09:00–20:00, 45–90 min, no overlaps in a hall, 1–3 industries, 2–5 speakers and one moderator', () => {
    for (const m of business) {
      const [start, end] = [minutes(m.start_at), minutes(m.end_at)]
      expect(start).toBeGreaterThanOrEqual(9 * 60)
      expect(end).toBeLessThanOrEqual(20 * 60)
      expect(end - start).toBeGreaterThanOrEqual(45)
      expect(end - start).toBeLessThanOrEqual(90)
      expect(m.industry_ids.length).toBeGreaterThanOrEqual(1)
      expect(m.industry_ids.length).toBeLessThanOrEqual(3)
      expect(m.area_event_type_id).not.toBeNull()
      expect(m.speakers.filter((s) => s.role === 'moderator')).toHaveLength(1)
      const speakers = m.speakers.filter((s) => s.role === 'speaker').length
      expect(speakers).toBeGreaterThanOrEqual(2)
      expect(speakers).toBeLessThanOrEqual(5)
      expect(m.translations.ru.key_questions).toMatch(/^<ul>(<li>[^<]+<\/li>){3,4}<\/ul>$/)
      expect(m.translations.en?.title).toBeTruthy()
    }
    for (const list of [business, festival]) {
      const byHall = new Map<number, typeof list>()
      for (const m of list) byHall.set(m.area_id, [...(byHall.get(m.area_id) ?? []), m])
      for (const hall of byHall.values()) {
        const sorted = [...hall].sort((a, b) => a.start_at.localeCompare(b.start_at))
        for (let i = 1; i < sorted.length; i++) expect(sorted[i]!.start_at >= sorted[i - 1]!.end_at).toBe(true)
      }
    }
    expect(new Set(business.map((m) => m.translations.ru.title)).size).toBe(250)
  })

  it('no speaker is in two sessions at once', () => {
    const slots = new Map<number, Array<[string, string]>>()
    for (const m of business) for (const s of m.speakers) slots.set(s.id, [...(slots.get(s.id) ?? []), [m.start_at, m.end_at]])
    for (const list of slots.values()) {
      const sorted = [...list].sort((a, b) => a[0].localeCompare(b[0]))
      for (let i = 1; i < sorted.length; i++) expect(sorted[i]![0] >= sorted[i - 1]![1]).toBe(true)
    }
  })

  it('festival items sit in festival venues, with 1–2 interests, some in the evening', () => {
    const venues = new Set(demo.areas!.filter((a) => a.is_culture).map((a) => a.id))
    for (const m of festival) {
      expect(venues.has(m.area_id)).toBe(true)
      expect(m.interest_ids.length).toBeGreaterThanOrEqual(1)
      expect(m.interest_ids.length).toBeLessThanOrEqual(2)
    }
    expect(festival.filter((m) => minutes(m.start_at) >= 19 * 60).length).toBeGreaterThan(10)
  })

  it('uses no external URLs and names speakers in both alphabets', () => {
    const text = JSON.stringify(demo)
    expect(text).not.toMatch(/https?:\/\//)
    for (const s of demo.speakers!) {
      expect(s.translations.ru.lastname).toMatch(/^[А-ЯЁ][а-яё]+$/)
      expect(s.translations.en!.lastname).toMatch(/^[A-Z][a-z]+$/)
    }
  })

  it('one published news item carries markup the client must sanitize', () => {
    const probe = demo.news!.find((n) => n.translations.en?.title === XSS_PROBE_TITLE_EN)!
    expect(probe.is_published).toBe(true)
    expect(probe.translations.ru.body).toContain('onerror=')
    expect(probe.translations.ru.body).toContain('<script>')
  })
})
