/**
 * Small conference programs built in code and written as c3voc schedule JSON and frab XML (and
 * pentabarf-style XML: local times, a day_change, no time zone), for the import's tests. The
 * program runs in Europe/Berlin in December (+01:00); each day runs from 06:00 to 06:00.
 */
export interface FixturePerson {
  guid?: string
  id?: number
  name: string
}

export interface FixtureSession {
  guid: string
  id: number
  room: string
  /** The conference day the file lists it under. */
  day: string
  /** Venue-local start, YYYY-MM-DDTHH:MM. */
  start: string
  minutes: number
  title: string
  abstract: string
  description: string
  language: string
  track: string
  type: string
  persons: FixturePerson[]
}

export interface FixtureProgram {
  title: string
  acronym: string
  timeZone: string | null
  rooms: Array<{ name: string; guid: string; capacity: number | null }>
  days: string[]
  sessions: FixtureSession[]
}

export const OFFSET = '+01:00'
const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`

export const GUID = { opening: uuid(101), night: uuid(102), late: uuid(103), links: uuid(104) }

export function sampleProgram(): FixtureProgram {
  const gabriela = { guid: uuid(201), name: 'Gabriela Bogk' }
  const handle = { guid: uuid(202), name: 'Senficon' }
  const base = { description: '', track: 'Security', type: 'Talk', language: 'en', persons: [] as FixturePerson[] }
  return {
    title: 'Test Congress',
    acronym: 'test2024',
    timeZone: 'Europe/Berlin',
    rooms: [
      { name: 'Saal 1', guid: uuid(301), capacity: 3000 },
      { name: 'Saal 2', guid: uuid(302), capacity: 300 },
    ],
    days: ['2024-12-27', '2024-12-28'],
    sessions: [
      { ...base, guid: GUID.opening, id: 1, room: 'Saal 1', day: '2024-12-27', start: '2024-12-27T10:30', minutes: 30,
        title: 'Opening', abstract: 'Welcome!', track: 'CCC', type: 'Ceremony', persons: [gabriela, handle] },
      // The same numeric id as the opening, in another room: only the guid tells them apart.
      { ...base, guid: GUID.night, id: 1, room: 'Saal 2', day: '2024-12-27', start: '2024-12-27T23:30', minutes: 60,
        title: 'Nachtvortrag', language: 'de',
        abstract: '<p onclick="steal()">Hallo <strong>Welt</strong><script>alert(1)</script></p><img src=x onerror="alert(2)"><a href="javascript:alert(3)">x</a>',
        persons: [handle] },
      { ...base, guid: GUID.late, id: 2, room: 'Saal 1', day: '2024-12-27', start: '2024-12-28T01:00', minutes: 45,
        title: 'Ночной доклад', abstract: 'Текст доклада', language: 'ru', track: 'Science', persons: [{ id: 77, name: 'Иван Петров' }] },
      { ...base, guid: GUID.links, id: 3, room: 'Saal 2', day: '2024-12-28', start: '2024-12-28T11:00', minutes: 40,
        title: 'Links and paragraphs', abstract: 'First paragraph, see https://example.org/a?b=1.\n\nSecond paragraph\nwith a break.',
        description: 'More at https://example.org/more', persons: [gabriela] },
    ],
  }
}

const addMinutes = (local: string, minutes: number) => {
  const d = new Date(Date.parse(`${local}:00Z`) + minutes * 60_000)
  return d.toISOString().slice(0, 16)
}
const hhmm = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`
const slug = (s: FixtureSession) => `test2024-${s.id}-${s.guid.slice(-4)}`
const nextDay = (day: string) => addMinutes(`${day}T00:00`, 24 * 60).slice(0, 10)

