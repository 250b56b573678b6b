import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { SearchResults } from '../../kernel/contract/content'
import { adjacentSwaps, correctSwaps, makeVocabulary, vocabularyOf } from '../../server/content/search-typos'
import { plainText, markPassage } from '../../server/content/search-marks'
import { type TestServer, createTestServer } from './helpers/server'

let server: TestServer
let surnames: Array<{ id: number; lastname: string }>
beforeAll(async () => {
  server = await createTestServer()
  const rows = await server.db.query<{ id: number; translations: { ru: { lastname: string } } }>(
    'SELECT id, translations FROM speakers WHERE event_id = 35 ORDER BY id',
  )
  const long = rows.filter((r) => [...r.translations.ru.lastname].length >= 5)
  // 50 names spread over the whole list, deterministically.
  const step = long.length / 50
  surnames = Array.from({ length: 50 }, (_, i) => long[Math.floor(i * step)]!).map((r) => ({ id: r.id, lastname: r.translations.ru.lastname }))
}, 60_000)
afterAll(() => server?.close())

async function search(q: string): Promise<SearchResults> {
  const { status, body } = await server.getJson(`/search/35?q=${encodeURIComponent(q)}&limit=50`)
  expect(status, JSON.stringify(body)).toBe(200)
  return body.data as SearchResults
}

/** The typo people make most: two adjacent letters swapped, in the middle of the word. */
function swapTypo(word: string): string {
  const swaps = adjacentSwaps(word.toLowerCase())
  return swaps[Math.floor(swaps.length / 2)]!
}

describe('search: a swapped pair of letters still finds the word', () => {
  it('generated swapped-letter typos of 50 surnames: at least 90 % find their speaker', async () => {
    expect(surnames).toHaveLength(50)
    let found = 0
    const missed: string[] = []
    for (const { id, lastname } of surnames) {
      const typo = swapTypo(lastname)
      expect(typo).not.toBe(lastname.toLowerCase())
      if ((await search(typo)).speakers.some((s) => s.id === id)) found++
      else missed.push(`${lastname} → ${typo}`)
    }
    expect(found / surnames.length, missed.join(', ')).toBeGreaterThanOrEqual(0.9)
  }, 120_000)

  it('no more noise on non-typos: a word found as typed is never changed, so its answer is as before', async () => {
    const vocabulary = await vocabularyOf(server.db)
    for (const { lastname } of surnames) expect(correctSwaps([lastname.toLowerCase()], vocabulary), lastname).toBeNull()
    for (const q of ['дизайн', 'музыка', 'кино', 'программа', 'design', 'festival']) expect(correctSwaps([q], vocabulary), q).toBeNull()
  })

  it('the rule: only an unknown word of 4+ letters, only to a stored word; the last word as a prefix', () => {
    const vocabulary = makeVocabulary(['юсупова', 'ибрагимов', 'программа', 'семён'])
    expect(correctSwaps(['юспуова'], vocabulary)).toEqual(['юсупова'])
    expect(correctSwaps(['юсупова'], vocabulary)).toBeNull()
    // An unfinished last word: "ибргаи" is "ибраги…" with a swap.
    expect(correctSwaps(['ибргаи'], vocabulary)).toEqual(['ибраги'])
    expect(correctSwaps(['прогрмама', 'ибраги'], vocabulary)).toEqual(['программа', 'ибраги'])
    expect(correctSwaps(['смеен'], vocabulary)).toEqual(['семен'])
    expect(correctSwaps(['абв'], vocabulary)).toBeNull()
    expect(correctSwaps(['совсемдругое'], vocabulary)).toBeNull()
  })
})

describe('search: snippets read as text', () => {
  it('punctuation stays tight where tags were removed, and a dash keeps its spaces', () => {
    expect(plainText('Выбирайте сессии в сетке программы . Всё — здесь ( и там ) , « так » !')).toBe(
      'Выбирайте сессии в сетке программы. Всё — здесь (и там), «так»!',
    )
  })

  it('a passage of a long text starts and ends at word boundaries, with «…» where it is cut', () => {
    const text = `${'слово '.repeat(60)}дизайн ${'другое '.repeat(60)}обрыв`.trim().slice(0, -2)
    const passage = markPassage(text, new Set(['дизайн']))!
    expect(passage.text).toMatch(/^…слово /)
    expect(passage.text).toMatch(/ (слово|дизайн|другое)…$/)
    expect(passage.text.slice(passage.marks[0]![0], passage.marks[0]![1])).toBe('дизайн')
  })

  it('the demo news snippet has no space before its full stop', async () => {
    const found = await search('сетке программы')
    const snippets = [...found.news, ...found.meetings].flatMap((h) => (h.snippet ? [h.snippet.text] : []))
    expect(snippets.length).toBeGreaterThan(0)
    for (const text of snippets) expect(text, text).not.toMatch(/ [.,;:!?»)]/)
  })
})
