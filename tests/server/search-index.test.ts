import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { MarkedText, SearchResults } from '../../kernel/contract/content'
import { json } from '../../server/db/types'
import { markName, markPassage, markWords, plainText } from '../../server/content/search-marks'
import { type TestServer, createTestServer } from './helpers/server'

let server: TestServer
beforeAll(async () => {
  server = await createTestServer()
}, 60_000)
afterAll(() => server?.close())

async function search(q: string): Promise<SearchResults> {
  const { status, body } = await server.getJson(`/search/35?q=${encodeURIComponent(q)}&limit=50`)
  expect(status, JSON.stringify(body)).toBe(200)
  return body.data
}

const marked = (t: MarkedText | null) => (t ? t.marks.map(([s, e]) => t.text.slice(s, e)) : [])
const bump = () => server.db.query('UPDATE content_meta SET version = version + 1')

describe('search follows the content tables at once (migration 011 triggers)', () => {
  it('§7 search: a renamed format finds its sessions by the new name; an industry link added finds the session by the industry', async () => {
    const [m] = await server.db.query<{ id: number; format: number }>(
      'SELECT id, area_event_type_id AS format FROM meetings WHERE event_id = 35 AND area_event_type_id IS NOT NULL AND withdrawn_at IS NULL AND NOT is_culture ORDER BY id LIMIT 1',
    )
    const [before] = await server.db.query<{ translations: unknown }>('SELECT translations FROM area_event_types WHERE id = $1', [m!.format])
    await server.db.query(`UPDATE area_event_types SET translations = jsonb_set(translations, '{ru,name}', '"Квазиформат"') WHERE id = $1`, [m!.format])
    await bump()
    try {
      expect((await search('квазиформат')).meetings.map((h) => h.id)).toContain(m!.id)
    } finally {
      await server.db.query('UPDATE area_event_types SET translations = $2::jsonb WHERE id = $1', [m!.format, json(before!.translations)])
      await bump()
    }
    expect((await search('квазиформата')).meetings).toEqual([])

    const [industry] = await server.db.query<{ id: number }>(
      'SELECT i.id FROM industries i WHERE NOT EXISTS (SELECT 1 FROM meeting_industries mi WHERE mi.meeting_id = $1 AND mi.industry_id = i.id) ORDER BY i.id LIMIT 1',
      [m!.id],
    )
    await server.db.query(`UPDATE industries SET translations = jsonb_set(translations, '{ru,name}', '"Гиперотрасль"') WHERE id = $1`, [industry!.id])
    await bump()
    expect((await search('гиперотрасль')).meetings.map((h) => h.id)).not.toContain(m!.id)
    await server.db.query('INSERT INTO meeting_industries (meeting_id, industry_id) VALUES ($1, $2)', [m!.id, industry!.id])
    await bump()
    expect((await search('гиперотрасли')).meetings.map((h) => h.id)).toContain(m!.id)
  })

  it("§7 search: a speaker's new position is found and marked; an unpublished news item is not found", async () => {
    await server.db.query(`UPDATE speakers SET translations = jsonb_set(translations, '{ru,position}', '"Главный гляциолог"') WHERE id = 4`)
    await bump()
    const found = await search('гляциологи')
    expect(found.speakers.map((s) => s.id)).toEqual([4])
    expect(marked(found.speakers[0]!.snippet)).toEqual(['гляциолог'])

    const [news] = (await search('мода')).news
    expect(news).toBeDefined()
    await server.db.query('UPDATE news SET is_published = false WHERE id = $1', [news!.id])
    await bump()
    try {
      expect((await search('мода')).news.map((n) => n.id)).not.toContain(news!.id)
    } finally {
      await server.db.query('UPDATE news SET is_published = true WHERE id = $1', [news!.id])
      await bump()
    }
  })
})

describe('search_find settings', () => {
  it("§7 search: a surname typed with word similarity 0.56 (above the search's 0.5, below pg_trgm's default 0.6) still finds the speaker", async () => {
    const [row] = await server.db.query<{ ws: number }>(`SELECT public.word_similarity('ибрагмоф', names) AS ws FROM search_docs WHERE kind = 's' AND id = 4`)
    expect(row!.ws).toBeGreaterThanOrEqual(0.5)
    expect(row!.ws).toBeLessThan(0.6)
    expect((await search('Ибрагмоф')).speakers[0]?.id).toBe(4)
  })
})

describe('search marks made from the matched words', () => {
  const words = new Set(['дизайнеров', 'мода'])

  it('§7 search: whole words only, any case, offsets into the plain text', () => {
    const t = markWords(plainText('Мода, модами и &laquo;МОДА&raquo; для   дизайнеров'), words)
    expect(t.text).toBe('Мода, модами и «МОДА» для дизайнеров')
    expect(marked(t)).toEqual(['Мода', 'МОДА', 'дизайнеров'])
  })

  it('§7 search: a long text gives a passage around the most matched words, starting at a word, «…» at each cut; none without a match', () => {
    const filler = (n: number) => Array.from({ length: n }, (_, i) => `слово${i}`).join(' ')
    const text = `${filler(40)} мода ${filler(60)} мода и мода для дизайнеров ${filler(40)}`
    const p = markPassage(text, words)!
    expect(p.text.length).toBeLessThanOrEqual(230)
    expect(marked(p)).toEqual(['мода', 'мода', 'дизайнеров'])
    expect(text.includes(p.text.slice(1, -1))).toBe(true)
    expect(p.text).toMatch(/^…слово\d+ .*слово\d+…$/)
    expect(markPassage(filler(80), words)).toBeNull()
    expect(markPassage('Коротко: мода.', words)).toEqual({ text: 'Коротко: мода.', marks: [[9, 13]] })
  })

  it('a name marks the words typed, a prefix of them or one a typo away, whichever names and words came before', () => {
    const name = 'Лейла Ибрагимова-Ёлкина'
    // The name words' trigram sets are kept between searches: each search must still get its own marks.
    expect(marked(markName(name, ['ибрагмова'], 0.5))).toEqual(['Ибрагимова'])
    expect(marked(markName(name, ['лейла', 'leyla'], 0.5))).toEqual(['Лейла'])
    expect(marked(markName(name, ['елкина'], 0.5))).toEqual(['Ёлкина'])
    expect(marked(markName(name, ['ибр', 'лей'], 0.5))).toEqual(['Лейла', 'Ибрагимова'])
    expect(markName(name, ['мода'], 0.5).marks).toEqual([])
    expect(marked(markName('Ибрагимова Анна', ['ибрагмова'], 0.5))).toEqual(['Ибрагимова'])
  })
})