export function c3vocJson(p: FixtureProgram): object {
  const tracks = [...new Set(p.sessions.map((s) => s.track))]
  return {
    schedule: {
      version: '1.0',
      base_url: 'https://example.org/',
      conference: {
        acronym: p.acronym,
        title: p.title,
        start: p.days[0],
        end: p.days[p.days.length - 1],
        daysCount: p.days.length,
        timeslot_duration: '00:15',
        ...(p.timeZone ? { time_zone_name: p.timeZone } : {}),
        rooms: p.rooms.map((r) => ({ name: r.name, guid: r.guid, capacity: r.capacity })),
        tracks: tracks.map((name) => ({ name, slug: name.toLowerCase(), color: '#123456' })),
        days: p.days.map((day, i) => ({
          index: i + 1,
          date: day,
          day_start: `${day}T06:00:00${OFFSET}`,
          day_end: `${nextDay(day)}T06:00:00${OFFSET}`,
          rooms: Object.fromEntries(
            p.rooms.map((r) => [r.name, p.sessions.filter((s) => s.day === day && s.room === r.name).map((s) => c3vocEvent(s))]),
          ),
        })),
      },
    },
  }
}

function c3vocEvent(s: FixtureSession) {
  return {
    guid: s.guid,
    id: s.id,
    date: `${s.start}:00${OFFSET}`,
    start: s.start.slice(11),
    duration: hhmm(s.minutes),
    room: s.room,
    slug: slug(s),
    url: `https://example.org/${slug(s)}`,
    title: s.title,
    subtitle: '',
    track: s.track,
    type: s.type,
    language: s.language,
    abstract: s.abstract,
    description: s.description,
    persons: s.persons.map((p) => (p.guid ? { guid: p.guid, name: p.name } : { id: p.id, public_name: p.name })),
    links: [],
  }
}

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

/** frab XML; `pentabarf`: local times only (no <date>), a <day_change>, no time zone, no room guids. */
export function frabXml(p: FixtureProgram, { pentabarf = false } = {}): string {
  const out = ['<?xml version="1.0" encoding="UTF-8"?>', '<schedule>', '  <version>1.0</version>', '  <conference>']
  out.push(`    <acronym>${p.acronym}</acronym>`, `    <title>${esc(p.title)}</title>`)
  if (pentabarf) out.push('    <day_change>06:00:00</day_change>')
  else out.push(`    <start>${p.days[0]}</start>`, `    <end>${p.days[p.days.length - 1]}</end>`, `    <days>${p.days.length}</days>`)
  if (p.timeZone && !pentabarf) out.push(`    <time_zone_name>${p.timeZone}</time_zone_name>`)
  for (const t of new Set(p.sessions.map((s) => s.track))) out.push(`    <track name="${esc(t)}" slug="${t.toLowerCase()}"/>`)
  out.push('  </conference>')
  p.days.forEach((day, i) => {
    const bounds = pentabarf ? '' : ` start="${day}T06:00:00${OFFSET}" end="${nextDay(day)}T06:00:00${OFFSET}"`
    out.push(`  <day date="${day}" index="${i + 1}"${bounds}>`)
    for (const r of p.rooms) {
      out.push(`    <room name="${esc(r.name)}"${pentabarf ? '' : ` guid="${r.guid}"`}>`)
      for (const s of p.sessions.filter((x) => x.day === day && x.room === r.name)) out.push(frabEvent(s, pentabarf))
      out.push('    </room>')
    }
    out.push('  </day>')
  })
  out.push('</schedule>')
  return out.join('\n')
}

function frabEvent(s: FixtureSession, pentabarf: boolean): string {
  const persons = s.persons.map((p) => `<person${p.guid ? ` guid="${p.guid}"` : ''}${p.id ? ` id="${p.id}"` : ''}>${esc(p.name)}</person>`)
  return [
    `      <event guid="${s.guid}" id="${s.id}">`,
    pentabarf ? '' : `        <date>${s.start}:00${OFFSET}</date>`,
    `        <start>${s.start.slice(11)}</start>`,
    `        <duration>${hhmm(s.minutes)}</duration>`,
    `        <room>${esc(s.room)}</room>`,
    `        <slug>${slug(s)}</slug>`,
    `        <title>${esc(s.title)}</title>`,
    '        <subtitle/>',
    `        <track>${esc(s.track)}</track>`,
    `        <type>${esc(s.type)}</type>`,
    `        <language>${s.language}</language>`,
    `        <abstract>${esc(s.abstract)}</abstract>`,
    `        <description>${esc(s.description)}</description>`,
    `        <persons>${persons.join('')}</persons>`,
    '      </event>',
  ]
    .filter(Boolean)
    .join('\n')
}
