import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { MarkedText, SearchHit, SearchResults } from '../../kernel/contract/content'
import { rootOf } from '../../server/content/search-forms'
import { markPassage, plainText } from '../../server/content/search-marks'
import { searchText } from '../../server/content/search-text'
import { type TestServer, createTestServer } from './helpers/server'

let server: TestServer
beforeAll(async () => {
  server = await createTestServer()
}, 90_000)
afterAll(() => server?.close())

async function search(q: string, headers: Record<string, string> = {}): Promise<SearchResults> {
  const { status, body } = await server.getJson(`/search/35?q=${encodeURIComponent(q)}&limit=50`, headers)
  expect(status, JSON.stringify(body)).toBe(200)
  return body.data as SearchResults
}

const marked = (t: MarkedText | null) => (t ? t.marks.map(([s, e]) => t.text.slice(s, e)) : [])
const ids = (hits: SearchHit[]) => hits.map((h) => h.id)
const hasMark = (hit: SearchHit, re: RegExp) => [...marked(hit.title), ...marked(hit.snippet)].some((w) => re.test(w))

describe('search: a word and the words made from it are related', () => {
  it('the rule: a word of 5+ letters also finds the words of its root when a word-forming suffix is cut; short words and endings alone stay exact', () => {
    for (const w of ['дизайнер', 'дизайнеров', 'дизайнерский', 'дизайнерами']) expect(rootOf(w), w).toBe('дизайн')
    for (const w of ['архитектура', 'архитектор', 'архитекторы', 'архитектурный']) expect(rootOf(w), w).toBe('архитект')
    for (const w of ['designer', 'designers', 'designing']) expect(rootOf(w), w).toBe('design')
    expect(rootOf('architecture')).toBe('architect')
    // Only an ending to cut (the stemmer joins those forms already), a short word or a short root: as typed.
    for (const w of ['дизайн', 'дизайна', 'design', 'мода', 'кино', 'мастер', 'мастеров', 'автор', 'программа', 'ибрагимова', '3d-печать'])
      expect(rootOf(w), w).toBeNull()
    expect(searchText('дизайнеров')?.related).toBe('(дизайнеров:* | дизайн:*)')
    // A query without related forms is the query it was.
    expect(searchText('мода кино')?.related).toBe(searchText('мода кино')?.tsquery)
  })

  it('§7 search: «дизайнеров» finds every session «дизайн» finds, the «дизайнер…» forms first', async () => {
    const design = await search('дизайн')
    const designers = await search('дизайнеров')
    expect(design.meetings.length).toBeGreaterThanOrEqual(30)
    expect(ids(designers.meetings)).toEqual(expect.arrayContaining(ids(design.meetings)))
    expect(ids(designers.news)).toEqual(expect.arrayContaining(ids(design.news)))
    const exact = designers.meetings.map((h) => hasMark(h, /^дизайнер/i))
    expect(exact[0]).toBe(true)
    expect(exact.lastIndexOf(true)).toBeLessThan(exact.indexOf(false))
    // The related forms are marked too.
    expect(designers.meetings.slice(exact.indexOf(false)).some((h) => hasMark(h, /^дизайн(а|е|у|ом)?$/i))).toBe(true)
    for (const q of ['дизайнер', 'дизайнерский']) expect(ids((await search(q)).meetings), q).toEqual(expect.arrayContaining(ids(design.meetings)))
  })

  it('§7 search: «архитектор» finds the «архитектура» sessions, «архитектурный» too', async () => {
    const architecture = await search('архитектура')
    expect(architecture.meetings.length).toBeGreaterThan(0)
    for (const q of ['архитектор', 'архитектурный', 'архитекторов']) {
      const found = await search(q)
      expect(ids(found.meetings), q).toEqual(expect.arrayContaining(ids(architecture.meetings)))
      expect(found.meetings.some((h) => hasMark(h, /^архитектур/i)), q).toBe(true)
    }
  })

  it('§7 search: English forms: «designers» finds what «design» finds, «architecture» what «architect» finds', async () => {
    const en = { 'X-Lang': 'en' }
    const design = await search('design', en)
    expect(design.meetings.length).toBeGreaterThan(0)
    expect(ids((await search('designers', en)).meetings)).toEqual(expect.arrayContaining(ids(design.meetings)))
    const architect = await search('architect', en)
    expect(architect.meetings.length).toBeGreaterThan(0)
    expect(ids((await search('architecture', en)).meetings)).toEqual(expect.arrayContaining(ids(architect.meetings)))
  })
})

