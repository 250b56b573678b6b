/** Small rules shared by the c3voc and frab readers. */
import type { Lang } from '../../../../kernel/constants'
import { isoInZone } from '../../../time'
import type { Problem } from '../report'
import type { ScheduleSession } from './model'

const OFFSET = /(Z|[+-]\d{2}:?\d{2})$/i

export const hasOffset = (dateTime: string): boolean => OFFSET.test(dateTime)

/** "00:45", "1:30", "01:30:00" -> minutes; null when it is not a duration. */
export function durationMinutes(value: string): number | null {
  const m = /^(\d{1,3}):([0-5]\d)(?::([0-5]\d))?$/.exec(value.trim())
  if (!m) return null
  return Number(m[1]) * 60 + Number(m[2]) + (m[3] ? Number(m[3]) / 60 : 0)
}

/** "09:00", "9:00:00" -> "09:00"; null when it is not a time of day. */
export function timeOfDay(value: string): string | null {
  const m = /^(\d{1,2}):([0-5]\d)(?::[0-5]\d)?$/.exec(value.trim())
  if (!m || Number(m[1]) > 23) return null
  return `${m[1]!.padStart(2, '0')}:${m[2]}`
}

/** The local HH:MM and date of a date-time as written in the file (its own offset, not converted). */
export function localParts(dateTime: string): { date: string; time: string } | null {
  const m = /^(\d{4}-\d{2}-\d{2})[T ](\d{2}:\d{2})/.exec(dateTime.trim())
  return m ? { date: m[1]!, time: m[2]! } : null
}

/**
 * The day change from the file's day boundaries: where a day that runs past midnight ends (the
 * time its `end` shows on the next date), else 00:00. The most frequent one wins (the last day
 * often ends early, the first one starts late).
 */
export function dayChangeFrom(days: Array<{ date: string; end: string | undefined }>): string {
  const seen = new Map<string, number>()
  for (const d of days) {
    const end = d.end ? localParts(d.end) : null
    if (end && end.date > d.date) seen.set(end.time, (seen.get(end.time) ?? 0) + 1)
  }
  let best = '00:00'
  let count = 0
  for (const [time, n] of seen) if (n > count) [best, count] = [time, n]
  return best
}

/** The next calendar day of YYYY-MM-DD. */
export function nextDay(date: string): string {
  const d = new Date(`${date}T00:00:00Z`)
  d.setUTCDate(d.getUTCDate() + 1)
  return d.toISOString().slice(0, 10)
}

/**
 * A pentabarf-style session with a local start only: on the day's date, or on the next one when
 * it starts before the day change (a 01:00 session of a day that runs to 06:00).
 */
export function localStart(dayDate: string, start: string, dayChange: string): string {
  const date = dayChange !== '00:00' && start < dayChange ? nextDay(dayDate) : dayDate
  return `${date}T${start}:00`
}

/** The language the file declares, as stored: "de, en" stays so, lower case. */
export function declaredLanguage(value: unknown): string | null {
  if (typeof value !== 'string') return null
  const v = value.trim().toLowerCase()
  return v === '' ? null : v.slice(0, 40)
}

const CYRILLIC = /[\u0400-\u04ff]/

/**
 * Which of our two text languages holds a session's texts: Russian when it declares Russian (or
 * declares nothing and is written in Cyrillic), English for any other language.
 */
export function textLang(s: Pick<ScheduleSession, 'language' | 'title' | 'abstract'>): Lang {
  if (s.language) return /^ru\b/.test(s.language) ? 'ru' : 'en'
  return CYRILLIC.test(s.title + s.abstract) ? 'ru' : 'en'
}

const NAMED: Record<string, string> = {
  amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0', shy: '\u00ad', ndash: '–', mdash: '—', hellip: '…',
  laquo: '«', raquo: '»', lsquo: '‘', rsquo: '’', sbquo: '‚', ldquo: '“', rdquo: '”', bdquo: '„', bull: '•', middot: '·',
  copy: '©', reg: '®', trade: '™', deg: '°', euro: '€', times: '×', auml: 'ä', ouml: 'ö', uuml: 'ü', Auml: 'Ä',
  Ouml: 'Ö', Uuml: 'Ü', szlig: 'ß', eacute: 'é', egrave: 'è', agrave: 'à', aacute: 'á', ccedil: 'ç', ntilde: 'ñ',
}

