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
  /** Who this is across the file, set by resolvePersons (common.ts): the guid, else a non-zero id unique to one name, else `name:` + the name. */
  key: string
  /** As the file gives them ('' when absent): pretalx's `code` counts as a guid. */
  guid: string
  id: string
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
  /**
   * The venue-local start the file gives beside a dated `start` (frab `<start>`, c3voc `start`,
   * placed on the session's day): when the two disagree in the venue's zone, this one is followed.
   */
  localStart: string | null
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
  /** Defects imported with a documented fix (server/IMPORT.md); `--strict` refuses the file instead. */
  warnings: Problem[]
  /** The length of a session the file gives as zero long (its timeslot, else 5 minutes). */
  timeslotMin: number
}
