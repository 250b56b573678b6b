/**
 * The program's change log: every import that changes an event's program is a version, and the
 * content API's `changes/{event}` answers "what changed since version N" (kernel/contract/changes.ts).
 */
import { parseFeed } from '@rowanmanning/feed-parser'
import { XMLParser } from 'fast-xml-parser'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { validate } from 'superstruct'
import { ProgramChanges } from '../../kernel/contract/changes'
import { importText } from '../../server/program/import'
import { latestChanges } from '../../server/program/changes'
import { changeLines } from '../../server/program/changes-feed'
import { reminderMail } from '../../server/reminders/mail'
import { GUID, c3vocJson, sampleProgram } from './helpers/schedule-fixtures'
import { type TestServer, createTestServer } from './helpers/server'

let server: TestServer
beforeAll(async () => {
  server = await createTestServer()
})
afterAll(() => server?.close())

// The site's event: the page and the feed are its.
const EVENT = 35
const file = (p = sampleProgram()) => JSON.stringify(c3vocJson(p))
const idOf = async (guid: string) =>
  (await server.db.query<{ id: number }>("SELECT id FROM import_keys WHERE kind = 'meeting' AND key = $1", [`${EVENT}/${guid}`]))[0]!.id

describe('the program change log (changes since version N)', () => {
  it('the first import is the initial version; a move, a hall change, a cancellation and a restoration are the next ones', async () => {
    const first = await importText(server.db, file(), { eventId: EVENT, source: { kind: 'file', name: 'schedule.json' } })
    expect(first).toMatchObject({ ok: true, programVersion: 1 })
    const again = await importText(server.db, file(), { eventId: EVENT })
    expect(again).toMatchObject({ ok: true, changed: false, programVersion: null })

    const moved = sampleProgram()
    const opening = moved.sessions.find((s) => s.guid === GUID.opening)!
    opening.start = '2024-12-27T11:00'
    opening.room = 'Saal 2'
    moved.sessions = moved.sessions.filter((s) => s.guid !== GUID.links)
    expect(await importText(server.db, file(moved), { eventId: EVENT, source: { kind: 'url', name: 'https://example.org/schedule.json' } })).toMatchObject({ ok: true, programVersion: 2 })
    expect(await importText(server.db, file(), { eventId: EVENT })).toMatchObject({ ok: true, programVersion: 3 })

    const { status, body } = await server.getJson(`/changes/${EVENT}?langs=en`)
    expect(status).toBe(200)
    const [error] = validate(body.data, ProgramChanges)
    expect(error).toBeUndefined()
    expect(body.data).toMatchObject({ event_id: EVENT, timezone: 'Europe/Berlin', current: 3, more: false })
    const [v1, v2, v3] = body.data.versions
    expect(v1).toMatchObject({ number: 1, initial: true, changes: [], source: { kind: 'file', name: 'schedule.json' } })
    // The demo sessions already there count too: the first version is the whole program.
    expect(v1.change_count).toBe((await server.db.query<{ n: number }>('SELECT count(*)::int AS n FROM meetings WHERE event_id = 35 AND withdrawn_at IS NULL'))[0]!.n)
    expect(v2.source).toEqual({ kind: 'url', name: 'https://example.org/schedule.json' })
    const openingId = await idOf(GUID.opening)
    const linksId = await idOf(GUID.links)
    expect(v2.changes).toEqual([
      expect.objectContaining({
        meeting_id: openingId,
        kinds: ['moved', 'hall'],
        before: expect.objectContaining({ start_at: '2024-12-27T10:30:00+01:00', translations: { en: expect.objectContaining({ area: 'Saal 1', speakers: ['Gabriela Bogk', 'Senficon'] }) } }),
        after: expect.objectContaining({ start_at: '2024-12-27T11:00:00+01:00', translations: { en: expect.objectContaining({ area: 'Saal 2' }) } }),
      }),
      expect.objectContaining({ meeting_id: linksId, kinds: ['cancelled'] }),
    ])
    expect(v3.changes.map((c: { meeting_id: number; kinds: string[] }) => [c.meeting_id, c.kinds])).toEqual([
      [openingId, ['moved', 'hall']],
      [linksId, ['restored']],
    ])

    const since = await server.getJson(`/changes/${EVENT}?since=2`)
    expect(since.body.data.versions.map((v: { number: number }) => v.number)).toEqual([3])
    const newest = await server.getJson(`/changes/${EVENT}?newest_first=1&limit=1`)
    expect(newest.body.data).toMatchObject({ more: true, versions: [{ number: 3 }] })
    const one = await server.getJson(`/changes/${EVENT}?meeting_id=${linksId}&newest_first=1&limit=1`)
    expect(one.body.data.versions[0].changes).toEqual([expect.objectContaining({ meeting_id: linksId, kinds: ['restored'] })])
    expect((await server.getJson(`/changes/${EVENT}?since=x`)).status).toBe(400)
    expect((await server.getJson('/changes/99999')).status).toBe(404)
  })

  it('the Atom feed has one entry per version, newest first, each change with its link and before → after (checked with an XML parser)', async () => {
    const res = await server.request('/program/changes.atom')
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('application/atom+xml; charset=utf-8')
    const doc = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '@', isArray: (name) => ['entry', 'link'].includes(name) }).parse(await res.text())
    const feed = doc.feed
    expect(feed['@xmlns']).toBe('http://www.w3.org/2005/Atom')
    expect(feed['@xml:lang']).toBe('ru')
    // RFC 4287 §4.1.1: a feed has id, title and updated; each entry id, title, updated; links.
    for (const name of ['id', 'title', 'updated', 'author']) expect(feed[name], name).toBeTruthy()
    expect(feed.title).toMatch(/Изменения в программе$/)
    expect(feed.link.map((l: Record<string, string>) => l['@rel'])).toEqual(['self', 'alternate'])
    expect(feed.updated).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/)
    expect(feed.entry.map((e: { title: string }) => e.title)).toEqual(['Версия 3', 'Версия 2', 'Версия 1'])
    for (const e of feed.entry) {
      expect(e.id).toMatch(/\/program\/changes#version-\d$/)
      expect(e.updated).toMatch(/Z$/)
      expect(e.content['@type']).toBe('html')
    }
    const [v3, v2] = feed.entry
    const openingId = await idOf(GUID.opening)
    const linksId = await idOf(GUID.links)
    // The content is HTML, escaped once in the XML: the parser gives it back as markup.
    expect(v2.content['#text']).toContain(`/program/meeting/${openingId}">Opening</a>`)
    expect(v2.content['#text']).toContain('Перенесена: 10:30–11:00 → 11:00–11:30')
    expect(v2.content['#text']).toContain('Другой зал: Saal 1 → Saal 2')
    expect(v2.content['#text']).toContain(`/program/meeting/${linksId}">Links and paragraphs</a><ul><li>Отменена: 28.12 11:00–11:40, Saal 2`)
    expect(v3.content['#text']).toContain('Снова в программе: 28.12 11:00–11:40, Saal 2')

    const en = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '@' }).parse(await (await server.request('/program/changes.atom?lang=en')).text())
    expect(en.feed['@xml:lang']).toBe('en')
    expect(en.feed.entry[1].content['#text']).toContain('Moved: 10:30–11:00 → 11:00–11:30')
    expect(en.feed.entry[1].content['#text']).toContain('?lang=en')
  })

  it('a feed reader reads the same change log: an Atom 1.0 feed, a move, a hall change, a cancellation and a restoration', async () => {
    const feed = parseFeed(await (await server.request('/program/changes.atom')).text())
    expect(feed.meta).toEqual({ type: 'atom', version: '1.0' })
    expect(feed.language).toBe('ru')
    expect(feed.title).toMatch(/Изменения в программе$/)
    expect(feed.url).toMatch(/\/program\/changes$/)
    expect(feed.self).toMatch(/\/program\/changes\.atom$/)
    expect(feed.updated).toBeInstanceOf(Date)
    expect(feed.items.map((item) => item.title)).toEqual(['Версия 3', 'Версия 2', 'Версия 1'])
    const [v3, v2, v1] = feed.items
    for (const item of feed.items) {
      expect(item.id).toMatch(/\/program\/changes#version-\d$/)
      expect(item.url).toMatch(/\/program\/changes/)
      expect(item.updated).toBeInstanceOf(Date)
    }
    const openingId = await idOf(GUID.opening)
    const linksId = await idOf(GUID.links)
    expect(v2!.content).toContain(`/program/meeting/${openingId}">Opening</a>`)
    expect(v2!.content).toContain('Перенесена: 10:30–11:00 → 11:00–11:30')
    expect(v2!.content).toContain('Другой зал: Saal 1 → Saal 2')
    expect(v2!.content).toContain(`/program/meeting/${linksId}">Links and paragraphs</a>`)
    expect(v2!.content).toContain('Отменена: 28.12 11:00–11:40, Saal 2')
    expect(v3!.content).toContain('Снова в программе: 28.12 11:00–11:40, Saal 2')
    expect(v1!.content).toMatch(/Первая версия программы/)
    const en = parseFeed(await (await server.request('/program/changes.atom?lang=en')).text())
    expect(en.language).toBe('en')
    expect(en.items[1]!.content).toContain('Moved: 10:30–11:00 → 11:00–11:30')
    expect(en.items[1]!.content).toContain('Another hall: Saal 1 → Saal 2')
  })

  it('the JSON Feed 1.1 beside the Atom feed has the same versions, newest first, with the same HTML', async () => {
    const res = await server.request('/program/changes.json')
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('application/feed+json; charset=utf-8')
    const feed = await res.json()
    // JSON Feed 1.1: version and title are required, each item has an id and content_html or content_text.
    expect(feed.version).toBe('https://jsonfeed.org/version/1.1')
    expect(feed.title).toMatch(/Изменения в программе$/)
    expect(feed.feed_url).toMatch(/\/program\/changes\.json$/)
    expect(feed.home_page_url).toMatch(/\/program\/changes$/)
    expect(feed.language).toBe('ru')
    expect(feed.authors[0].name).toBeTruthy()
    expect(feed.items.map((i: { title: string }) => i.title)).toEqual(['Версия 3', 'Версия 2', 'Версия 1'])
    const atom = parseFeed(await (await server.request('/program/changes.atom')).text())
    feed.items.forEach((item: { id: string; url: string; content_html: string; date_published: string }, i: number) => {
      expect(item.id).toBe(atom.items[i]!.id)
      expect(item.url).toBe(atom.items[i]!.url)
      expect(item.content_html).toBe(atom.items[i]!.content)
      expect(new Date(item.date_published).getTime()).toBe(atom.items[i]!.updated!.getTime())
    })
    const en = await (await server.request('/program/changes.json?lang=en')).json()
    expect(en.language).toBe('en')
    expect(en.feed_url).toMatch(/\?lang=en$/)
    expect(en.items[1].content_html).toContain('Moved: 10:30–11:00 → 11:00–11:30')
  })

  it('the exports carry the program version; a reminder mail names the latest move and hall change', async () => {
    const xml = await (await server.request('/media/schedule/35.xml')).text()
    expect(xml).toContain('<version>3</version>')
    const doc = JSON.parse(await (await server.request('/media/schedule/35.json')).text())
    expect(doc.schedule.version).toBe('3')

    const openingId = await idOf(GUID.opening)
    const change = (await latestChanges(server.db, [openingId], 'ru')).get(openingId)!
    const changed = changeLines(change, 'ru', change.timezone, ['moved', 'hall', 'restored'])
    expect(changed).toEqual(['Перенесена: 11:00–11:30 → 10:30–11:00', 'Другой зал: Saal 2 → Saal 1'])
    const mail = reminderMail(
      { to: 'a@example.org', lang: 'ru', minutesBefore: 15, meetingId: openingId, isCulture: false, title: 'Opening', hall: 'Saal 1', startsAt: new Date('2024-12-27T09:30:00Z'), timeZone: 'Europe/Berlin', changed },
      'Форум',
      'https://forum.test',
      'https://forum.test/reminders/off/k',
    )
    expect(mail.text).toContain('Зал: Saal 1\nПеренесена: 11:00–11:30 → 10:30–11:00\nДругой зал: Saal 2 → Saal 1\n')
  })
})
