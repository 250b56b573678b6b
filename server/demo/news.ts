import type { Infer } from 'superstruct'
import { EVENT_ID } from '../../kernel/constants'
import type { NewsIn } from '../program/import/schema'
import { INDUSTRIES, industryBySlug } from './industries'
import { HANDWRITTEN, type NewsSeed } from './news-texts'
import type { Rng } from './prng'
import { TOPICS } from './topics'

export const NEWS_COUNT = 40

const day = (start: string, plusDays: number, hour: number) => {
  const d = new Date(`${start}T00:00:00Z`)
  d.setUTCDate(d.getUTCDate() + plusDays)
  return `${d.toISOString().slice(0, 10)}T${String(hour).padStart(2, '0')}:00:00+03:00`
}

function trackNews(rng: Rng): NewsSeed[] {
  return INDUSTRIES.map((industry, i) => {
    const [a, b] = rng.sample(TOPICS[industry.slug] ?? [], 2)
    return {
      date: day('2026-10-01', i * 5, 11),
      published: true,
      industries: [industry.slug],
      ru: {
        title: `Трек «${industry.name[0]}»: главное в программе`,
        lead: `Рассказываем о сессиях трека: «${a?.[0]}», «${b?.[0]}» и другие.`,
        body: `<p>Трек «${industry.name[0]}» — около двадцати сессий для профессионалов ${industry.field[0]}.</p><p>Все отрасли форума — на странице <a href="/industres">индустрий</a>.</p>`,
      },
      en: {
        title: `${industry.name[1]} track: program highlights`,
        lead: `A look at the track’s sessions, including “${a?.[1]}” and “${b?.[1]}”.`,
        body: `<p>The ${industry.name[1]} track brings about twenty sessions for professionals in ${industry.field[1]}.</p><p>See all of the forum’s <a href="/industres">industries</a>.</p>`,
      },
    }
  })
}

const CALLS = ['design', 'fashion', 'crafts', 'architecture', 'games', 'publishing', 'gastronomy', 'creative-tech']

function callNews(): NewsSeed[] {
  return CALLS.map((slug, i) => {
    const industry = industryBySlug(slug)
    return {
      date: day('2026-06-25', i * 9, 12),
      published: true,
      industries: [slug],
      ru: {
        title: `${industry.name[0]}: приём заявок на выставку проектов`,
        lead: `Авторы и команды в сфере ${industry.field[0]} могут показать свои работы на выставке форума.`,
        body: `<p>Заявки принимаются до {{date:2026-10-15}}. Отобранные проекты покажут в выставочной зоне все четыре дня форума.</p>`,
      },
      en: {
        title: `${industry.name[1]}: call for the project showcase`,
        lead: `Creators and teams in ${industry.field[1]} can show their work at the forum’s exhibition.`,
        body: `<p>Applications close on {{date:2026-10-15}}. Selected projects will be on show in the exhibition area for all four days.</p>`,
      },
    }
  })
}

/** Ids follow publication order, so the newest news has the highest id. */
export function demoNews(rng: Rng): Array<Infer<typeof NewsIn>> {
  const seeds = [...HANDWRITTEN, ...trackNews(rng), ...callNews()].sort((a, b) => a.date.localeCompare(b.date))
  if (seeds.length !== NEWS_COUNT) throw new Error(`expected ${NEWS_COUNT} news, made ${seeds.length}`)
  return seeds.map((s, i) => ({
    id: i + 1,
    event_id: EVENT_ID,
    published_at: s.date,
    is_published: s.published,
    image: s.published ? `/media/demo/news/${i + 1}.svg` : null,
    industry_ids: s.industries.map((slug) => industryBySlug(slug).id),
    translations: { ru: s.ru, en: s.en },
  }))
}
