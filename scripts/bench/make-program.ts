/**
 * A large conference program as c3voc schedule JSON, for the import and change-log figures
 * (scripts/bench/program.ts): `sessions` sessions over 4 days in 40 halls, 3 speakers each from a
 * pool, tracks and types. `variant` 1 is the same program with 10 % of its sessions changed the
 * way an organizer's day changes it: moved, in another hall, retitled, other speakers, cancelled.
 *
 *   tsx scripts/bench/make-program.ts <out.json> [sessions] [variant]
 */
import { writeFileSync } from 'node:fs'

const pad = (n: number, w: number) => String(n).padStart(w, '0')
const uuid = (kind: number, n: number) => `00000000-0000-4${pad(kind, 3)}-8000-${pad(n, 12)}`
const hhmm = (m: number) => `${pad(Math.floor(m / 60), 2)}:${pad(m % 60, 2)}`

export function bigProgram(sessions = 1500, variant = 0): object {
  const HALLS = 40
  const DAYS = ['2026-12-08', '2026-12-09', '2026-12-10', '2026-12-11']
  const rooms = Array.from({ length: HALLS }, (_, i) => ({ name: `Hall ${i + 1}`, guid: uuid(3, i + 1), capacity: 100 + i * 10 }))
  const perHallDay = Math.ceil(sessions / (HALLS * DAYS.length))
  const events: Array<{ day: string; room: string; event: object }> = []
  for (let n = 0; n < sessions; n++) {
    const hall = n % HALLS
    const day = Math.floor(n / HALLS) % DAYS.length
    const slot = Math.floor(n / (HALLS * DAYS.length)) % perHallDay
    const changed = variant > 0 && n % 10 === 3
    const kind = n % 50 // which change, among the changed ones
    if (changed && kind === 43) continue // cancelled: gone from the file
    let start = 9 * 60 + slot * 60
    let room = rooms[hall]!.name
    let title = `Session ${n + 1}: a talk about topic ${n % 97}`
    let people = [n % 900, (n * 7) % 900, (n * 13) % 900]
    if (changed && kind === 3) start += 30
    if (changed && kind === 13) room = rooms[(hall + 1) % HALLS]!.name
    if (changed && kind === 23) title += ' (updated)'
    if (changed && kind === 33) people = [people[0]!, (n * 17) % 900]
    const date = DAYS[day]!
    events.push({
      day: date,
      room,
      event: {
        guid: uuid(1, n + 1),
        id: n + 1,
        date: `${date}T${hhmm(start)}:00+03:00`,
        start: hhmm(start),
        duration: '00:45',
        room,
        slug: `bench-${n + 1}`,
        url: `https://example.org/bench-${n + 1}`,
        title,
        subtitle: '',
        track: `Track ${n % 12}`,
        type: n % 3 ? 'Talk' : 'Workshop',
        language: 'en',
        abstract: `Abstract of session ${n + 1}. `.repeat(8),
        description: '',
        persons: [...new Set(people)].map((p) => ({ guid: uuid(2, p + 1), name: `Speaker ${p + 1} Surname` })),
        links: [],
      },
    })
  }
  return {
    schedule: {
      version: `bench ${variant}`,
      base_url: 'https://example.org/',
      conference: {
        acronym: 'bench2026',
        title: 'Bench Conference',
        start: DAYS[0],
        end: DAYS[DAYS.length - 1],
        daysCount: DAYS.length,
        timeslot_duration: '00:15',
        time_zone_name: 'Europe/Moscow',
        rooms,
        days: DAYS.map((date, i) => ({
          index: i + 1,
          date,
          day_start: `${date}T06:00:00+03:00`,
          day_end: `${date}T23:59:00+03:00`,
          rooms: Object.fromEntries(rooms.map((r) => [r.name, events.filter((e) => e.day === date && e.room === r.name).map((e) => e.event)])),
        })),
      },
    },
  }
}

if (process.argv[1]?.endsWith('make-program.ts') && process.argv[2]) {
  writeFileSync(process.argv[2], JSON.stringify(bigProgram(Number(process.argv[3] ?? 1500), Number(process.argv[4] ?? 0))))
}
