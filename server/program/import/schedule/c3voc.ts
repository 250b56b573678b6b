/**
 * The c3voc schedule JSON (what pretalx, frab and the c3voc tools export; schema:
 * https://c3voc.de/schedule/schema.json): schedule.conference.days[].rooms{name: [event]}.
 */
import type { Problem } from '../report'
import { dayChangeFrom, declaredLanguage, durationMinutes, hasOffset, str } from './common'
import type { Schedule, SchedulePerson, ScheduleRoom, ScheduleSession } from './model'

type Obj = Record<string, unknown>
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v)
const arr = (v: unknown): unknown[] => (Array.isArray(v) ? v : [])

/** True for a parsed JSON document in the c3voc shape (our own shape has no `schedule`). */
export const isC3voc = (raw: unknown): boolean => isObj(raw) && isObj(raw.schedule) && isObj(raw.schedule.conference)

function person(p: unknown): SchedulePerson | null {
  if (!isObj(p)) return null
  const name = str(p.name ?? p.public_name).trim()
  const id = str(p.guid ?? p.code ?? p.id)
  if (!name) return null
  return { key: id || `name:${name}`, name, bio: str(p.biography) }
}

export function readC3voc(raw: Obj): Schedule {
  const problems: Problem[] = []
  const add = (path: string, message: string) => problems.push({ path, message })
  const conf = (raw.schedule as Obj).conference as Obj
  const C = 'schedule.conference'

  const zoneName = str(conf.time_zone_name).trim()
  const rooms = new Map<string, ScheduleRoom>()
  const roomKeyByName = new Map<string, string>()
  arr(conf.rooms).forEach((r) => {
    if (!isObj(r) || !str(r.name)) return
    const name = str(r.name)
    const key = str(r.guid) || `name:${name}`
    const description = isObj(r.description) ? str(r.description.en ?? Object.values(r.description)[0]) : str(r.description)
    rooms.set(key, { key, name, capacity: typeof r.capacity === 'number' ? Math.round(r.capacity) : null, description })
    roomKeyByName.set(name, key)
  })

  const tracks = arr(conf.tracks)
    .filter(isObj)
    .map((t) => ({ name: str(t.name).trim(), slug: str(t.slug) || null }))
    .filter((t) => t.name)

  const days = arr(conf.days)
  const dayList: Array<{ date: string; end: string | undefined }> = []
  const sessions: ScheduleSession[] = []
  days.forEach((day, d) => {
    const dayAt = `${C}.days[${d}]`
    if (!isObj(day)) return add(dayAt, 'must be an object')
    dayList.push({ date: str(day.date), end: str(day.day_end) || undefined })
    if (!isObj(day.rooms)) return add(`${dayAt}.rooms`, 'required field is missing')
    for (const [roomName, events] of Object.entries(day.rooms)) {
      let roomKey = roomKeyByName.get(roomName)
      if (!roomKey) {
        roomKey = `name:${roomName}`
        rooms.set(roomKey, { key: roomKey, name: roomName, capacity: null, description: '' })
        roomKeyByName.set(roomName, roomKey)
      }
      arr(events).forEach((e, i) => {
        const at = `${dayAt}.rooms[${JSON.stringify(roomName)}][${i}]`
        if (!isObj(e)) return add(at, 'must be an object')
        const session = readEvent(e, at, roomKey, add)
        if (session) sessions.push(session)
      })
    }
  })
  if (!Array.isArray(conf.days)) add(`${C}.days`, 'required field is missing')

  return {
    format: 'c3voc',
    title: str(conf.title).trim() || str(conf.acronym),
    acronym: str(conf.acronym),
    timeZone: zoneName ? { zone: zoneName, at: `${C}.time_zone_name` } : null,
    dayChange: dayChangeFrom(dayList),
    days: dayList.map((d) => d.date).filter(Boolean),
    rooms: [...rooms.values()],
    tracks,
    sessions,
    problems,
  }
}

function readEvent(e: Obj, at: string, roomKey: string, add: (path: string, message: string) => void): ScheduleSession | null {
  const guid = str(e.guid).trim()
  const title = str(e.title).trim()
  const start = str(e.date).trim()
  const duration = durationMinutes(str(e.duration))
  const end = str(e.end).trim() || null
  if (!guid) add(`${at}.guid`, 'required field is missing (the stable id of the session)')
  if (!title) add(`${at}.title`, 'required field is missing')
  if (!start) add(`${at}.date`, 'required field is missing')
  else if (Number.isNaN(Date.parse(hasOffset(start) ? start : `${start}Z`))) add(`${at}.date`, 'must be a date and time')
  if (duration === null && !end) add(`${at}.duration`, 'must be a duration such as 00:45')
  if (!guid || !title || !start || (duration === null && !end)) return null
  return {
    key: guid,
    at,
    roomKey,
    start,
    durationMin: duration ?? 0,
    end,
    title,
    subtitle: str(e.subtitle),
    abstract: str(e.abstract),
    description: str(e.description),
    track: str(e.track).trim() || null,
    type: str(e.type).trim() || null,
    language: declaredLanguage(e.language),
    persons: arr(e.persons).map(person).filter((p): p is SchedulePerson => p !== null),
  }
}
