/**
 * The program by hand (docs/desk.md, "Program"): an editor moves a session (time, hall), cancels
 * and restores it, retitles it and changes its speakers. Each save is a new program version in
 * the change log, as an import's is, so open pages, "my program", mail, push and calendars follow.
 */
import { type Infer, array, boolean, integer, nullable, object, size, string, trimmed, type } from 'superstruct'
import { Id, IsoDate, IsoDateTime } from './common'
import { EDITORS } from './desk'

export const DeskSession = type({
  id: Id,
  date: IsoDate,
  start_at: IsoDateTime,
  end_at: IsoDateTime,
  area_id: Id,
  ru_title: string(),
  en_title: string(),
  cancelled: boolean(),
  speaker_ids: array(Id),
})
export type DeskSession = Infer<typeof DeskSession>

export const DeskProgramDay = type({
  days: array(IsoDate),
  day: IsoDate,
  timezone: string(),
  halls: array(type({ id: Id, name: string() })),
  speakers: array(type({ id: Id, name: string() })),
  sessions: array(DeskSession),
  version: integer(),
})
export type DeskProgramDay = Infer<typeof DeskProgramDay>

export const SessionEditBody = object({
  start_at: IsoDateTime,
  end_at: IsoDateTime,
  area_id: Id,
  ru_title: size(trimmed(string()), 1, 300),
  en_title: size(trimmed(string()), 0, 300),
  cancelled: boolean(),
  speaker_ids: size(array(Id), 0, 40),
})
export type SessionEditBody = Infer<typeof SessionEditBody>

export const SessionSaved = type({ session: DeskSession, version: nullable(integer()) })

export const deskProgramEndpoints = {
  /** ?day=YYYY-MM-DD (absent: the event's first day). */
  programDay: { method: 'GET', path: '/api/desk/program', roles: EDITORS, body: null, response: DeskProgramDay },
  sessionSave: { method: 'PUT', path: '/api/desk/program/:id', roles: EDITORS, body: SessionEditBody, response: SessionSaved },
} as const
