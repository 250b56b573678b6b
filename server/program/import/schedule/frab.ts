/**
 * frab schedule XML (schema: https://c3voc.de/schedule/schema.xsd), including older
 * pentabarf-style files: no guid on rooms, no <date> on events (only the day's date, a local
 * <start> and the conference's <day_change>), no time zone.
 */
import { XMLParser } from 'fast-xml-parser'
import type { Problem } from '../report'
import { cleanName, dayChangeFrom, decodeRefs, declaredLanguage, durationMinutes, hasOffset, localStart, str, timeOfDay } from './common'
import type { Schedule, SchedulePerson, ScheduleRoom, ScheduleSession } from './model'

type Node = Record<string | symbol, unknown>
const META = XMLParser.getMetaDataSymbol() as unknown as symbol
const LISTS = new Set(['day', 'room', 'event', 'person', 'track'])

/** Where sessions without a room go (server/IMPORT.md), and its key. */
export const NO_ROOM = 'No room'
export const NO_ROOM_KEY = 'no-room'

export function parseFrab(xml: string): Node {
  const parser = new XMLParser({
    ignoreAttributes: false,
    attributeNamePrefix: '@',
    parseTagValue: false,
    parseAttributeValue: false,
    captureMetaData: true,
    // Character references, numeric (&#39;) and named (&amp;, &eacute;), decoded once, here, in
    // texts and attributes alike (the parser's own decoding leaves HTML's names); exports escape once.
    processEntities: false,
    tagValueProcessor: (_name: string, value: string) => decodeRefs(value),
    attributeValueProcessor: (_name: string, value: string) => decodeRefs(value),
    isArray: (name) => LISTS.has(name),
  })
  return parser.parse(xml) as Node
}

const isNode = (v: unknown): v is Node => typeof v === 'object' && v !== null && !Array.isArray(v)
const list = (v: unknown): Node[] => (Array.isArray(v) ? v.filter(isNode) : [])
/** An element's text: a plain string, or the #text of an element with attributes; of a repeated one, the first. */
const text = (v: unknown): string => (Array.isArray(v) ? text(v[0]) : (isNode(v) ? str(v['#text']) : str(v)).trim())

export function readFrab(root: Node, xml: string): Schedule {
  const problems: Problem[] = []
  const warnings: Problem[] = []
  const add = (path: string, message: string) => problems.push({ path, message })
  const warn = (path: string, message: string) => warnings.push({ path, message })
  const lineStarts = [0]
  for (let i = xml.indexOf('\n'); i >= 0; i = xml.indexOf('\n', i + 1)) lineStarts.push(i + 1)
  const lineOf = (node: Node): string => {
    const start = (node[META] as { startIndex?: number } | undefined)?.startIndex
    if (start === undefined) return ''
    let lo = 0
    let hi = lineStarts.length - 1
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1
      if (lineStarts[mid]! <= start) lo = mid
      else hi = mid - 1
    }
    return ` (line ${lo + 1})`
  }

  const schedule = root.schedule as Node
  const conf = isNode(schedule.conference) ? schedule.conference : {}
  const zoneName = text(conf.time_zone_name)
  const declaredChange = text(conf.day_change)
  const days = list(schedule.day)
  if (days.length === 0) add('/schedule', 'has no <day>')
  const dayChange = declaredChange
    ? (timeOfDay(declaredChange) ?? (add('/schedule/conference/day_change', 'must be a time such as 06:00'), '00:00'))
    : dayChangeFrom(days.map((d) => ({ date: str(d['@date']), end: str(d['@end']) || undefined })))

  const rooms = new Map<string, ScheduleRoom>()
  const sessions: ScheduleSession[] = []
  days.forEach((day, d) => {
    const dayAt = `/schedule/day[${d + 1}]`
    const dayDate = str(day['@date'])
    list(day.room).forEach((room, r) => {
      const roomAt = `${dayAt}/room[${r + 1}]`
      const name = cleanName(str(room['@name']))
      if (!name && list(room.event).length > 0) warn(`${roomAt}${lineOf(room)}`, `has no name: its sessions go to the hall "${NO_ROOM}"`)
      const key = name ? str(room['@guid']) || `name:${name}` : NO_ROOM_KEY
      if (!name && !rooms.has(key)) rooms.set(key, { key, name: NO_ROOM, capacity: null, description: '' })
      if (!rooms.has(key)) rooms.set(key, { key, name, capacity: null, description: '' })
      list(room.event).forEach((e, i) => {
        const at = `${roomAt}/event[${i + 1}]${lineOf(e)}`
        const session = readEvent(e, at, key, dayDate, dayChange, add, warn)
        if (session) sessions.push(session)
      })
    })
  })

  const tracks = list(conf.track)
    .map((t) => ({ name: str(t['@name'] ?? t['#text']).trim(), slug: str(t['@slug']) || null }))
    .filter((t) => t.name)
  return {
    format: 'frab',
    title: text(conf.title) || text(conf.acronym),
    acronym: text(conf.acronym),
    timeZone: zoneName ? { zone: zoneName, at: '/schedule/conference/time_zone_name' } : null,
    dayChange,
    days: days.map((d) => str(d['@date'])).filter(Boolean),
    rooms: [...rooms.values()],
    tracks,
    sessions,
    problems,
    warnings,
    timeslotMin: durationMinutes(text(conf.timeslot_duration)) || 5,
  }
}

function readEvent(
  e: Node,
  at: string,
  roomKey: string,
  dayDate: string,
  dayChange: string,
  add: (path: string, message: string) => void,
  warn: (path: string, message: string) => void,
): ScheduleSession | null {
  const guid = str(e['@guid']).trim()
  const id = str(e['@id']).trim()
  const key = guid || (id ? `id:${id}` : '')
  const title = text(e.title)
  const date = text(e.date)
  const startTime = timeOfDay(text(e.start))
  const duration = durationMinutes(text(e.duration))
  let start = ''
  const local = startTime && /^\d{4}-\d{2}-\d{2}$/.test(dayDate) ? localStart(dayDate, startTime, dayChange) : null
  if (date && hasOffset(date) && !Number.isNaN(Date.parse(date))) start = date
  else if (local) start = local
  if (!key) add(`${at}`, 'has neither guid nor id')
  if (!title) add(`${at}/title`, 'required element is missing')
  if (!start) add(`${at}/${date ? 'date' : 'start'}`, date ? 'must be a date and time with its offset' : 'must be a time such as 10:30')
  if (duration === null) add(`${at}/duration`, 'must be a duration such as 00:45')
  if (!key || !title || !start || duration === null) return null

  const persons: SchedulePerson[] = []
  const people = isNode(e.persons) && Array.isArray(e.persons.person) ? (e.persons.person as unknown[]) : []
  people.forEach((p, i) => {
    const name = cleanName(text(p))
    const attrs: Node = isNode(p) ? p : {}
    if (name) persons.push({ key: '', guid: str(attrs['@guid']).trim(), id: str(attrs['@id']).trim(), name, bio: '' })
    else warn(`${at}/persons/person[${i + 1}]`, 'has no name: left out')
  })
  return {
    key,
    at,
    roomKey,
    start,
    localStart: start === local ? null : local,
    durationMin: duration,
    end: null,
    title: cleanName(title),
    subtitle: text(e.subtitle),
    abstract: text(e.abstract),
    description: text(e.description),
    track: text(e.track) || null,
    type: text(e.type) || null,
    language: declaredLanguage(text(e.language)),
    persons,
  }
}