describe('search snippets: cut at words, «…» where cut', () => {
  const words = new Set(['дизайн'])
  const filler = (n: number, word = 'слово') => Array.from({ length: n }, (_, i) => `${word}${i}`).join(' ')

  it('a passage from the middle of a text starts with «…» at the sentence that holds the match when it starts near', () => {
    const text = `${filler(40)}. Второе предложение про дизайн и ${filler(60)}.`
    const p = markPassage(text, words)!
    expect(p.text).toMatch(/^…Второе предложение про дизайн и слово0 /)
    expect(marked(p)).toEqual(['дизайн'])
  })

  it('with no sentence start near, a passage starts with «…» at a whole word (the quote before it kept)', () => {
    const text = `${filler(40)} ${filler(8, 'длинное')} «дизайн» ${filler(60)}`
    const p = markPassage(text, words)!
    expect(p.text).toMatch(/^…длинное\d /)
    expect(p.text).toContain('«дизайн»')
    expect(marked(p)).toEqual(['дизайн'])
  })

  it('a passage cut before the text ends ends with a whole word and «…», not with a comma', () => {
    const text = `Про дизайн ${Array.from({ length: 80 }, (_, i) => `слово${i},`).join(' ')} конец.`
    const p = markPassage(text, words)!
    expect(p.text).toMatch(/^Про дизайн /)
    expect(p.text).toMatch(/ слово\d+…$/)
    expect(p.text.length).toBeLessThanOrEqual(222)
    expect(marked(p)).toEqual(['дизайн'])
  })

  it('a short text, or one shown from its start to its end, has no «…»', () => {
    expect(markPassage('Коротко про дизайн.', words)).toEqual({ text: 'Коротко про дизайн.', marks: [[12, 18]] })
  })

  it('an excerpt of a longer text keeps the «…» it was cut with, at both ends', () => {
    const p = markPassage(`…${filler(3)} дизайн ${filler(3)}…`, words)!
    expect(p.text).toBe('…слово0 слово1 слово2 дизайн слово0 слово1 слово2…')
    expect(marked(p)).toEqual(['дизайн'])
  })

  it('§7 search: on the demo content each snippet starts at its text\'s start or with «…» at a word, and ends at its end or with «…» after a whole word', async () => {
    const found = await search('дизайн')
    const hits = [...found.meetings, ...found.news].filter((h) => h.snippet)
    expect(hits.length).toBeGreaterThan(10)
    const rows = await server.db.query<{ kind: string; id: number; body: string }>(
      `SELECT kind, id, body_ru AS body FROM search_docs WHERE (kind = 'm' AND id = ANY($1)) OR (kind = 'n' AND id = ANY($2))`,
      [ids(found.meetings), ids(found.news)],
    )
    const bodies = new Map(rows.map((r) => [`${r.kind}${r.id}`, plainText(r.body)]))
    const letter = /[\p{L}\p{N}]/u
    let cutBefore = 0
    let cutAfter = 0
    for (const hit of hits) {
      const snippet = hit.snippet!.text
      const full = bodies.get(`${found.news.includes(hit) ? 'n' : 'm'}${hit.id}`)!
      const before = snippet.startsWith('…')
      const after = snippet.endsWith('…')
      const core = snippet.slice(before ? 1 : 0, after ? -1 : undefined)
      const at = full.indexOf(core)
      expect(at, snippet).toBeGreaterThanOrEqual(0)
      if (before) {
        cutBefore++
        expect(at, snippet).toBeGreaterThan(0)
        expect(full[at - 1], snippet).toMatch(/\s/)
      } else expect(at, snippet).toBe(0)
      if (after) {
        cutAfter++
        expect(at + core.length, snippet).toBeLessThan(full.length)
        expect(full[at + core.length], snippet).not.toMatch(letter)
      } else expect(at + core.length, snippet).toBe(full.length)
      expect(marked(hit.snippet).every((w) => /^дизайн/i.test(w)), snippet).toBe(true)
    }
    expect(cutBefore).toBeGreaterThan(0)
    expect(cutAfter).toBeGreaterThan(0)
  })
})
