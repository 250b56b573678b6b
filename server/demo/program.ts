import { ANGLES, INDUSTRIES, type IndustrySeed } from './industries'
import type { Pair, Rng } from './prng'
import type { SpeakerSeed } from './speakers'
import { MORE_TOPICS, TOPICS } from './topics'
import { AREAS, type AreaSeed, FORMATS, FORUM_DAYS } from './venue'

export interface Slot {
  day: number
  start: number
  end: number
  area: AreaSeed
}

export interface SessionSeed extends Slot {
  formatId: number
  industries: IndustrySeed[]
  title: Pair
  speakers: Array<{ id: number; role: 'speaker' | 'moderator' }>
}

export const BUSINESS_COUNT = 250
const DAY_START = 9 * 60
const DAY_END = 20 * 60

/** Back-to-back sessions per hall with breaks: no two sessions of one hall overlap. */
function slots(rng: Rng): Slot[] {
  const out: Slot[] = []
  const halls = AREAS.filter((a) => a.isActive && !a.isCulture)
  FORUM_DAYS.forEach((_, day) => {
    for (const area of halls) {
      let t = DAY_START + rng.pick([0, 0, 30])
      for (;;) {
        const length = rng.pick([45, 60, 60, 75, 90, 90])
        if (t + length > DAY_END) break
        out.push({ day, start: t, end: t + length, area })
        t += length + rng.pick([15, 15, 30])
      }
    }
  })
  return out
}

function weightedFormat(rng: Rng, area: AreaSeed): number {
  const pool = area.formats.flatMap((id, i) => Array<number>(i === 0 ? 3 : 1).fill(id))
  return pool.length ? rng.pick(pool) : rng.pick(FORMATS).id
}

/**
 * Every title once: the track's topics in a generated order, then its further topics in theirs.
 * The shuffles of the angles that once made "…: опыт регионов" variants still run, unused, so the
 * generator's sequence, and with it every later generated fact (casts, festival, news), is as it was.
 */
function titleFor(rng: Rng, industry: IndustrySeed, used: Set<string>): Pair {
  const topics = rng.shuffle(TOPICS[industry.slug] ?? [])
  for (const t of topics) if (!t[0].includes('—')) rng.shuffle(ANGLES)
  const candidates: Pair[] = [...topics, ...(MORE_TOPICS[industry.slug] ?? [])]
  const title = candidates.find((t) => !used.has(t[0]))
  if (!title) throw new Error(`ran out of titles for ${industry.slug}`)
  used.add(title[0])
  return title
}

const overlaps = (a: Slot, b: Slot) => a.day === b.day && a.start < b.end && b.start < a.end

/** Least-used speakers of the session's industries first; nobody is in two places at once. */
function cast(rng: Rng, slot: Slot, industries: IndustrySeed[], speakers: SpeakerSeed[], busy: Map<number, Slot[]>) {
  const wanted = rng.int(2, 5) + 1
  const ranked = speakers
    .filter((s) => !(busy.get(s.id) ?? []).some((b) => overlaps(b, slot)))
    .map((s) => ({
      s,
      score: (busy.get(s.id)?.length ?? 0) * 10 + (industries.includes(s.industry) ? 0 : 25) + rng.next() * 8,
    }))
    .sort((a, b) => a.score - b.score)
    .slice(0, wanted)
  ranked.forEach(({ s }) => busy.set(s.id, [...(busy.get(s.id) ?? []), slot]))
  return ranked.map(({ s }, i) => ({ id: s.id, role: i === 0 ? ('moderator' as const) : ('speaker' as const) }))
}

export function generateProgram(rng: Rng, speakers: SpeakerSeed[]): SessionSeed[] {
  const all = slots(rng)
  if (all.length < BUSINESS_COUNT) throw new Error(`only ${all.length} slots for ${BUSINESS_COUNT} sessions`)
  const chosen = rng
    .sample(all, BUSINESS_COUNT)
    .sort((a, b) => a.day - b.day || a.start - b.start || a.area.id - b.area.id)
  // Tracks of about equal size: each industry leads every twelfth session.
  const leads = rng.shuffle(chosen.map((_, i) => INDUSTRIES[i % INDUSTRIES.length] as IndustrySeed))
  const used = new Set<string>()
  const busy = new Map<number, Slot[]>()
  return chosen.map((slot, i) => {
    const lead = leads[i] as IndustrySeed
    const others = rng.sample(INDUSTRIES.filter((x) => x !== lead), rng.pick([0, 0, 1, 1, 2]))
    const industries = [lead, ...others]
    return {
      ...slot,
      formatId: weightedFormat(rng, slot.area),
      industries,
      title: titleFor(rng, lead, used),
      speakers: cast(rng, slot, industries, speakers, busy),
    }
  })
}
