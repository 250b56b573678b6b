import type { Area, AreaEventType, Industry, Interest, Meeting, MeetingSpeaker } from '../../../kernel/contract/content'
import { aMeeting, aMeetingSpeaker, anArea, anEvent, anIndustry, anInterest } from '../fixtures'
import type { Handlers } from '../render'

/**
 * A small program and a fake content API that answers `meeting` the way the contract says:
 * filtered by date, area, culture flag, ids, industries and interests, with the relations
 * asked for in `with` attached. Tests then check what the screens ask for, not just what they show.
 */
export interface ProgramDb {
  areas: Area[]
  industries: Industry[]
  interests: Interest[]
  formats: AreaEventType[]
  meetings: Meeting[]
  speakers: Record<number, MeetingSpeaker[]>
}

const both = <T,>(ru: T, en: T) => ({ ru, en })

export const panel: AreaEventType = { id: 1, translations: both({ name: 'Панельная дискуссия' }, { name: 'Panel discussion' }) }

const text = (ru: string, en: string) =>
  both(
    { title: ru, description: `<p>${ru}: описание</p>`, key_questions: '<ul><li>Кто платит?</li></ul>', expected_result: '<p>Дорожная карта</p>' },
    { title: en, description: `<p>${en}: description</p>`, key_questions: '<ul><li>Who pays?</li></ul>', expected_result: '<p>A road map</p>' },
  )

const at = (date: string, from: string, to: string) => ({
  date,
  start_at: `${date}T${from}:00+03:00`,
  end_at: `${date}T${to}:00+03:00`,
})

export function programDb(): ProgramDb {
  const moderator = aMeetingSpeaker(1, 'moderator')
  const speaker = { ...aMeetingSpeaker(2, 'speaker'), photo: '/media/demo/speaker/2.jpg' }
  return {
    areas: [
      anArea(1, { sort: 2 }),
      anArea(2, { sort: 1, translations: both({ name: 'Большой зал', description: '<p>Главная сцена</p>', location: 'Павильон 2' }, { name: 'Main hall', description: '<p>The main stage</p>', location: 'Pavilion 2' }) }),
      anArea(9, { is_culture: true, sort: 9, stream_url: 'https://stream.example/9' }),
    ],
    industries: [anIndustry(1, 'Кино', 'Cinema'), anIndustry(2, 'Музыка', 'Music'), anIndustry(3, 'Игры', 'Games')],
    interests: [anInterest(1, 'Музыка', 'Music'), anInterest(2, 'Кино', 'Film'), anInterest(3, 'Театр', 'Theatre')],
    formats: [panel],
    meetings: [
      aMeeting(101, { ...at('2026-12-08', '10:00', '11:00'), area_id: 1, industry_ids: [1], has_broadcast: true, translations: text('Будущее кино', 'The future of cinema') }),
      aMeeting(102, { ...at('2026-12-08', '10:00', '11:30'), area_id: 2, industry_ids: [2], translations: text('Музыка в цифре', 'Music goes digital') }),
      aMeeting(103, { ...at('2026-12-08', '12:00', '13:00'), area_id: 1, industry_ids: [1, 2], has_broadcast: true, translations: text('Саундтреки', 'Soundtracks') }),
      aMeeting(104, { ...at('2026-12-09', '11:00', '12:00'), area_id: 2, industry_ids: [1], translations: text('Кино во второй день', 'Cinema on day two') }),
      aMeeting(201, { ...at('2026-12-08', '19:00', '21:00'), is_culture: true, area_id: 9, industry_ids: [], interest_ids: [1], age_limit: '12+', area_event_type_id: null, translations: text('Концерт', 'Concert') }),
      aMeeting(202, { ...at('2026-12-10', '18:00', '20:00'), is_culture: true, area_id: 9, industry_ids: [], interest_ids: [2], age_limit: '16+', area_event_type_id: null, translations: text('Кинопоказ', 'Screening') }),
    ],
    speakers: { 101: [moderator, speaker], 103: [speaker], 201: [speaker] },
  }
}

const ids = (url: URL, name: string) => url.searchParams.get(name)?.split(',').map(Number)

/**
 * `brief=1` (§7, MeetingQuery.brief): titles only, speakers with id, role, on_main and their
 * names only (no photo, position, organization, bio), as the server answers.
 */
const titlesOnly = (m: Meeting): Meeting => ({
  ...m,
  translations: Object.fromEntries(Object.entries(m.translations).map(([lang, t]) => [lang, { title: t.title }])),
})
const namesOnly = (speakers: MeetingSpeaker[]): MeetingSpeaker[] =>
  speakers.map((s) => ({
    id: s.id,
    role: s.role,
    on_main: s.on_main,
    translations: Object.fromEntries(Object.entries(s.translations).map(([lang, { firstname, lastname }]) => [lang, { firstname, lastname }])),
  }))

export function meetingHandler(db: ProgramDb) {
  return (url: URL) => {
    const q = url.searchParams
    const relations = new Set(q.get('with')?.split(',') ?? [])
    const brief = q.get('brief') === '1'
    const meetingIds = ids(url, 'meeting_ids')
    const industryIds = ids(url, 'industry_ids')
    const interestIds = ids(url, 'interest_ids')
    return db.meetings
      .filter((m) => !q.has('date') || m.date === q.get('date'))
      .filter((m) => !q.has('area_id') || m.area_id === Number(q.get('area_id')))
      .filter((m) => !q.has('is_culture') || m.is_culture === (q.get('is_culture') === '1'))
      .filter((m) => !meetingIds || meetingIds.includes(m.id))
      .filter((m) => !industryIds || m.industry_ids.some((i) => industryIds.includes(i)))
      .filter((m) => !interestIds || m.interest_ids.some((i) => interestIds.includes(i)))
      .slice(0, Number(q.get('limit') ?? 100))
      .map((m) => ({
        ...(brief ? titlesOnly(m) : m),
        ...(relations.has('area') ? { area: db.areas.find((a) => a.id === m.area_id) } : {}),
        ...(relations.has('areaEventType') ? { areaEventType: db.formats.find((f) => f.id === m.area_event_type_id) ?? null } : {}),
        ...(relations.has('industries') ? { industries: db.industries.filter((i) => m.industry_ids.includes(i.id)) } : {}),
        ...(relations.has('interests') ? { interests: db.interests.filter((i) => m.interest_ids.includes(i.id)) } : {}),
        ...(relations.has('speakers') ? { speakers: brief ? namesOnly(db.speakers[m.id] ?? []) : (db.speakers[m.id] ?? []) } : {}),
      }))
  }
}

export function contentApi(db: ProgramDb = programDb()): Handlers {
  return {
    '/events/35': [anEvent(), anEvent({ id: 30, year: 2025, starts_on: '2025-12-09', ends_on: '2025-12-12' })],
    '/areas/35': db.areas,
    '/industries': db.industries,
    '/interests/35': db.interests,
    '/meeting': meetingHandler(db),
    // The program never changed: a session page shows no latest change.
    '/changes/35': { event_id: 35, timezone: 'Europe/Moscow', current: 0, more: false, versions: [] },
  }
}
