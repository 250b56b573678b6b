import { EVENT_ID } from '../../kernel/constants'
import type { ImportFile } from '../program/import/schema'
import { demoEvents, THEMES } from './events'
import { DEMO_BASE_START, placeDemo } from './forum-start'
import { generateFestival } from './festival'
import { INDUSTRIES } from './industries'
import { demoMedia } from './media'
import { businessMeetings, festivalMeetings } from './meetings'
import { demoNews } from './news'
import { demoOrganizations } from './organizations'
import { createRng } from './prng'
import { generateProgram } from './program'
import { generateSpeakers } from './speakers'
import { AREAS, FORMATS, INTERESTS } from './venue'

export const DEMO_SEED = 20261208

const tr = <T>(ru: T, en: T) => ({ ru, en })

/** The whole demo as an import file, its forum on the base start (forum-start.ts): seeding is an ordinary import. */
export function generateDemo(seed = DEMO_SEED): ImportFile {
  return demoOn(DEMO_BASE_START, seed)
}

/** The demo with its forum starting on `start` (dates, and the dates its texts name). */
export function demoOn(start: string, seed = DEMO_SEED): ImportFile {
  return placeDemo(rawDemo(seed), start)
}

/** The generator's output: base dates, and date tokens in the texts that placeDemo spells out. */
function rawDemo(seed: number): ImportFile {
  const rng = createRng(seed)
  const speakers = generateSpeakers(rng)
  const sessions = generateProgram(rng, speakers)
  const festival = generateFestival(rng, speakers)
  const business = businessMeetings(rng, sessions)
  const meetings = [...business, ...festivalMeetings(festival, business.length + 1)]
  return {
    events: demoEvents(),
    industries: INDUSTRIES.map((i) => ({
      id: i.id,
      slug: i.slug,
      icon: `/media/demo/industry/${i.slug}.svg`,
      sort: i.id,
      translations: tr({ name: i.name[0], description: i.description[0] }, { name: i.name[1], description: i.description[1] }),
    })),
    themes: THEMES.map((t, i) => ({ id: i + 1, event_id: EVENT_ID, sort: i + 1, translations: tr({ name: t[0] }, { name: t[1] }) })),
    interests: INTERESTS.map((x) => ({
      id: x.id,
      event_id: EVENT_ID,
      slug: x.slug,
      sort: x.id,
      translations: tr({ name: x.name[0] }, { name: x.name[1] }),
    })),
    area_event_types: FORMATS.map((f) => ({ id: f.id, sort: f.id, translations: tr({ name: f.name[0] }, { name: f.name[1] }) })),
    areas: AREAS.map((a) => ({
      id: a.id,
      event_id: EVENT_ID,
      sort: a.id * 10,
      is_active: a.isActive,
      is_culture: a.isCulture,
      capacity: a.capacity,
      image: `/media/demo/area/${a.id}.svg`,
      broadcast_url: a.streamed || a.id === 11 ? `/media/streams/hall-${a.id}.html` : null,
      translations: tr(
        { name: a.name[0], description: a.description[0], location: a.location[0] },
        { name: a.name[1], description: a.description[1], location: a.location[1] },
      ),
    })),
    organizations: demoOrganizations(),
    speakers: speakers.map((s) => ({
      id: s.id,
      event_id: EVENT_ID,
      photo: s.hasPhoto ? `/media/demo/speaker/${s.id}.svg` : null,
      on_main: s.onMain,
      translations: tr(
        { firstname: s.firstname[0], lastname: s.lastname[0], position: s.position[0], organization: s.organization[0], bio: s.bio[0] },
        { firstname: s.firstname[1], lastname: s.lastname[1], position: s.position[1], organization: s.organization[1], bio: s.bio[1] },
      ),
    })),
    meetings,
    news: demoNews(rng),
    media: demoMedia(meetings),
  }
}

let cached: ImportFile | null = null
/** The demo, generated once per process (media routes draw images from it). */
export function demoContent(): ImportFile {
  cached ??= generateDemo()
  return cached
}
