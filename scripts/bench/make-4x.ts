/**
 * Writes an import file (server/IMPORT.md) that makes the first forum day four times as full:
 * every business session of that day is copied three times, each copy into a new hall that
 * mirrors the original one (same times, texts, format, industries, speakers). The halls of the
 * demo are booked back to back, so the copies cannot share them without overlaps: new halls
 * keep one grid day a plain 4× of the demo's day instead of a different layout problem.
 *
 *   tsx scripts/bench/make-4x.ts <out.json>   prints "<sessions before> <sessions after> <halls after>"
 */
import { writeFileSync } from 'node:fs'
import { generateDemo } from '../../server/demo/index'
import { FORUM_DAYS } from '../../server/demo/venue'

const COPIES = 3
const out = process.argv[2]
if (!out) {
  console.error('usage: tsx scripts/bench/make-4x.ts <out.json>')
  process.exit(2)
}

const demo = generateDemo()
const day = FORUM_DAYS[0]
const dayMeetings = demo.meetings!.filter((m) => !m.is_culture && m.start_at.startsWith(day))
const hallIds = [...new Set(dayMeetings.map((m) => m.area_id))]
const halls = demo.areas!.filter((a) => hallIds.includes(a.id))
const firstArea = Math.max(...demo.areas!.map((a) => a.id)) + 1
let nextMeeting = Math.max(...demo.meetings!.map((m) => m.id)) + 1

const areas = []
const meetings = []
for (let copy = 1; copy <= COPIES; copy++) {
  for (const [i, hall] of halls.entries()) {
    const id = firstArea + (copy - 1) * halls.length + i
    const suffix = ` ${copy + 1}`
    areas.push({
      ...hall,
      id,
      sort: hall.sort + copy, // right after the hall it mirrors
      broadcast_url: null,
      translations: Object.fromEntries(
        Object.entries(hall.translations).map(([lang, t]) => [lang, { ...t, name: t.name + suffix }]),
      ),
    })
    for (const m of dayMeetings.filter((x) => x.area_id === hall.id)) {
      meetings.push({ ...m, id: nextMeeting++, area_id: id, broadcast_url: null })
    }
  }
}

writeFileSync(out, JSON.stringify({ areas, meetings }))
console.log(dayMeetings.length, dayMeetings.length + meetings.length, halls.length + areas.length)
