import { assert } from 'superstruct'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { envelope } from '../../kernel/contract/common'
import { type MarkedText, type SearchResults, contentEndpoints } from '../../kernel/contract/content'
import { json } from '../../server/db/types'
import { type TestServer, createTestServer } from './helpers/server'

let server: TestServer
beforeAll(async () => {
  server = await createTestServer()
  // A speaker known only by a Cyrillic name (no English spelling stored): found by a Latin one.
  await server.db.query(`INSERT INTO speakers (id, event_id, photo, on_main, translations) VALUES (9001, 35, null, false, $1::jsonb)`, [
    json({ ru: { firstname: 'Ксения', lastname: 'Щербакова', position: 'Продюсер', organization: 'Студия «Тест»', bio: '' } }),
  ])
  await server.db.query('UPDATE content_meta SET version = version + 1')
}, 60_000)
afterAll(() => server?.close())

async function search(q: string, headers: Record<string, string> = {}): Promise<SearchResults> {
  const { status, body } = await server.getJson(`/search/35?q=${encodeURIComponent(q)}&limit=50`, headers)
  expect(status, JSON.stringify(body)).toBe(200)
  assert(body, envelope(contentEndpoints.search.response))
  return body.data
}

/** The marked words of a text. */
const marked = (t: MarkedText | null) => (t ? t.marks.map(([s, e]) => t.text.slice(s, e)) : [])
const titles = (hits: SearchResults['meetings']) => hits.map((h) => h.title.text)

describe('search/{event}: sessions, festival, speakers and news', () => {
  it('§7 search: Russian word forms: "дизайнеров" finds "Дизайнеры и…" and "…дизайнера", the matched words marked', async () => {
    const found = await search('дизайнеров')
    const all = [...found.meetings, ...found.festival, ...found.news]
    expect(titles(all).some((t) => /^Дизайнеры и/.test(t))).toBe(true)
    expect(all.flatMap((h) => [...marked(h.title), ...marked(h.snippet)]).some((w) => /^дизайнера$/i.test(w))).toBe(true)
    for (const hit of found.meetings.filter((h) => /^Дизайнеры и/.test(h.title.text))) expect(marked(hit.title)).toContain('Дизайнеры')
    expect(found.speakers.some((s) => marked(s.snippet).some((w) => /^дизайнер/i.test(w)))).toBe(true)
  })

  it('§7 search: English word forms: "designers" finds "design" titles, shown and marked in English', async () => {
    const found = await search('designers', { 'X-Lang': 'en' })
    expect(found.meetings.length).toBeGreaterThan(0)
    expect(found.meetings.flatMap((h) => marked(h.title)).some((w) => /^design$/i.test(w))).toBe(true)
    // Shown in English: no Cyrillic (an English title may well say "façades").
    expect(titles(found.meetings).filter((t) => /[А-Яа-яЁё]/.test(t))).toEqual([])
  })

  it('§7 search: a typo in a surname still finds the speaker, name marked', async () => {
    const found = await search('Ибрагимв')
    expect(found.speakers[0]?.title.text).toBe('Роман Ибрагимов')
    expect(marked(found.speakers[0]!.title)).toEqual(['Ибрагимов'])
  })

  it('§7 search: a Cyrillic name typed in Latin letters finds the speaker, with or without an English spelling stored', async () => {
    expect((await search('Ibragimov')).speakers[0]?.title.text).toBe('Роман Ибрагимов')
    const onlyRu = await search('Shcherbakova')
    expect(onlyRu.speakers[0]?.title.text).toBe('Ксения Щербакова')
    expect(marked(onlyRu.speakers[0]!.title)).toEqual(['Щербакова'])
    expect((await search('Kseniya Shcherbakova')).speakers[0]?.id).toBe(9001)
  })

  it('§7 search: ranking: within a group a title match comes before a description-only match', async () => {
    const found = await search('дизайн')
    const inTitle = found.meetings.map((h) => h.title.marks.length > 0)
    expect(inTitle[0]).toBe(true)
    const firstWithout = inTitle.indexOf(false)
    expect(firstWithout).toBeGreaterThan(0)
    expect(inTitle.slice(firstWithout).every((x) => !x)).toBe(true)
  })

  it('§7 search: festival items are their own group; sessions found by format or industry', async () => {
    const found = await search('кино')
    expect(found.festival.length + found.meetings.length).toBeGreaterThan(0)
    const panel = await search('панельная дискуссия')
    expect(panel.meetings.length).toBeGreaterThan(0)
  })

  it('§7 search: a withdrawn session is not found', async () => {
    const [before] = (await search('дизайнеров')).meetings
    await server.db.query('UPDATE meetings SET withdrawn_at = now() WHERE id = $1', [before!.id])
    await server.db.query('UPDATE content_meta SET version = version + 1')
    try {
      expect((await search('дизайнеров')).meetings.map((h) => h.id)).not.toContain(before!.id)
    } finally {
      await server.db.query('UPDATE meetings SET withdrawn_at = NULL WHERE id = $1', [before!.id])
      await server.db.query('UPDATE content_meta SET version = version + 1')
    }
  })

  it('§8: an empty, missing or 1,000-character query is a 400 that names q, never a 500', async () => {
    for (const path of ['/search/35?q=', '/search/35', `/search/35?q=${'а'.repeat(1000)}`]) {
      const { status, body } = await server.getJson(path)
      expect(status, path).toBe(400)
      expect(body.errors.q[0]).toMatch(/200/)
    }
    expect((await server.getJson('/search/999?q=мода')).status).toBe(404)
  })

  it('§8: SQL and tsquery meta characters are answered with results, never a 500', async () => {
    for (const q of ["'; DROP TABLE meetings; --", '%_\\', 'мода & | ! ( ) :* <->', '"\'`', '\u0000', '\uE000мода\uE001', '   ', 'a:*|b']) {
      const { status, body } = await server.getJson(`/search/35?q=${encodeURIComponent(q)}`)
      expect(status, `${JSON.stringify(q)}: ${JSON.stringify(body)}`).toBeLessThan(500)
    }
    const found = await search('мода & | ! ( ) :*')
    expect(found.meetings.length).toBeGreaterThan(0)
    for (const hit of found.meetings) expect(hit.title.text).not.toMatch(/[\uE000\uE001<>]/)
    expect((await search("'; DROP TABLE meetings; --")).meetings).toEqual([])
    expect((await server.getJson('/meeting?limit=1')).status).toBe(200)
  })

  it('§7 search: marks are offsets into plain text, snippets carry no HTML', async () => {
    const found = await search('мода')
    for (const hit of [...found.meetings, ...found.news]) {
      for (const text of [hit.title, hit.snippet]) {
        if (!text) continue
        expect(text.text).not.toMatch(/<\/?[a-z]/i)
        for (const [s, e] of text.marks) expect(0 <= s && s < e && e <= text.text.length).toBe(true)
      }
    }
    expect(found.news.length).toBeGreaterThan(0)
  })
})

