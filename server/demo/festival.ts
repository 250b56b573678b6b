import { FESTIVAL_NOTES, FESTIVAL_TITLES } from './festival-titles'
import type { Pair, Rng } from './prng'
import { escapeHtml } from './session-text'
import type { SpeakerSeed } from './speakers'
import { AREAS, type AreaSeed, FORUM_DAYS, INTERESTS } from './venue'

export const FESTIVAL_COUNT = 60
/** Festival venues run from late morning into the night: a start every two hours. */
const STARTS = [11, 13, 15, 17, 19, 21].map((h) => h * 60)

export interface FestivalSeed {
  day: number
  start: number
  end: number
  area: AreaSeed
  title: Pair
  interestIds: number[]
  ageLimit: string
  description: Pair
  speakers: Array<{ id: number; role: 'speaker' | 'moderator' }>
}

/** Titles that name a time of day must get it; children's items end before the night. */
function allowedStarts(slug: string, titleRu: string): number[] {
  if (/ноч/i.test(titleRu)) return [21 * 60]
  if (/вечер|ужин/i.test(titleRu)) return [19 * 60, 21 * 60]
  if (slug === 'family') return STARTS.filter((t) => t <= 17 * 60)
  return STARTS
}

function ageLimit(slug: string, start: number): string {
  if (slug === 'family') return start < 17 * 60 ? '0+' : '6+'
  if (start >= 21 * 60) return '18+'
  return slug === 'cinema' ? '16+' : '12+'
}

export function generateFestival(rng: Rng, speakers: SpeakerSeed[]): FestivalSeed[] {
  const items = INTERESTS.flatMap((interest) =>
    (FESTIVAL_TITLES[interest.slug] ?? []).map((title, i) => ({ interest, title, i })),
  )
  const picked = rng.sample(items, FESTIVAL_COUNT)
  const free = new Map<string, number[]>()
  const out: FestivalSeed[] = []
  picked.forEach(({ interest, title, i }, n) => {
    const venueId = interest.venues[i % interest.venues.length] as number
    const area = AREAS.find((a) => a.id === venueId) as AreaSeed
    // Round-robin over the days from a per-item offset, so every evening has something on.
    for (let k = 0; k < FORUM_DAYS.length; k++) {
      const day = (n + k) % FORUM_DAYS.length
      const key = `${venueId}/${day}`
      const starts = free.get(key) ?? [...STARTS]
      const fitting = starts.filter((t) => allowedStarts(interest.slug, title[0]).includes(t))
      if (fitting.length === 0) continue
      const start = rng.pick(fitting)
      free.set(key, starts.filter((t) => t !== start))
      const extra = rng.chance(0.35) ? rng.pick(INTERESTS.filter((x) => x.id !== interest.id)).id : null
      const note = FESTIVAL_NOTES[interest.slug] ?? ['', '']
      out.push({
        day,
        start,
        end: start + rng.pick([60, 75, 90, 105, 120]),
        area,
        title,
        interestIds: extra ? [interest.id, extra] : [interest.id],
        ageLimit: ageLimit(interest.slug, start),
        description: [
          `<p>${escapeHtml(title[0])} — часть фестивальной программы «Горизонта». Вход по бейджу участника форума.</p><p>${note[0]}</p>`,
          `<p>${escapeHtml(title[1])} is part of the Horizon festival program. Entry with a forum badge.</p><p>${note[1]}</p>`,
        ],
        speakers: rng.chance(0.4) ? [{ id: rng.pick(speakers).id, role: 'speaker' }] : [],
      })
      return
    }
    throw new Error(`no free slot for ${title[1]}`)
  })
  return out.sort((a, b) => a.day - b.day || a.start - b.start || a.area.id - b.area.id)
}
