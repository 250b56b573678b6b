import type { Pair } from './prng'

export interface AreaSeed {
  id: number
  name: Pair
  description: Pair
  location: Pair
  capacity: number
  isCulture: boolean
  isActive: boolean
  /** The three main halls are streamed. */
  streamed: boolean
  /** Formats this hall suits, by area event type id; empty for festival venues. */
  formats: number[]
}

/** Session formats (area event types), ids 1..6. */
export const FORMATS: Array<{ id: number; name: Pair; weight: number }> = [
  { id: 1, name: ['Панельная дискуссия', 'Panel discussion'], weight: 5 },
  { id: 2, name: ['Лекция', 'Lecture'], weight: 3 },
  { id: 3, name: ['Воркшоп', 'Workshop'], weight: 2 },
  { id: 4, name: ['Питч-сессия', 'Pitch session'], weight: 1 },
  { id: 5, name: ['Мастер-класс', 'Master class'], weight: 2 },
  { id: 6, name: ['Круглый стол', 'Round table'], weight: 2 },
]

const hall = (
  id: number,
  name: Pair,
  description: Pair,
  location: Pair,
  capacity: number,
  formats: number[],
  extra: Partial<AreaSeed> = {},
): AreaSeed => ({
  id, name, description, location, capacity, formats, isCulture: false, isActive: true, streamed: false, ...extra,
})

export const AREAS: AreaSeed[] = [
  hall(1, ['Главный зал «Горизонт»', 'Horizon Main Hall'], ['Пленарные сессии и главные дискуссии форума.', 'Plenary sessions and the forum’s main debates.'], ['Павильон 1, 1 этаж', 'Pavilion 1, ground floor'], 1200, [1], { streamed: true }),
  hall(2, ['Зал «Перспектива»', 'Perspektiva Hall'], ['Большие дискуссии отраслевых треков.', 'Major debates of the industry tracks.'], ['Павильон 1, 2 этаж', 'Pavilion 1, first floor'], 500, [1, 2, 6], { streamed: true }),
  hall(3, ['Зал «Атриум»', 'Atrium Hall'], ['Светлый зал под стеклянным куполом для дискуссий и лекций.', 'A bright hall under a glass dome for debates and lectures.'], ['Павильон 2, атриум', 'Pavilion 2, atrium'], 350, [1, 2], { streamed: true }),
  hall(4, ['Конгресс-зал A', 'Congress Hall A'], ['Зал для отраслевых сессий.', 'A hall for industry sessions.'], ['Конгресс-центр, 2 этаж', 'Congress centre, first floor'], 200, [1, 2, 6]),
  hall(5, ['Конгресс-зал B', 'Congress Hall B'], ['Зал для отраслевых сессий.', 'A hall for industry sessions.'], ['Конгресс-центр, 2 этаж', 'Congress centre, first floor'], 200, [1, 2, 6]),
  hall(6, ['Конгресс-зал C', 'Congress Hall C'], ['Зал для круглых столов и закрытых встреч.', 'A hall for round tables and closed meetings.'], ['Конгресс-центр, 3 этаж', 'Congress centre, second floor'], 150, [6, 1]),
  hall(7, ['Лекторий', 'Lecture Hall'], ['Амфитеатр для лекций и мастер-классов.', 'An amphitheatre for lectures and master classes.'], ['Павильон 2, 2 этаж', 'Pavilion 2, first floor'], 120, [2, 5]),
  hall(8, ['Мастерская', 'Workshop Studio'], ['Пространство с рабочими столами для практических занятий.', 'A room with worktables for hands-on sessions.'], ['Павильон 2, 1 этаж', 'Pavilion 2, ground floor'], 60, [3, 5]),
  hall(9, ['Питч-арена', 'Pitch Arena'], ['Сцена для презентаций проектов перед инвесторами и жюри.', 'A stage where projects pitch to investors and juries.'], ['Павильон 3', 'Pavilion 3'], 150, [4, 1]),
  hall(10, ['Open Space «Лаборатория»', 'Lab Open Space'], ['Открытая площадка для воркшопов и неформальных встреч.', 'An open area for workshops and informal meetings.'], ['Павильон 3, галерея', 'Pavilion 3, gallery'], 80, [3, 6, 5]),
  hall(11, ['Концертная сцена', 'Concert Stage'], ['Главная сцена фестиваля: концерты и большие шоу.', 'The festival’s main stage: concerts and big shows.'], ['Павильон 4', 'Pavilion 4'], 800, [], { isCulture: true }),
  hall(12, ['Кинозал «Экран»', 'Ekran Cinema'], ['Кинопоказы, премьеры и встречи с авторами.', 'Screenings, premieres and Q&As.'], ['Павильон 4, 2 этаж', 'Pavilion 4, first floor'], 250, [], { isCulture: true }),
  hall(13, ['Галерея', 'Gallery'], ['Выставки, экскурсии и литературные вечера.', 'Exhibitions, guided tours and literary evenings.'], ['Павильон 2, галерея', 'Pavilion 2, gallery'], 100, [], { isCulture: true }),
  hall(14, ['Камерная сцена', 'Chamber Stage'], ['Спектакли, танец и камерные концерты.', 'Theatre, dance and chamber concerts.'], ['Павильон 4, малый зал', 'Pavilion 4, small hall'], 220, [], { isCulture: true }),
  hall(15, ['Гастрономическая площадка «Казан»', 'Kazan Food Court'], ['Гастроужины, дегустации и кулинарные мастер-классы.', 'Dinners, tastings and cooking classes.'], ['Павильон 3, фуд-корт', 'Pavilion 3, food court'], 120, [], { isCulture: true }),
  hall(16, ['Конгресс-зал D', 'Congress Hall D'], ['Зал на реконструкции: в этом году не используется.', 'Under renovation: not used this year.'], ['Конгресс-центр, 3 этаж', 'Congress centre, second floor'], 150, [], { isActive: false }),
]

/** Festival interests, ids 1..8. */
export const INTERESTS: Array<{ id: number; slug: string; name: Pair; venues: number[] }> = [
  { id: 1, slug: 'music', name: ['Музыка', 'Music'], venues: [11, 14] },
  { id: 2, slug: 'cinema', name: ['Кино', 'Cinema'], venues: [12] },
  { id: 3, slug: 'theatre', name: ['Театр', 'Theatre'], venues: [14] },
  { id: 4, slug: 'exhibitions', name: ['Выставки', 'Exhibitions'], venues: [13] },
  { id: 5, slug: 'literature', name: ['Литература', 'Literature'], venues: [13, 12] },
  { id: 6, slug: 'food', name: ['Гастрономия', 'Food'], venues: [15] },
  { id: 7, slug: 'dance', name: ['Танец', 'Dance'], venues: [14, 11] },
  { id: 8, slug: 'family', name: ['Для всей семьи', 'Family'], venues: [13, 12, 14] },
]

export const FORUM_DAYS = ['2026-12-08', '2026-12-09', '2026-12-10', '2026-12-11'] as const
/** The demo's venue (Kazan) keeps Moscow time: the event's `timezone`, the demo's data only. */
export const DEMO_TIME_ZONE = 'Europe/Moscow'
/** Europe/Moscow has no DST: every time of the forum is +03:00. */
export const VENUE_OFFSET = '+03:00'
