import type { Area, ForumEvent, Industry, Interest, Meeting, MeetingSpeaker, NewsItem, Organization, Speaker } from '../../kernel/contract/content'

/** Small, valid contract objects for component tests. Override what a test is about. */
const both = <T,>(ru: T, en: T) => ({ ru, en })

export const anEvent = (over: Partial<ForumEvent> = {}): ForumEvent => ({
  id: 35,
  year: 2026,
  starts_on: '2026-12-08',
  ends_on: '2026-12-11',
  timezone: 'Europe/Moscow',
  program_link: '/media/program-2026.pdf',
  image: null,
  stats: { participants: 12000, sessions: 310, speakers: 300, countries: 14 },
  translations: both(
    { name: 'Форум «Горизонт»', city: 'Казань', venue: 'Казань Экспо', address: 'Выставочная ул., 1', description: '<p>О форуме</p>' },
    { name: 'Horizon Forum', city: 'Kazan', venue: 'Kazan Expo', address: '1 Vystavochnaya St', description: '<p>About</p>' },
  ),
  ...over,
})

export const anIndustry = (id: number, ru = `Индустрия ${id}`, en = `Industry ${id}`): Industry => ({
  id,
  slug: `industry-${id}`,
  icon: `/media/demo/industry/${id}.svg`,
  translations: both({ name: ru, description: `${ru}: описание` }, { name: en, description: `${en}: description` }),
})

export const anArea = (id: number, over: Partial<Area> = {}): Area => ({
  id,
  event_id: 35,
  sort: id,
  is_active: true,
  is_culture: false,
  capacity: 200,
  image: null,
  stream_url: null,
  translations: both({ name: `Зал ${id}`, description: '', location: 'Павильон 1' }, { name: `Hall ${id}`, description: '', location: 'Pavilion 1' }),
  ...over,
})

export const anInterest = (id: number, ru = `Интерес ${id}`, en = `Interest ${id}`): Interest => ({
  id,
  slug: `interest-${id}`,
  translations: both({ name: ru }, { name: en }),
})

export const aSpeaker = (id: number, over: Partial<Speaker> = {}): Speaker => ({
  id,
  photo: null,
  on_main: false,
  translations: both(
    { firstname: 'Анна', lastname: `Иванова-${id}`, position: 'Директор', organization: 'Студия', bio: '' },
    { firstname: 'Anna', lastname: `Ivanova-${id}`, position: 'Director', organization: 'Studio', bio: '' },
  ),
  ...over,
})

export const aMeetingSpeaker = (id: number, role: MeetingSpeaker['role'] = 'speaker'): MeetingSpeaker => ({
  ...aSpeaker(id),
  role,
})

export const aMeeting = (id: number, over: Partial<Meeting> = {}): Meeting => ({
  id,
  event_id: 35,
  date: '2026-12-08',
  start_at: '2026-12-08T10:00:00+03:00',
  end_at: '2026-12-08T11:00:00+03:00',
  is_culture: false,
  area_id: 1,
  area_event_type_id: 1,
  industry_ids: [1],
  interest_ids: [],
  has_broadcast: false,
  age_limit: null,
  translations: both(
    { title: `Сессия ${id}`, description: '<p>Описание</p>', key_questions: '<ul><li>Вопрос</li></ul>', expected_result: '<p>Результат</p>' },
    { title: `Session ${id}`, description: '<p>Description</p>', key_questions: '<ul><li>Question</li></ul>', expected_result: '<p>Result</p>' },
  ),
  ...over,
})

export const aNewsItem = (id: number, over: Partial<NewsItem> = {}): NewsItem => ({
  id,
  event_id: 35,
  published_at: '2026-11-01T12:00:00+03:00',
  is_published: true,
  image: null,
  industry_ids: [1],
  translations: both(
    { title: `Новость ${id}`, lead: 'Коротко', body: '<p>Текст</p>' },
    { title: `News ${id}`, lead: 'In short', body: '<p>Text</p>' },
  ),
  ...over,
})

export const anOrganization = (id: number, over: Partial<Organization> = {}): Organization => ({
  id,
  kind: 'partner',
  sort: id,
  logo: `/media/demo/logo/${id}.svg`,
  website: null,
  translations: both({ name: `Партнёр ${id}`, description: '' }, { name: `Partner ${id}`, description: '' }),
  ...over,
})

/** A session as the account API shows it (/api/meeting, /api/user/meeting): personal state added. */
export const anAccountMeeting = (
  id: number,
  over: Partial<import('../../kernel/contract/account').AccountMeeting> = {},
): import('../../kernel/contract/account').AccountMeeting => ({
  ...aMeeting(id),
  broadcast_url: null,
  is_favorite: false,
  participation: null,
  ...over,
})
