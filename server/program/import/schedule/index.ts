/**
 * Imports a conference program exported by pretalx, frab or the c3voc tools (server/IMPORT.md):
 * everything is checked first, then written in one transaction, keyed by the file's guids.
 */
import { EVENT_ID } from '../../../../kernel/constants'
import type { Db } from '../../../db/types'
import type { ImportReport, Problem } from '../report'
import { hasOffset, instantFromLocal, isTimeZone } from './common'
import { ImportKeys } from './keys'
import type { Schedule } from './model'
import { type TimedSession, scheduleRows } from './rows'
import { writeSchedule } from './write'

export interface ScheduleOptions {
  /** The event the conference becomes (default: the spec's fixed event, 35). */
  eventId?: number
  /** The venue's IANA zone, for a file that names none (or to override the file's). */
  timeZone?: string
  dryRun?: boolean
}

const MISSING_ZONE =
  'the file names no time zone: give the venue\'s with --time-zone ZONE (an IANA name such as --time-zone Europe/Berlin)'

/** Resolves the zone and every session's instants; returns the problems with their places. */
function check(schedule: Schedule, options: ScheduleOptions): { zone: string; sessions: TimedSession[]; problems: Problem[] } {
  const problems = [...schedule.problems]
  const add = (path: string, message: string) => problems.push({ path, message })
  if (options.timeZone !== undefined && !isTimeZone(options.timeZone)) {
    return { zone: '', sessions: [], problems: [{ path: '(file)', message: `--time-zone ${options.timeZone}: not an IANA time zone (such as Europe/Berlin)` }] }
  }
  if (!options.timeZone && schedule.timeZone && !isTimeZone(schedule.timeZone.zone)) {
    add(schedule.timeZone.at, `"${schedule.timeZone.zone}" is not an IANA time zone (give one with --time-zone ZONE)`)
  }
  const zone = options.timeZone ?? schedule.timeZone?.zone
  if (!zone) return { zone: '', sessions: [], problems: [{ path: '(file)', message: MISSING_ZONE }] }
  if (problems.length > schedule.problems.length) return { zone, sessions: [], problems }

  const at = (local: string) => (hasOffset(local) ? new Date(local) : instantFromLocal(local, zone))
  const firstAt = new Map<string, string>()
  const sessions: TimedSession[] = []
  for (const s of schedule.sessions) {
    const prev = firstAt.get(s.key)
    if (prev !== undefined) add(s.at, `duplicate guid ${s.key} (also at ${prev})`)
    firstAt.set(s.key, s.at)
    const startAt = at(s.start)
    const endAt = s.end ? at(s.end) : new Date(startAt.getTime() + s.durationMin * 60_000)
    if (!(endAt > startAt)) add(s.at, 'must last longer than zero minutes')
    sessions.push({ ...s, startAt, endAt })
  }
  if (sessions.length === 0 && problems.length === 0) add('(file)', 'has no sessions')
  return { zone, sessions, problems }
}

export async function importSchedule(db: Db, schedule: Schedule, options: ScheduleOptions = {}): Promise<ImportReport> {
  const checked = check(schedule, options)
  if (checked.problems.length > 0) return { ok: false, problems: checked.problems }
  const eventId = options.eventId ?? EVENT_ID
  class DryRun extends Error {
    constructor(readonly report: ImportReport) {
      super('dry run')
    }
  }
  try {
    return await db.transaction(async (tx) => {
      const keys = await ImportKeys.load(tx)
      const slugRows = await tx.query<{ id: number; slug: string }>('SELECT id, slug FROM industries')
      const slugs = new Map(slugRows.map((r) => [r.slug, r.id]))
      const rows = scheduleRows(schedule, checked.sessions, { eventId, zone: checked.zone, keys, slugs })
      const result = await writeSchedule(tx, eventId, rows)
      await keys.save(tx)
      const report: ImportReport = {
        ok: true,
        counts: {
          events: 1,
          areas: rows.areas.length,
          industries: rows.industries.length,
          area_event_types: rows.formats.length,
          speakers: rows.speakers.length,
          meetings: rows.meetings.length,
        },
        version: result.version,
        changed: result.changed > 0,
        withdrawn: result.withdrawn.length,
      }
      if (options.dryRun) throw new DryRun(report)
      return report
    })
  } catch (err) {
    if (err instanceof DryRun) return err.report
    throw err
  }
}