describe('speakers/{event} and speakers/{event}/{id}', () => {
  it('§7 speakers: one speaker with every listed session and the role there, in time order', async () => {
    const { status, body } = await server.getJson('/speakers/35/4', { 'X-Lang': 'en' })
    expect(status).toBe(200)
    assert(body, envelope(contentEndpoints.speaker.response))
    const detail = body.data
    expect(detail.translations.en?.lastname).toBe('Ibragimov')
    expect(detail.translations.en?.bio?.length).toBeGreaterThan(0)
    expect(detail.sessions.length).toBeGreaterThan(0)
    const starts = detail.sessions.map((s) => Date.parse(s.meeting.start_at))
    expect(starts).toEqual([...starts].sort((a, b) => a - b))
    const [row] = await server.db.query<{ n: number }>('SELECT count(*)::int AS n FROM meeting_speakers ms JOIN meetings m ON m.id = ms.meeting_id WHERE ms.speaker_id = 4 AND m.withdrawn_at IS NULL')
    expect(detail.sessions).toHaveLength(row!.n)
    for (const s of detail.sessions) expect(['speaker', 'moderator']).toContain(s.role)
    expect(detail.sessions[0]?.meeting.area).toBeDefined()
  })

  it('§8 speakers: an unknown speaker or another event is a 404, a bad id a 400', async () => {
    expect((await server.getJson('/speakers/35/999999')).status).toBe(404)
    expect((await server.getJson('/speakers/999/4')).status).toBe(404)
    expect((await server.getJson('/speakers/35/abc')).status).toBe(400)
  })

  it('§7 speakers: brief=1 leaves out the bio; industry_ids keeps the people of sessions in those industries', async () => {
    const all = (await server.getJson('/speakers/35?brief=1')).body.data
    expect(all.length).toBeGreaterThan(100)
    expect(all.every((s: { translations: { ru: { bio?: string } } }) => s.translations.ru.bio === undefined)).toBe(true)
    const some = (await server.getJson('/speakers/35?industry_ids=1')).body.data
    expect(some.length).toBeGreaterThan(0)
    expect(some.length).toBeLessThan(all.length)
    const [row] = await server.db.query<{ n: number }>(
      `SELECT count(DISTINCT ms.speaker_id)::int AS n FROM meeting_speakers ms JOIN meetings m ON m.id = ms.meeting_id AND m.withdrawn_at IS NULL
       JOIN meeting_industries mi ON mi.meeting_id = m.id WHERE mi.industry_id = 1 AND m.event_id = 35`,
    )
    expect(some).toHaveLength(row!.n)
  })
})
