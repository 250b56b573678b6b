/**
 * An event's program as the open schedule formats carry it (schedule-data.ts reads it; the
 * writers are schedule-json.ts, schedule-xml.ts and schedule-ics.ts). Texts are in one language.
 */
import type { Lang } from '../../kernel/constants'

export interface OpenHall { id: number; guid: string; name: string; description: string; capacity: number | null }
export interface OpenPerson { id: number; guid: string; name: string; bio: string; role: 'speaker' | 'moderator' }
export interface OpenSession {
  id: number
  guid: string
  slug: string
  url: string
  start: Date
  end: Date
  /** The conference day (YYYY-MM-DD) it is listed under. */
  day: string
  hall: OpenHall
  title: string
  /** The description, as plain text. */
  abstract: string
  /** Key questions and the expected result, as plain text with their headings. */
  description: string
  format: string | null
  /** Industries, the first one is the session's track. */
  tracks: string[]
  language: string | null
  festival: boolean
  persons: OpenPerson[]
  /** Its calendar SEQUENCE: the latest program version that changed it (0: none did). */
  sequence: number
}
export interface OpenDay { index: number; date: string; start: Date; end: Date }
export interface OpenProgram {
  lang: Lang
  event: { id: number; title: string; acronym: string; startsOn: string; endsOn: string; timeZone: string; venue: string; city: string }
  /** The program's version (server/program/changes.ts; 0 before the first import) and when the content was written: the writers' version and LAST-MODIFIED. */
  version: number
  updatedAt: Date
  /** The site's address, without a trailing slash. */
  site: string
  days: OpenDay[]
  halls: OpenHall[]
  tracks: Array<{ name: string; slug: string | null }>
  sessions: OpenSession[]
  /** Sessions withdrawn by a later import: only the personal calendars list them, as cancelled. */
  withdrawn?: OpenSession[]
}
