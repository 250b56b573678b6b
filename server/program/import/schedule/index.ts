/**
 * Imports a conference program exported by pretalx, frab or the c3voc tools (server/IMPORT.md):
 * everything is checked first, then written in one transaction, keyed by the file's guids.
 */
import { EVENT_ID } from '../../../../kernel/constants'
import type { Db } from '../../../db/types'
import type { ImportReport, Problem } from '../report'
import { hasOffset, instantFromLocal, isTimeZone, resolvePersons } from './common'
import { isoInZone } from '../../../time'
import { ImportKeys } from './keys'
import type { Schedule } from './model'
import { type TimedSession, scheduleRows } from './rows'
import { type WriteResult, writeSchedule } from './write'
import type { VersionSource } from '../../../../kernel/contract/changes'
import { withProgramVersion } from '../../version'

export interface ScheduleOptions {
  /** The event the conference becomes (default: the spec's fixed event, 35). */
  eventId?: number
  /** The venue's IANA zone, for a file that names none (or to override the file's). */
  timeZone?: string
  dryRun?: boolean
  /** Where the file came from, for the program's version (default: a file without a name). */
  source?: VersionSource
  /** Refuse the file for what is otherwise imported with a fix and a warning (server/IMPORT.md). */
  strict?: boolean
}

const MISSING_ZONE =
  'the file names no time zone: give the venue\'s with --time-zone ZONE (an IANA name such as --time-zone Europe/Berlin)'

/** The wall clock (YYYY-MM-DDTHH:MM) of an instant in a zone. */
const wallClock = (at: Date, zone: string) => isoInZone(at, zone).slice(0, 16)

/**
 * Resolves the zone and every session's instants, with the documented fixes (server/IMPORT.md):
 * a repeated guid, a zero-length session, a dated start that disagrees with the local one.
 * Returns the problems (nothing is imported) and the warnings (imported, fixed), with their places.
 */
function check(schedule: Schedule, options: ScheduleOptions): { zone: string; sessions: TimedSession[]; problems: Problem[]; warnings: Problem[] } {
  const problems = [...schedule.problems]
  const warnings = [...schedule.warnings]
  const add = (path: string, message: string) => problems.push({ path, message })
  const warn = (path: string, message: string) => warnings.push({ path, message })
  if (options.timeZone !== undefined && !isTimeZone(options.timeZone)) {
    return { zone: '', sessions: [], warnings, problems: [{ path: '(file)', message: `--time-zone ${options.timeZone}: not an IANA time zone (such as Europe/Berlin)` }] }
  }
  if (!options.timeZone && schedule.timeZone && !isTimeZone(schedule.timeZone.zone)) {
    add(schedule.timeZone.at, `"${schedule.timeZone.zone}" is not an IANA time zone (give one with --time-zone ZONE)`)
  }
  const zone = options.timeZone ?? schedule.timeZone?.zone
  if (!zone) return { zone: '', sessions: [], warnings, problems: [{ path: '(file)', message: MISSING_ZONE }] }
  if (problems.length > schedule.problems.length) return { zone, sessions: [], problems, warnings }

  const at = (local: string) => (hasOffset(local) ? new Date(local) : instantFromLocal(local, zone))
  const seen = new Map<string, { at: string; count: number }>()
  const disagree: string[] = []
  const sessions: TimedSession[] = []
  for (const file of schedule.sessions) {
    const s = { ...file }
    // A repeated guid (a workshop held several times): each later one is a session of its own,
    // keyed by its occurrence, so it keeps its id from one import to the next.
    const first = seen.get(s.key)
    if (first) {
      first.count++
      warn(s.at, `repeated guid ${s.key} (first at ${first.at}): imported as a session of its own (occurrence ${first.count})`)
      s.key = `${s.key}#${first.count}`
    } else seen.set(s.key, { at: s.at, count: 1 })
    let startAt = at(s.start)
    let endAt = s.end ? at(s.end) : new Date(startAt.getTime() + s.durationMin * 60_000)
    // One rule for two starts that disagree in the venue's zone: the local start is followed (tools
    // that write a dated start have labelled local times as UTC); the length is kept.
    if (s.localStart && hasOffset(s.start) && wallClock(startAt, zone).slice(11) !== s.localStart.slice(11, 16)) {
      const local = instantFromLocal(s.localStart, zone)
      endAt = new Date(endAt.getTime() + (local.getTime() - startAt.getTime()))
      startAt = local
      disagree.push(s.at)
    }
    if (!(endAt > startAt)) {
      if (endAt.getTime() === startAt.getTime()) {
        endAt = new Date(startAt.getTime() + schedule.timeslotMin * 60_000)
        warn(s.at, `lasts zero minutes: imported as lasting ${schedule.timeslotMin} (one timeslot)`)
      } else add(s.at, 'ends before it starts')
    }
    sessions.push({ ...s, startAt, endAt })
  }
  if (disagree.length > 0) {
    const where = disagree.slice(0, 3).join(', ') + (disagree.length > 3 ? ', …' : '')
    warn('(file)', `${disagree.length} session(s): the dated start disagrees with the local start in ${zone}; the local start is followed (${where})`)
  }
  warnings.push(...resolvePersons(sessions))
  if (sessions.length === 0 && problems.length === 0) add('(file)', 'has no sessions')
  if (options.strict && warnings.length > 0) {
    problems.push(...warnings.map((w) => ({ path: w.path, message: `${w.message} (refused: --strict)` })))
  }
  return { zone, sessions, problems, warnings }
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
      const source = options.source ?? { kind: 'file' as const, name: '' }
      const written = await withProgramVersion(tx, { source, eventIds: [eventId], changed: (r: WriteResult) => r.changed > 0 }, async (w) => {
        const result = await writeSchedule(w, eventId, rows)
        await keys.save(w)
        return result
      })
      const result = written.value
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
        version: written.contentVersion,
        changed: result.changed > 0,
        withdrawn: result.withdrawn.length,
        programVersion: written.programVersion,
        warnings: checked.warnings,
      }
      if (options.dryRun) throw new DryRun(report)
      return report
    })
  } catch (err) {
    if (err instanceof DryRun) return err.report
    throw err
  }
}
