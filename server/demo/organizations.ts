import type { Infer } from 'superstruct'
import { EVENT_ID } from '../../kernel/constants'
import type { OrganizationIn } from '../program/import/schema'
import type { Pair } from './prng'

type Kind = Infer<typeof OrganizationIn>['kind']
type Seed = [Kind, Pair, Pair]

/** Fictional organizations: no real company is named as a partner. */
const SEEDS: Seed[] = [
  ['organizer', ['Дирекция форума «Горизонт»', 'Horizon Forum Directorate'], ['Готовит деловую и фестивальную программу форума.', 'Runs the forum’s business and festival programs.']],
  ['organizer', ['Фонд развития креативных индустрий', 'Creative Industries Development Fund'], ['Поддерживает авторов и команды грантами и акселерацией.', 'Supports creators and teams with grants and acceleration.']],
  ['organizer', ['Казанский кластер креативных индустрий', 'Kazan Creative Industries Cluster'], ['Объединяет студии, мастерские и площадки города.', 'Brings together the city’s studios, workshops and venues.']],
  ['general_partner', ['Банк «Волжский»', 'Volzhsky Bank'], ['Финансовые сервисы для малого креативного бизнеса.', 'Financial services for small creative businesses.']],
  ['general_partner', ['Технологическая компания «Синтез»', 'Sintez Technologies'], ['Облачные сервисы и вычисления для креативных команд.', 'Cloud services and computing for creative teams.']],
  ['general_partner', ['Телеком-оператор «Связь-Поволжье»', 'Svyaz-Povolzhye Telecom'], ['Связь и трансляции форума.', 'Connectivity and live streams for the forum.']],
  ['partner', ['Высшая школа креативных индустрий', 'Higher School of Creative Industries'], ['Образовательные программы для отрасли.', 'Education programs for the sector.']],
  ['partner', ['Студия «Контур»', 'Kontur Studio'], ['Айдентика и навигация форума.', 'The forum’s identity and wayfinding.']],
  ['partner', ['Киностудия «Итиль»', 'Itil Film Studio'], ['Партнёр кинопрограммы фестиваля.', 'Partner of the festival’s film program.']],
  ['partner', ['Лейбл «Новая волна»', 'Novaya Volna Records'], ['Партнёр музыкальной программы.', 'Partner of the music program.']],
  ['partner', ['Издательство «Бумажный журавль»', 'Paper Crane Publishers'], ['Книжная лавка и литературные вечера.', 'The book shop and literary evenings.']],
  ['partner', ['Игровая студия «Зилант»', 'Zilant Games'], ['Игровая зона и турнир.', 'The games area and tournament.']],
  ['partner', ['Архитектурное бюро «Арка»', 'Arka Architects'], ['Проект пространства форума.', 'Design of the forum’s spaces.']],
  ['partner', ['Ресторан «Терем»', 'Terem Restaurant'], ['Гастрономическая программа.', 'The gastronomy program.']],
  ['partner', ['Мастерская «Калфак»', 'Kalfak Workshop'], ['Ярмарка ремёсел.', 'The crafts fair.']],
  ['partner', ['Театр «Эхо»', 'Echo Theatre'], ['Спектакли фестиваля.', 'Festival performances.']],
  ['partner', ['Лаборатория «Сфера»', 'Sfera Lab'], ['Цифровые инсталляции.', 'Digital installations.']],
  ['partner', ['Агентство «Маяк»', 'Mayak Agency'], ['Коммуникации форума.', 'The forum’s communications.']],
  ['partner', ['Дом моды «Шамаиль»', 'Shamail Fashion House'], ['Показы и модная программа.', 'Shows and the fashion program.']],
  ['partner', ['Фонд «Наследие Поволжья»', 'Volga Heritage Foundation'], ['Экскурсии и выставки о наследии.', 'Heritage tours and exhibitions.']],
  ['partner', ['Коворкинг «Пятый этаж»', 'Pyaty Etazh Coworking'], ['Нетворкинг-зона.', 'The networking area.']],
  ['partner', ['Кофейня «Полдень»', 'Polden Coffee'], ['Кофе для участников.', 'Coffee for participants.']],
  ['media_partner', ['Журнал «Контекст»', 'Kontekst Magazine'], ['Ежемесячный журнал о культуре и бизнесе.', 'A monthly magazine on culture and business.']],
  ['media_partner', ['Радио «Волна Казани»', 'Kazan Wave Radio'], ['Городская радиостанция.', 'The city radio station.']],
  ['media_partner', ['Телеканал «Итиль ТВ»', 'Itil TV'], ['Региональный телеканал.', 'A regional TV channel.']],
  ['media_partner', ['Портал «Креативная экономика»', 'Creative Economy Portal'], ['Новости креативных индустрий.', 'Creative industries news.']],
  ['media_partner', ['Газета «Городские новости»', 'City News'], ['Городская газета.', 'The city newspaper.']],
  ['media_partner', ['Подкаст «Сделано в регионах»', 'Made in the Regions Podcast'], ['Истории региональных команд.', 'Stories of regional teams.']],
  ['media_partner', ['Онлайн-журнал «Пиксель»', 'Pixel Online Magazine'], ['Дизайн и технологии.', 'Design and technology.']],
  ['media_partner', ['Агентство новостей «Поволжье»', 'Povolzhye News Agency'], ['Новости Поволжья.', 'News of the Volga region.']],
]

export function demoOrganizations(): Array<Infer<typeof OrganizationIn>> {
  const sortInKind = new Map<Kind, number>()
  return SEEDS.map(([kind, name, description], i) => {
    const sort = (sortInKind.get(kind) ?? 0) + 1
    sortInKind.set(kind, sort)
    return {
      id: i + 1,
      event_id: EVENT_ID,
      kind,
      sort,
      logo: `/media/demo/organization/${i + 1}.svg`,
      website: null,
      translations: { ru: { name: name[0], description: description[0] }, en: { name: name[1], description: description[1] } },
    }
  })
}
