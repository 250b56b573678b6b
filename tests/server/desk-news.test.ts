import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { EVENT_ID } from '../../kernel/constants'
import { DeskNews, DeskPicture, deskNewsEndpoints } from '../../kernel/contract/desk-news'
import { NewsItem } from '../../kernel/contract/content'
import { array } from 'superstruct'
import { type AccountTestServer, createAccountServer, expectData, expectError } from './helpers/account'
import { TINY_PNG, demoToken, pngOfSize } from './helpers/cabinet'
import { CONTENT } from './helpers/server'
import { auditOf, deskCall, newEditor, uploadPicture } from './helpers/desk'
import { publishDue } from '../../server/desk/news-schedule'
import { deskAnnouncementEndpoints } from '../../kernel/contract/desk-announcements'
import { Announcement } from '../../kernel/contract/live'
import { DeskSpeaker, deskSpeakerEndpoints } from '../../kernel/contract/desk-speakers'

let server: AccountTestServer
let admin: string
let editor: string

const item = (over: Record<string, unknown> = {}) => ({
  state: 'published',
  image: null,
  industry_ids: [],
  ru_title: 'Открыта регистрация волонтёров',
  ru_lead: 'Ждём всех',
  ru_body: '<p>Текст новости</p>',
  en_title: 'Volunteer sign-up is open',
  en_lead: 'Everyone is welcome',
  en_body: '<p>The news text</p>',
  ...over,
})
const version = async () => (await server.db.query<{ version: number }>('SELECT version FROM content_meta WHERE id = 1'))[0]!.version
const publicNews = async (lang: 'ru' | 'en') => {
  const res = await server.request(`${CONTENT}/news/${EVENT_ID}?langs=${lang}`)
  return expectData({ status: res.status, body: await res.json(), res }, array(NewsItem))
}

beforeAll(async () => {
  server = await createAccountServer()
  admin = await demoToken(server, 'organizer')
  editor = (await newEditor(server, admin)).token
}, 240_000)
afterAll(() => server?.close())

