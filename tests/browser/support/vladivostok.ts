/**
 * The demo event moved to Vladivostok (§16, for the browser test of venue time): the same
 * program on the same wall clock (the 09:00 opening is 09:00 in Vladivostok, UTC+10), the event's zone and city
 * changed. Written as an import file for `npm run content:import`, so the zone server's data goes
 * in through the server's own import code, like an organizer's.
 */
import { writeFileSync } from 'node:fs'
import { EVENT_ID } from '../../../kernel/constants'
import { generateDemo } from '../../../server/demo'
import { VENUE_OFFSET } from '../../../server/demo/venue'

export const VLADIVOSTOK = { timeZone: 'Asia/Vladivostok', offset: '+10:00', label: 'UTC+10', city: { ru: 'Владивосток', en: 'Vladivostok' } }

const moved = (iso: string) => (iso.endsWith(VENUE_OFFSET) ? iso.slice(0, -VENUE_OFFSET.length) + VLADIVOSTOK.offset : iso)

export function writeVladivostokDemo(file: string) {
  const demo = generateDemo()
  for (const event of demo.events ?? []) {
    if (event.id !== EVENT_ID) continue
    event.timezone = VLADIVOSTOK.timeZone
    for (const lang of ['ru', 'en'] as const) {
      const tr = event.translations[lang]
      if (tr) tr.city = VLADIVOSTOK.city[lang]
    }
  }
  for (const m of demo.meetings ?? []) {
    m.start_at = moved(m.start_at)
    m.end_at = moved(m.end_at)
  }
  writeFileSync(file, JSON.stringify(demo))
}
