/**
 * A program at full size, generated: 1,040 sessions in 150 halls over four days,
 * 720 speakers, with the texts organizers' programs bring: emoji, right-to-left names, a
 * 300-character title and long hall names, sessions with no speakers, of 5 minutes and of
 * 8 hours, and three overlapping sessions in one hall. Written as c3voc schedule JSON (the
 * import tests' writer), so the big server's data goes in through the server's import CLI.
 */
import { writeFileSync } from 'node:fs'
import { type FixturePerson, type FixtureProgram, type FixtureSession, c3vocJson } from '../../server/helpers/schedule-fixtures'

export const BIG = {
  days: ['2024-12-27', '2024-12-28', '2024-12-29', '2024-12-30'],
  halls: 150,
  sessions: 1040,
  speakers: 720,
  rtlHall: 'قاعة المؤتمرات الكبرى',
  emojiHall: 'Зал 🎭 Театр',
  longHall: 'Internationales Kongresszentrum Nord, Ebene 3, Konferenzraum Süd-West (Zugang über Foyer B)',
  openSpace: 'Open Space',
  /** Three sessions at once in the open space on the first day, all to be shown. */
  overlapping: ['Overlap A: 14:00–15:00', 'Overlap B: 14:15–15:30', 'Overlap C: 14:30–14:45'],
  rtlTitle: 'مستقبل الصناعات الإبداعية 🎨',
  emojiTitle: 'Hackathon 🚀🎉 — без спикеров',
  longTitle: `${'Eine sehr lange Überschrift für einen Vortrag über Datenschutz und Informationsfreiheit '.repeat(4).slice(0, 299)}!`,
  lightning: 'Lightning talk (5 minutes)',
  workshop: 'All-day workshop (8 hours)',
} as const

const uuid = (kind: number, n: number) => `00000000-0000-4000-8${kind}00-${String(n).padStart(12, '0')}`
const pad = (n: number) => String(n).padStart(2, '0')
const local = (day: string, minute: number) => `${day}T${pad(Math.floor(minute / 60))}:${pad(minute % 60)}`

function hallName(i: number): string {
  if (i === 0) return BIG.rtlHall
  if (i === 1) return BIG.emojiHall
  if (i === 2) return BIG.longHall
  if (i === 3) return BIG.openSpace
  return `Hall ${String(i + 1).padStart(3, '0')}`
}

/** `halls`: how many halls (at least 7); the benchmark's day of 100 halls asks for 100 (scripts/bench/make-halls.ts). */
export function bigProgram({ halls = BIG.halls }: { halls?: number } = {}): FixtureProgram {
  const rooms = Array.from({ length: halls }, (_, i) => ({ name: hallName(i), guid: uuid(1, i + 1), capacity: 50 + ((i * 37) % 900) }))
  const people: FixturePerson[] = Array.from({ length: BIG.speakers }, (_, i) => ({
    guid: uuid(2, i + 1),
    // Handles, two-word names, a right-to-left one now and then.
    name: i % 50 === 7 ? `محمد ${i}` : i % 5 === 0 ? `handle${i}` : `Speaker ${i} Person`,
  }))
  const base = { abstract: 'An abstract.', description: '', language: 'en', track: 'Talks', type: 'Talk' }
  const sessions: FixtureSession[] = []
  const add = (day: string, room: number, start: number, minutes: number, title: string, persons: FixturePerson[], extra: Partial<FixtureSession> = {}) =>
    sessions.push({ ...base, guid: uuid(3, sessions.length + 1), id: sessions.length + 1, room: rooms[room]!.name, day, start: local(day, start), minutes, title, persons, ...extra })

  const [first] = BIG.days
  BIG.overlapping.forEach((title, i) => add(first, 3, [840, 855, 870][i]!, [60, 75, 15][i]!, title, [people[i]!]))
  add(first, 0, 600, 45, BIG.rtlTitle, [people[7]!], { language: 'ar' })
  add(first, 1, 660, 60, BIG.emojiTitle, [])
  add(first, 2, 720, 45, BIG.longTitle, [people[3]!, people[4]!])
  add(first, 4, 610, 5, BIG.lightning, [people[5]!])
  add(first, 5, 540, 480, BIG.workshop, [people[6]!])

  // The rest: every day spreads over every hall, 10:00 to 22:00, each speaker at least once.
  let speaker = 8
  for (let n = sessions.length; n < BIG.sessions; n++) {
    const day = BIG.days[n % BIG.days.length]!
    const slot = Math.floor(n / BIG.days.length)
    const room = 6 + (slot % (halls - 6))
    const start = 600 + 90 * (Math.floor(slot / (halls - 6)) % 8)
    const persons = n % 10 === 0 ? [] : Array.from({ length: 1 + (n % 2) }, () => people[speaker++ % BIG.speakers]!)
    add(day, room, start, 60, `Session ${n + 1}: ${n % 7 === 0 ? 'Datenschutz 🔐 ' : ''}talk ${n + 1}`, persons, { track: ['Talks', 'Science', 'Art & Beauty', 'Security'][n % 4]! })
  }
  return { title: 'Big Test Congress', acronym: 'big2024', timeZone: 'Europe/Berlin', rooms, days: [...BIG.days], sessions }
}

export function writeBigProgram(file: string, options?: { halls?: number }) {
  writeFileSync(file, JSON.stringify(c3vocJson(bigProgram(options))))
}