describe('desk news', () => {
  it('an editor publishes an item with a picture in both languages: the public API shows it in each, the content version moves, the log records it', async () => {
    const picture = expectData(await uploadPicture(server, editor, TINY_PNG), DeskPicture)
    expect(picture.url).toMatch(/^\/media\/userpics\/[A-Za-z0-9_-]{22}\.png$/)
    expect((await server.request(picture.url)).status).toBe(200)
    const before = await version()
    const created = expectData(await deskCall(server, deskNewsEndpoints.newsCreate, editor, { body: item({ image: picture.url }) }), DeskNews)
    expect(created).toMatchObject({ state: 'published', image: picture.url, revision: 1 })
    expect(await version()).toBeGreaterThan(before)
    const ru = (await publicNews('ru')).find((n) => n.id === created.id)
    expect(ru?.translations.ru?.title).toBe('Открыта регистрация волонтёров')
    const en = (await publicNews('en')).find((n) => n.id === created.id)
    expect(en?.translations.en?.title).toBe('Volunteer sign-up is open')
    expect(en?.image).toBe(picture.url)
    expect((await auditOf(server, 'news'))[0]).toMatchObject({ action: 'create', entity_id: String(created.id) })
    expect((await auditOf(server, 'picture'))[0]).toMatchObject({ action: 'upload', entity_id: picture.url })
  })

  it('hostile HTML in rich text is stored sanitized', async () => {
    const body = '<p onclick="alert(1)">Hi <script>alert(2)</script><a href="javascript:alert(3)">x</a><img src=x onerror=alert(4)><iframe src="//evil"></iframe></p>'
    const saved = expectData(await deskCall(server, deskNewsEndpoints.newsCreate, editor, { body: item({ ru_body: body }) }), DeskNews)
    expect(saved.ru_body).toBe('<p>Hi <a>x</a></p>')
  })

  it('a draft is not public; scheduled goes out at its time, by the schedule, recorded', async () => {
    const draft = expectData(await deskCall(server, deskNewsEndpoints.newsCreate, editor, { body: item({ state: 'draft', ru_title: 'Черновик' }) }), DeskNews)
    expect((await publicNews('ru')).some((n) => n.id === draft.id)).toBe(false)
    const at = new Date(server.clock.now + 3_600_000).toISOString()
    const scheduled = expectData(await deskCall(server, deskNewsEndpoints.newsCreate, editor, { body: item({ state: 'scheduled', published_at: at }) }), DeskNews)
    expect((await publicNews('ru')).some((n) => n.id === scheduled.id)).toBe(false)
    expect(await publishDue(server.db, () => server.clock.now)).toEqual([])
    expect(await publishDue(server.db, () => server.clock.now + 3_600_001)).toEqual([scheduled.id])
    expect((await publicNews('ru')).some((n) => n.id === scheduled.id)).toBe(true)
    expect((await auditOf(server, 'news'))[0]).toMatchObject({ actor: 'schedule', action: 'published', entity_id: String(scheduled.id) })
    // Unpublished: gone from the site, kept in the desk.
    const current = expectData(await deskCall(server, deskNewsEndpoints.newsItem, editor, { params: { id: scheduled.id } }), DeskNews)
    const off = expectData(await deskCall(server, deskNewsEndpoints.newsSave, editor, { params: { id: scheduled.id }, body: item({ state: 'unpublished', revision: current.revision }) }), DeskNews)
    expect(off.state).toBe('unpublished')
    expect((await publicNews('ru')).some((n) => n.id === scheduled.id)).toBe(false)
  })

  it('bad input: an empty title, scheduled with no time, an unknown industry: 422 by field in the person\'s language', async () => {
    const ru = expectError(await deskCall(server, deskNewsEndpoints.newsCreate, editor, { body: item({ ru_title: '   ' }) }), 422)
    expect(ru.errors?.ru_title?.[0]).toBe('Обязательное поле')
    const en = expectError(await deskCall(server, deskNewsEndpoints.newsCreate, editor, { body: item({ ru_title: '' }), lang: 'en' }), 422)
    expect(en.errors?.ru_title?.[0]).toMatch(/required/i)
    const noTime = expectError(await deskCall(server, deskNewsEndpoints.newsCreate, editor, { body: item({ state: 'scheduled' }) }), 422)
    expect(noTime.errors).toHaveProperty('published_at')
    const industry = expectError(await deskCall(server, deskNewsEndpoints.newsCreate, editor, { body: item({ industry_ids: [999999] }) }), 422)
    expect(industry.errors).toHaveProperty('industry_ids')
    expectError(await deskCall(server, deskNewsEndpoints.newsItem, editor, { params: { id: 'x1' } }), 404)
  })

  it('a 6 MB picture is refused with a clear message; so is a file that is not a picture', async () => {
    const big = expectError(await uploadPicture(server, editor, pngOfSize(6 * 1024 * 1024)), 413, 'file_too_large')
    expect(big.errors?.file?.[0]).toMatch(/5 МБ/)
    const en = expectError(await uploadPicture(server, editor, pngOfSize(6 * 1024 * 1024), 'en'), 413)
    expect(en.message).toMatch(/5 MB/)
    expectError(await uploadPicture(server, editor, new TextEncoder().encode('<svg onload=alert(1)>')), 415, 'unsupported_file')
  })

  it('two editors save the same item: the second is told who saved first and gets the current item; nothing is lost', async () => {
    const second = (await newEditor(server, admin)).token
    const news = expectData(await deskCall(server, deskNewsEndpoints.newsCreate, editor, { body: item() }), DeskNews)
    const first = expectData(await deskCall(server, deskNewsEndpoints.newsSave, editor, { params: { id: news.id }, body: item({ ru_title: 'Первая правка', revision: news.revision }) }), DeskNews)
    const late = await deskCall(server, deskNewsEndpoints.newsSave, second, { params: { id: news.id }, body: item({ ru_title: 'Вторая правка', revision: news.revision }) })
    const refusal = expectError(late, 409, 'edited_elsewhere')
    expect(refusal.message).toMatch(/сохранил/)
    expect(late.body.data.ru_title).toBe('Первая правка')
    expect(expectData(await deskCall(server, deskNewsEndpoints.newsItem, second, { params: { id: news.id } }), DeskNews).ru_title).toBe(first.ru_title)
    // Saved again from the current revision, it goes through.
    expectData(await deskCall(server, deskNewsEndpoints.newsSave, second, { params: { id: news.id }, body: item({ ru_title: 'Вторая правка', revision: first.revision }) }), DeskNews)
  })

  it('a visitor is refused every news call (403) and the upload', async () => {
    const visitor = await demoToken(server, 'visitor')
    for (const endpoint of Object.values(deskNewsEndpoints)) expectError(await deskCall(server, endpoint, visitor, { params: { id: 1 } }), 403, 'desk_only')
    expectError(await uploadPicture(server, visitor, TINY_PNG), 403, 'desk_only')
  })
})