/**
 * A plain text field of a JSON file (title, name, hall, track) with its character references
 * decoded, once: "It&#39;s" and "Q&amp;A" are "It's" and "Q&A" (wiki-built files escape them).
 * Exports escape once again (schedule-xml.ts), so nothing is escaped twice. XML files are decoded
 * by the parser (frab.ts), the same once.
 */
export function decodeRefs(text: string): string {
  if (!text.includes('&')) return text
  return text.replace(/&(#x[0-9a-f]{1,6}|#\d{1,7}|[a-z][a-z0-9]{1,8});/gi, (whole, ref: string) => {
    if (ref[0] === '#') {
      const code = ref[1] === 'x' || ref[1] === 'X' ? parseInt(ref.slice(2), 16) : Number(ref.slice(1))
      return code > 0 && code <= 0x10ffff && !(code >= 0xd800 && code <= 0xdfff) ? String.fromCodePoint(code) : whole
    }
    return NAMED[ref] ?? whole
  })
}

/** Collapses runs of white space inside a name and trims it. */
export const cleanName = (name: string): string => name.replace(/\s+/g, ' ').trim()

/**
 * Who each person is, across the file, by one rule: the guid; else an id that is non-zero and
 * unique to one name in the file; else the name. Two different names are never one person: an id
 * that several names carry (wiki-built files give everyone `"id": 0`) is not used. Sets `key` on
 * every person and returns what it merged or told apart, as warnings with their places.
 */
export function resolvePersons(sessions: ScheduleSession[]): Problem[] {
  const warnings: Problem[] = []
  const namesOfId = new Map<string, Set<string>>()
  for (const s of sessions) {
    for (const p of s.persons) {
      if (p.guid || !p.id || p.id === '0') continue
      let names = namesOfId.get(p.id)
      if (!names) namesOfId.set(p.id, (names = new Set()))
      names.add(p.name)
    }
  }
  for (const [id, names] of namesOfId) {
    if (names.size > 1) warnings.push({ path: '(file)', message: `person id ${id} is given to ${names.size} different names (${[...names].slice(0, 3).join(', ')}${names.size > 3 ? ', …' : ''}): they are kept apart by their names` })
  }
  const nameOfGuid = new Map<string, { name: string; at: string }>()
  for (const s of sessions) {
    s.persons.forEach((p, i) => {
      if (p.guid) {
        p.key = p.guid
        const first = nameOfGuid.get(p.guid)
        if (!first) nameOfGuid.set(p.guid, { name: p.name, at: s.at })
        else if (first.name !== p.name) {
          warnings.push({ path: `${s.at}/persons[${i + 1}]`, message: `person ${p.guid} is named "${p.name}" here and "${first.name}" at ${first.at}: one person (same guid), named "${first.name}"` })
          p.name = first.name
        }
      } else if (p.id && p.id !== '0' && namesOfId.get(p.id)?.size === 1) p.key = p.id // as earlier imports keyed it
      else p.key = `name:${p.name}`
    })
  }
  return warnings
}

export const str = (v: unknown): string => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '')

function offsetMinutes(at: Date, zone: string): number {
  const m = /([+-])(\d{2}):(\d{2})$/.exec(isoInZone(at, zone))
  return m ? (m[1] === '-' ? -1 : 1) * (Number(m[2]) * 60 + Number(m[3])) : 0
}

/** The instant of a venue-local date and time (YYYY-MM-DDTHH:MM:SS) in a zone, across DST changes. */
export function instantFromLocal(local: string, zone: string): Date {
  const asUtc = Date.parse(`${local}Z`)
  const first = offsetMinutes(new Date(asUtc), zone)
  const second = offsetMinutes(new Date(asUtc - first * 60_000), zone)
  return new Date(asUtc - second * 60_000)
}

/** True for a zone the runtime knows (IANA names such as Europe/Berlin): the kernel's one rule. */
export { isTimeZone } from '../../../../kernel/venue-time'
