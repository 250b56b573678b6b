import type { EventIn } from '../program/import/schema'
import { EVENT_ID } from '../../kernel/constants'
import { type Pair, pairs } from './prng'
import { DEMO_TIME_ZONE } from './venue'

export const PROGRAM_PDF_PATH = '/media/program-2026.pdf'

const KAZAN_EXPO: Pair = ['«Казань Экспо»', 'Kazan Expo']
const EXPO_ADDRESS: Pair = [
  'Республика Татарстан, Лаишевский район, с. Большие Кабаны, ул. Выставочная, 1',
  '1 Vystavochnaya St, Bolshiye Kabany, Laishevsky District, Republic of Tatarstan',
]
const CITY: Pair = ['Казань', 'Kazan']
/** The demo organizer's name for the site (header, titles, mails) and contacts (the footer). */
const SITE_NAME: Pair = ['Форум «Горизонт»', 'Horizon Forum']
const CONTACT_LINES = { email: 'info@horizon-forum.example', phone: '+7 (843) 000-00-00' }
const CONTACTS = [
  { organizer: 'Дирекция форума «Горизонт»', ...CONTACT_LINES },
  { organizer: 'Horizon Forum Directorate', ...CONTACT_LINES },
] as const

const DESCRIPTION: Pair = [
  '<p><strong>«Горизонт»</strong> — ежегодный форум и фестиваль креативных индустрий. Четыре дня деловой программы и фестиваля в Казани: дизайнеры, музыканты, архитекторы, разработчики игр, издатели и рестораторы встречаются с инвесторами, заказчиками и представителями власти.</p>' +
    '<ul><li>250 сессий деловой программы в десяти залах</li><li>60 событий фестиваля: концерты, кино, театр, выставки</li><li>300 спикеров из России и других стран</li><li>12 отраслевых треков</li></ul>' +
    '<p>Участие бесплатное по регистрации. Расписание — в <a href="/program/grid">сетке программы</a>, новости — в <a href="/news">разделе новостей</a>.</p>',
  '<p><strong>Horizon</strong> is a yearly forum and festival of the creative industries. Four days of business sessions and festival events in Kazan, where designers, musicians, architects, game developers, publishers and restaurateurs meet investors, clients and government.</p>' +
    '<ul><li>250 business sessions in ten halls</li><li>60 festival events: concerts, film, theatre, exhibitions</li><li>300 speakers from Russia and abroad</li><li>12 industry tracks</li></ul>' +
    '<p>Attendance is free with registration. See the <a href="/program/grid">program grid</a> for the schedule and the <a href="/news">news</a> for updates.</p>',
]

const event = (
  id: number,
  year: number,
  days: [string, string],
  venue: Pair,
  address: Pair,
  stats: EventIn['stats'],
  description: Pair,
  programLink: string | null,
): EventIn => ({
  id,
  year,
  starts_on: days[0],
  ends_on: days[1],
  timezone: DEMO_TIME_ZONE,
  program_link: programLink,
  image: `/media/demo/event/${id}.svg`,
  stats,
  translations: {
    ru: { name: `Форум и фестиваль креативных индустрий «Горизонт»${year === 2026 ? '' : `-${year}`}`, city: CITY[0], venue: venue[0], address: address[0], description: description[0], site_name: SITE_NAME[0], contacts: CONTACTS[0] },
    en: { name: `Horizon Creative Industries Forum & Festival${year === 2026 ? '' : ` ${year}`}`, city: CITY[1], venue: venue[1], address: address[1], description: description[1], site_name: SITE_NAME[1], contacts: CONTACTS[1] },
  },
})

const TOWN_HALL: Pair = ['Казанская ратуша', 'Kazan Town Hall']
const TOWN_HALL_ADDRESS: Pair = ['Казань, ул. Кремлёвская, 1', '1 Kremlyovskaya St, Kazan']

/** The current edition first, then the archive, newest first (ids 34..31). */
export function demoEvents(): EventIn[] {
  return [
    event(EVENT_ID, 2026, ['2026-12-08', '2026-12-11'], KAZAN_EXPO, EXPO_ADDRESS, { participants: 15000, sessions: 310, speakers: 300, countries: 18 }, DESCRIPTION, PROGRAM_PDF_PATH),
    event(34, 2025, ['2025-12-09', '2025-12-12'], KAZAN_EXPO, EXPO_ADDRESS, { participants: 12400, sessions: 260, speakers: 240, countries: 15 }, [
      '<p>Четвёртый «Горизонт» впервые прошёл на четырёх площадках «Казань Экспо». Главные темы — экспорт креативных продуктов и генеративный ИИ в творческих профессиях.</p>',
      '<p>The fourth Horizon was the first held across four spaces at Kazan Expo. Its main themes were exporting creative products and generative AI in creative professions.</p>',
    ], null),
    event(33, 2024, ['2024-12-10', '2024-12-12'], KAZAN_EXPO, EXPO_ADDRESS, { participants: 9800, sessions: 190, speakers: 180, countries: 12 }, [
      '<p>Третий форум переехал в «Казань Экспо» и получил фестивальную программу: концерты, кинопоказы и выставки шли каждый вечер.</p>',
      '<p>The third forum moved to Kazan Expo and gained a festival program, with concerts, screenings and exhibitions every evening.</p>',
    ], null),
    event(32, 2023, ['2023-12-07', '2023-12-08'], TOWN_HALL, TOWN_HALL_ADDRESS, { participants: 5200, sessions: 95, speakers: 110, countries: 7 }, [
      '<p>Второй «Горизонт» собрал вдвое больше участников и добавил треки гастрономии и видеоигр.</p>',
      '<p>The second Horizon doubled its audience and added the gastronomy and games tracks.</p>',
    ], null),
    event(31, 2022, ['2022-12-08', '2022-12-09'], TOWN_HALL, TOWN_HALL_ADDRESS, { participants: 2600, sessions: 48, speakers: 60, countries: 4 }, [
      '<p>Первый форум креативных индустрий в Казани: два дня, шесть отраслевых треков и первая питч-сессия для молодых команд.</p>',
      '<p>The first creative industries forum in Kazan: two days, six industry tracks and the first pitch session for young teams.</p>',
    ], null),
  ]
}

export const THEMES = pairs(`Креативная экономика регионов:The creative economy of the regions|Технологии и ИИ в творчестве:Technology and AI in creative work|
Города и общественные пространства:Cities and public spaces|Экспорт креативных продуктов:Exporting creative products|Образование и таланты:Education and talent|
Наследие и идентичность:Heritage and identity|Устойчивое развитие:Sustainability|Финансирование и инвестиции:Funding and investment`)
