import { INDUSTRIES, type IndustrySeed } from './industries'
import { FEMALE_NAMES, MALE_NAMES, ORG_KINDS, ORG_NAMES, POSITIONS, SURNAMES } from './people'
import { type Pair, type Rng, pairs } from './prng'

export interface SpeakerSeed {
  id: number
  female: boolean
  firstname: Pair
  lastname: Pair
  industry: IndustrySeed
  position: Pair
  organization: Pair
  bio: Pair
  onMain: boolean
  hasPhoto: boolean
}

export const SPEAKER_COUNT = 300
const ON_MAIN_COUNT = 16

/** {a}: the Russian feminine ending; {his}: the English pronoun. */
const ACHIEVEMENTS = pairs(`Руководил{a} проектами для крупных культурных институций Поволжья.:Has led projects for major cultural institutions of the Volga region.|
Автор образовательных программ для молодых специалистов.:Author of training programs for young professionals.|
Лауреат отраслевых премий в России и за рубежом.:Winner of industry awards in Russia and abroad.|
Участвовал{a} в создании более {n} проектов, в том числе международных.:Has worked on more than {n} projects, including international ones.|
Преподаёт в университетах Казани и Москвы.:Teaches at universities in Kazan and Moscow.|
Эксперт институтов развития, член жюри профессиональных конкурсов.:An expert for development institutions and a jury member of professional competitions.|
Основал{a} свою команду в {y} году.:Founded {his} own team in {y}.|
Регулярно выступает на отраслевых конференциях.:Speaks regularly at industry conferences.|
Ведёт авторский канал о профессии.:Runs {his} own channel about the profession.|
Наставник акселерационных программ для креативных предпринимателей.:A mentor in accelerator programs for creative entrepreneurs.`)

const lowerFirst = (s: string) => s.charAt(0).toLowerCase() + s.slice(1)

function organization(rng: Rng, industry: IndustrySeed): { ru: string; ruGenitive: string; en: string } {
  const [nom, gen, en] = rng.pick(ORG_KINDS[industry.slug] ?? [['Студия', 'студии', 'Studio']])
  const [nameRu, nameEn] = rng.pick(ORG_NAMES)
  return { ru: `${nom} «${nameRu}»`, ruGenitive: `${gen} «${nameRu}»`, en: `${nameEn} ${en}` }
}

function bio(rng: Rng, s: Omit<SpeakerSeed, 'bio' | 'onMain' | 'hasPhoto'>, orgGenitive: string): Pair {
  const years = rng.int(5, 25)
  const projects = String(rng.int(3, 12) * 10)
  const founded = String(2026 - Math.min(years, rng.int(3, 15)))
  const fill = (t: string) =>
    t
      .replace('{a}', s.female ? 'а' : '')
      .replace('{his}', s.female ? 'her' : 'his')
      .replace('{n}', projects)
      .replace('{y}', founded)
  const [a, b] = rng.sample(ACHIEVEMENTS, 2) as [Pair, Pair]
  const ru = `${s.firstname[0]} ${s.lastname[0]} — ${lowerFirst(s.position[0])} ${orgGenitive}. Более ${years} ${years % 10 === 1 && years !== 11 ? 'года' : 'лет'} работает в сфере ${s.industry.field[0]}. ${fill(a[0])} ${fill(b[0])}`
  const pronoun = s.female ? 'She' : 'He'
  const en = `${s.firstname[1]} ${s.lastname[1]} is ${s.position[1]} at ${s.organization[1]}. ${pronoun} has worked in ${s.industry.field[1]} for more than ${years} years. ${fill(a[1])} ${fill(b[1])}`
  return [ru, en]
}

export function generateSpeakers(rng: Rng): SpeakerSeed[] {
  const taken = new Set<string>()
  const out: SpeakerSeed[] = []
  for (let id = 1; id <= SPEAKER_COUNT; id++) {
    const female = rng.chance(0.5)
    let firstname: Pair
    let surname: Pair
    do {
      firstname = rng.pick(female ? FEMALE_NAMES : MALE_NAMES)
      surname = rng.pick(SURNAMES)
    } while (taken.has(`${firstname[0]} ${surname[0]}`))
    taken.add(`${firstname[0]} ${surname[0]}`)
    const lastname: Pair = female ? [`${surname[0]}а`, `${surname[1]}a`] : surname
    // Every industry gets its share of speakers, so each track can be staffed.
    const industry = INDUSTRIES[(id - 1) % INDUSTRIES.length] as IndustrySeed
    const position = rng.chance(0.3) ? industry.position : rng.pick(POSITIONS)
    const org = organization(rng, industry)
    const base = { id, female, firstname, lastname, industry, position, organization: [org.ru, org.en] as Pair }
    out.push({ ...base, bio: bio(rng, base, org.ruGenitive), onMain: false, hasPhoto: id % 25 !== 0 })
  }
  for (const s of rng.sample(out, ON_MAIN_COUNT)) s.onMain = true
  return out
}
