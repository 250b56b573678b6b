import { type Pair, pairs } from './prng'

export interface IndustrySeed {
  id: number
  slug: string
  name: Pair
  description: Pair
  /** "в сфере …" (genitive) / "in …": used in bios and descriptions. */
  field: Pair
  /** A position only this industry has. */
  position: Pair
}

const seeds: Array<[string, string, string, string, string, string, string, string, string]> = [
  ['design', 'Дизайн', 'Design', 'Промышленный, графический и цифровой дизайн: от упаковки и айдентики до интерфейсов и городской навигации.', 'Industrial, graphic and digital design: from packaging and identity to interfaces and wayfinding.', 'дизайна', 'design', 'Ведущий дизайнер', 'Lead Designer'],
  ['fashion', 'Мода', 'Fashion', 'Дизайнеры одежды и аксессуаров, локальные бренды, швейное производство и ретейл.', 'Clothing and accessory designers, local brands, garment manufacturing and retail.', 'моды', 'fashion', 'Дизайнер одежды', 'Fashion Designer'],
  ['music', 'Музыка', 'Music', 'Артисты, лейблы, концертные площадки, стриминг и музыкальное образование.', 'Artists, labels, concert venues, streaming and music education.', 'музыкальной индустрии', 'the music industry', 'Композитор', 'Composer'],
  ['film', 'Кино и анимация', 'Film & Animation', 'Игровое и документальное кино, анимационные студии, сериалы и постпродакшн.', 'Feature and documentary film, animation studios, series and post-production.', 'кино и анимации', 'film and animation', 'Режиссёр', 'Film Director'],
  ['games', 'Видеоигры', 'Games', 'Разработка и издание игр, киберспорт, игровые движки и геймдизайн.', 'Game development and publishing, esports, engines and game design.', 'видеоигр', 'video games', 'Ведущий геймдизайнер', 'Lead Game Designer'],
  ['architecture', 'Архитектура', 'Architecture', 'Архитектура и урбанистика, общественные пространства, реставрация и девелопмент.', 'Architecture and urbanism, public spaces, restoration and development.', 'архитектуры и урбанистики', 'architecture and urbanism', 'Главный архитектор', 'Chief Architect'],
  ['publishing', 'Книгоиздание', 'Publishing', 'Издательства, книжные магазины, литературные агентства, аудиокниги и комиксы.', 'Publishers, bookshops, literary agencies, audiobooks and comics.', 'книгоиздания', 'publishing', 'Главный редактор', 'Editor-in-Chief'],
  ['media', 'Медиа и реклама', 'Media & Advertising', 'СМИ, авторские медиа, рекламные и коммуникационные агентства, брендинг.', 'News media, creator-led media, advertising and communications agencies, branding.', 'медиа и рекламы', 'media and advertising', 'Директор по стратегии', 'Strategy Director'],
  ['performing-arts', 'Исполнительские искусства', 'Performing Arts', 'Театр, танец, цирк, академическая музыка и фестивальные проекты.', 'Theatre, dance, circus, classical music and festival projects.', 'исполнительских искусств', 'the performing arts', 'Художественный руководитель', 'Artistic Director'],
  ['crafts', 'Ремёсла и народные промыслы', 'Crafts', 'Традиционные ремёсла, народные художественные промыслы и современные мастерские.', 'Traditional crafts, folk art and contemporary workshops.', 'ремёсел и народных промыслов', 'crafts and folk art', 'Мастер-ремесленник', 'Master Craftsman'],
  ['creative-tech', 'IT и креативные технологии', 'Creative Tech', 'Генеративный ИИ, VR и AR, цифровое искусство, сервисы для авторов.', 'Generative AI, VR and AR, digital art and services for creators.', 'креативных технологий', 'creative technology', 'Технический директор', 'CTO'],
  ['gastronomy', 'Гастрономия', 'Gastronomy', 'Рестораны, локальные продукты, гастрономический туризм и фуд-дизайн.', 'Restaurants, local produce, food tourism and food design.', 'гастрономии', 'gastronomy', 'Шеф-повар', 'Head Chef'],
]

export const INDUSTRIES: IndustrySeed[] = seeds.map(([slug, nameRu, nameEn, dRu, dEn, fRu, fEn, pRu, pEn], i) => ({
  id: i + 1,
  slug,
  name: [nameRu, nameEn],
  description: [dRu, dEn],
  field: [fRu, fEn],
  position: [pRu, pEn],
}))

export function industryBySlug(slug: string): IndustrySeed {
  const found = INDUSTRIES.find((i) => i.slug === slug)
  if (!found) throw new Error(`no demo industry ${slug}`)
  return found
}

/** Angles that turn one topic into several distinct session titles. */
export const ANGLES = pairs(`взгляд инвесторов:the investors' view|опыт регионов:lessons from the regions|
что изменилось за год:what changed this year|от идеи до рынка:from idea to market|новые форматы:new formats|
работа с государством:working with the state|экспорт и международные рынки:export and international markets|
кадры и образование:talent and education|кейсы и ошибки:cases and mistakes|технологии и инструменты:technologies and tools`)

export const KEY_QUESTIONS = pairs(`Какие меры государственной поддержки действительно работают?:Which public support measures actually work?|
Как привлечь частные инвестиции в творческие проекты?:How can creative projects attract private investment?|
Где искать талантливых специалистов и как их удержать?:Where to find talented people, and how to keep them?|
Как измерить эффект креативного проекта для города?:How do you measure a creative project's impact on a city?|
Что мешает выходу на зарубежные рынки?:What stands in the way of entering foreign markets?|
Как защитить интеллектуальную собственность автора?:How can authors protect their intellectual property?|
Какие технологии изменят отрасль в ближайшие три года?:Which technologies will change the sector in the next three years?|
Как выстроить диалог бизнеса, власти и сообщества?:How to build a dialogue between business, government and the community?|
Как небольшой команде конкурировать с крупными игроками?:How can a small team compete with big players?|
Какие форматы сотрудничества с брендами выгодны обеим сторонам?:Which brand partnerships benefit both sides?|
Как говорить с аудиторией, которая выросла в соцсетях?:How to talk to an audience that grew up on social media?|
Что регионы могут предложить креативным предпринимателям?:What can the regions offer creative entrepreneurs?|
Как сделать творческую профессию финансово устойчивой?:How to make a creative career financially sustainable?|
Какие ошибки чаще всего совершают начинающие команды?:What mistakes do new teams make most often?|
Как сохранить идентичность, масштабируя проект?:How to keep a project's identity while scaling it?|
Какую роль в отрасли играют университеты и колледжи?:What role do universities and colleges play in the sector?`)

export const EXPECTED_RESULTS = pairs(`Предложения по мерам поддержки отрасли, которые будут переданы органам власти.:Proposals on support measures for the sector, to be handed to the authorities.|
Практические инструменты и чек-лист, которые участники смогут применить в своих проектах.:Practical tools and a checklist participants can apply to their own projects.|
Новые контакты между авторами, инвесторами и заказчиками.:New contacts between creators, investors and clients.|
Подборка успешных кейсов, которую организаторы опубликуют после форума.:A collection of successful cases that the organizers will publish after the forum.|
Договорённости о пилотных проектах в регионах.:Agreements on pilot projects in the regions.|
Понимание того, куда рынок будет двигаться в ближайший год.:A clear picture of where the market is heading next year.|
Рекомендации для команд, которые готовятся выйти на новые рынки.:Recommendations for teams getting ready to enter new markets.|
Лучшие проекты получат консультации экспертов форума.:The best projects will get mentoring from the forum's experts.`)