describe('desk announcements', () => {
  it('an editor announces in both languages with no token: shown now, on the live channel, listed with the day\'s, recorded', async () => {
    const made = expectData(await deskCall(server, deskAnnouncementEndpoints.announce, editor, { body: { ru: 'Зал 2 переехал на 3 этаж', en: 'Hall 2 moved to floor 3' } }), Announcement)
    const shown = (await (await server.request('/api/live/announcements')).json()) as { data: Announcement[] }
    expect(shown.data.map((a) => a.id)).toContain(made.id)
    const [event] = await server.db.query<{ kind: string; payload: { id: number } }>("SELECT kind, payload FROM live_events WHERE kind = 'announcement' ORDER BY id DESC LIMIT 1")
    expect(event?.payload.id).toBe(made.id)
    const today = expectData(await deskCall(server, deskAnnouncementEndpoints.announcements, editor), array(Announcement))
    expect(today[0]?.id).toBe(made.id)
    expect((await auditOf(server, 'announcement'))[0]).toMatchObject({ action: 'create', entity_id: String(made.id), actor_kind: 'person' })
  })

  it('bad input: empty texts and an end in the past, by field; a visitor is refused', async () => {
    const empty = expectError(await deskCall(server, deskAnnouncementEndpoints.announce, editor, { body: { ru: ' ', en: '' } }), 422)
    expect(Object.keys(empty.errors ?? {}).sort()).toEqual(['en', 'ru'])
    const past = expectError(await deskCall(server, deskAnnouncementEndpoints.announce, editor, { body: { ru: 'а', en: 'a', ends_at: '2001-01-01T00:00:00Z' } }), 422)
    expect(past.errors).toHaveProperty('ends_at')
    expectError(await deskCall(server, deskAnnouncementEndpoints.announce, await demoToken(server, 'visitor'), { body: { ru: 'а', en: 'a' } }), 403, 'desk_only')
  })
})

describe('desk speakers', () => {
  it('an editor renames a speaker in both languages and puts them on the main page: public, recorded; an empty surname is refused', async () => {
    const [speaker] = expectData(await deskCall(server, deskSpeakerEndpoints.speakers, editor), array(DeskSpeaker))
    const { id, ...fields } = speaker!
    const saved = expectData(
      await deskCall(server, deskSpeakerEndpoints.speakerSave, editor, { params: { id }, body: { ...fields, ru_lastname: 'Новикова', en_lastname: 'Novikova', en_firstname: 'Olga', on_main: true } }),
      DeskSpeaker,
    )
    expect(saved).toMatchObject({ ru_lastname: 'Новикова', en_lastname: 'Novikova', on_main: true })
    const res = await server.request(`${CONTENT}/speakers/${EVENT_ID}/${id}?langs=en`)
    expect(((await res.json()) as { data: { translations: { en?: { lastname: string } } } }).data.translations.en?.lastname).toBe('Novikova')
    expect((await auditOf(server, 'speaker'))[0]).toMatchObject({ action: 'update', entity_id: String(id) })
    const bad = expectError(await deskCall(server, deskSpeakerEndpoints.speakerSave, editor, { params: { id }, body: { ...fields, ru_lastname: '' } }), 422)
    expect(bad.errors).toHaveProperty('ru_lastname')
  })
})
