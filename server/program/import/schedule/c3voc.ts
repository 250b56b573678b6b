/**
 * The c3voc schedule JSON (what pretalx, frab and the c3voc tools export; schema:
 * https://c3voc.de/schedule/schema.json): schedule.conference.days[].rooms{name: [event]}.
 */
import type { Problem } from '../report'
import { cleanName, dayChangeFrom, declaredLanguage, decodeRefs, durationMinutes, hasOffset, localStart, str, timeOfDay } from './common'
import { NO_ROOM, NO_ROOM_KEY } from './frab'
import type { Schedule, SchedulePerson, ScheduleRoom, ScheduleSession } from './model'

type Obj = Record<string, unknown>
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v)
const arr = (v: unknown): unknown[] => (Array.isArray(v) ? v : [])

/** True for a parsed JSON document in the c3voc shape (our own shape has no `schedule`). */
export const isC3voc = (raw: unknown): boolean => isObj(raw) && isObj(raw.schedule) && isObj(raw.schedule.conference)

/** A plain text field: character references decoded once, spaces collapsed. */
const plain = (v: unknown) => cleanName(decodeRefs(str(v)))

function person(p: unknown): SchedulePerson | null {
  if (!isObj(p)) return null
  const name = plain(str(p.name) || p.public_name)
  if (!name) return null
  return { key: '', guid: str(p.guid ?? p.code).trim(), id: str(p.id).trim(), name, bio: str(p.biography) }
}

export function readC3voc(raw: Obj): Schedule {
  const problems: Problem[] = []
  const warnings: Problem[] = []
  const add = (path: string, message: string) => problems.push({ path, message })
  const warn = (path: string, message: string) => warnings.push({ path, message })
  const conf = (raw.schedule as Obj).conference as Obj
  const C = 'schedule.conference'

  const zoneName = str(conf.time_zone_name).trim()
  const rooms = new Map<string, ScheduleRoom>()
  const roomKeyByName = new Map<string, string>()
  arr(conf.rooms).forEach((r) => {
    if (!isObj(r) || !str(r.name)) return
    const name = plain(r.name)
    const key = str(r.guid) || `name:${name}`
    const description = isObj(r.description) ? str(r.description.en ?? Object.values(r.description)[0]) : str(r.description)
    rooms.set(key, { key, name, capacity: typeof r.capacity === 'number' ? Math.round(r.capacity) : null, description })
    roomKeyByName.set(name, key)
  })

  const tracks = arr(conf.tracks)
    .filter(isObj)
    .map((t) => ({ name: plain(t.name), slug: str(t.slug) || null }))
    .filter((t) => t.name)

  const days = arr(conf.days)
  const dayChange = dayChangeFrom(days.filter(isObj).map((day) => ({ date: str(day.date), end: str(day.day_end) || undefined })))
  const dayList: Array<{ date: string; end: string | undefined }> = []
  const sessions: ScheduleSession[] = []
  days.forEach((day, d) => {
    const dayAt = `${C}.days[${d}]`
    if (!isObj(day)) return add(dayAt, 'must be an object')
    dayList.push({ date: str(day.date), end: str(day.day_end) || undefined })
    if (!isObj(day.rooms)) return add(`${dayAt}.rooms`, 'required field is missing')
    for (const [rawName, events] of Object.entries(day.rooms)) {
      const roomName = plain(rawName)
      let roomKey = roomKeyByName.get(roomName)
      if (!roomName) {
        roomKey = NO_ROOM_KEY
        if (!rooms.has(roomKey)) rooms.set(roomKey, { key: roomKey, name: NO_ROOM, capacity: null, description: '' })
        if (arr(events).length > 0) warn(`${dayAt}.rooms[""]`, `has no room name: its sessions go to the hall "${NO_ROOM}"`)
      } else if (!roomKey) {
        roomKey = `name:${roomName}`
        rooms.set(roomKey, { key: roomKey, name: roomName, capacity: null, description: '' })
        roomKeyByName.set(roomName, roomKey)
      }
      arr(events).forEach((e, i) => {
        const at = `${dayAt}.rooms[${JSON.stringify(rawName)}][${i}]`
        if (!isObj(e)) return add(at, 'must be an object')
        const session = readEvent(e, at, roomKey!, { date: str(day.date), dayChange }, add, warn)
        if (session) sessions.push(session)
      })
    }
  })
  if (!Array.isArray(conf.days)) add(`${C}.days`, 'required field is missing')

  return {
    format: 'c3voc',
    title: plain(conf.title) || str(conf.acronym),
    acronym: str(conf.acronym),
    timeZone: zoneName ? { zone: zoneName, at: `${C}.time_zone_name` } : null,
    dayChange,
    days: dayList.map((d) => d.date).filter(Boolean),
    rooms: [...rooms.values()],
    tracks,
    sessions,
    problems,
    warnings,
    timeslotMin: durationMinutes(str(conf.timeslot_duration)) || 5,
  }
}

function readEvent(
  e: Obj,
  at: string,
  roomKey: string,
  day: { date: string; dayChange: string },
  add: (path: string, message: string) => void,
  warn: (path: string, message: string) => void,
): ScheduleSession | null {
  const guid = str(e.guid).trim()
  const title = plain(e.title)
  const start = str(e.date).trim()
  const duration = durationMinutes(str(e.duration))
  const end = str(e.end).trim() || null
  if (!guid) add(`${at}.guid`, 'required field is missing (the stable id of the session)')
  if (!title) add(`${at}.title`, 'required field is missing')
  if (!start) add(`${at}.date`, 'required field is missing')
  else if (Number.isNaN(Date.parse(hasOffset(start) ? start : `${start}Z`))) add(`${at}.date`, 'must be a date and time')
  if (duration === null && !end) add(`${at}.duration`, 'must be a duration such as 00:45')
  if (!guid || !title || !start || (duration === null && !end)) return null
  const startTime = timeOfDay(str(e.start))
  const local = startTime && hasOffset(start) && /^\d{4}-\d{2}-\d{2}$/.test(day.date) ? localStart(day.date, startTime, day.dayChange) : null
  const persons: SchedulePerson[] = []
  arr(e.persons).forEach((raw, i) => {
    const p = person(raw)
    if (p) persons.push(p)
    else warn(`${at}.persons[${i}]`, 'has no name: left out')
  })
  return {
    key: guid,
    at,
    roomKey,
    start,
    localStart: local,
    durationMin: duration ?? 0,
    end,
    title,
    subtitle: plain(e.subtitle),
    abstract: str(e.abstract),
    description: str(e.description),
    track: plain(e.track) || null,
    type: plain(e.type) || null,
    language: declaredLanguage(e.language),
    persons,
  }
}
