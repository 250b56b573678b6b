/**
 * A conference program as the schedule formats carry it (c3voc JSON, frab XML), before it is
 * mapped onto our tables. `at` is the item's place in the file, for problems.
 */
import type { Problem } from '../report'

export interface ScheduleRoom {
  /** The file's guid, or `name:` + the name when the room has none (pentabarf). */
  key: string
  name: string
  capacity: number | null
  description: string
}

export interface SchedulePerson {
  /** guid, code or id, else `name:` + the name. */
  key: string
  name: string
  bio: string
}

export interface ScheduleSession {
  /** The file's guid: unique, unlike the numeric id. */
  key: string
  at: string
  roomKey: string
  /** An instant with its offset, or a venue-local date and time (YYYY-MM-DDTHH:MM:SS, pentabarf). */
  start: string
  /** Minutes; used when `end` is absent. */
  durationMin: number
  end: string | null
  title: string
  subtitle: string
  abstract: string
  description: string
  track: string | null
  type: string | null
  /** As the file declares it ("en", "de, en"), lower case; null when absent. */
  language: string | null
  persons: SchedulePerson[]
}

export interface Schedule {
  format: 'c3voc' | 'frab'
  title: string
  acronym: string
  /** IANA zone named by the file, with where it was named; null when the file names none. */
  timeZone: { zone: string; at: string } | null
  /** HH:MM; sessions starting before it belong to the conference day before. */
  dayChange: string
  /** The conference's first and last days (YYYY-MM-DD), when the file says. */
  days: string[]
  rooms: ScheduleRoom[]
  /** Track names, in the file's order (declared tracks first, then those only used by sessions). */
  tracks: Array<{ name: string; slug: string | null }>
  sessions: ScheduleSession[]
  problems: Problem[]
}
