import { type Failure, validate } from 'superstruct'
import type { VersionSource } from '../../../kernel/contract/changes'
import type { Db } from '../../db/types'
import { withProgramVersion } from '../version'
import { checkReferences, loadKnown } from './references'
import type { ImportReport, Problem } from './report'
import { ImportFile, SECTIONS, type SectionName } from './schema'
import { detect } from './schedule/detect'
import { readC3voc } from './schedule/c3voc'
import { readFrab } from './schedule/frab'
import { type ScheduleOptions, importSchedule } from './schedule'
import { writeImport } from './write'

export type { ImportReport, Problem }

export function formatPath(path: readonly unknown[]): string {
  let out = ''
  for (const key of path) out += typeof key === 'number' ? `[${key}]` : out ? `.${String(key)}` : String(key)
  return out || '(file)'
}

function describe(failure: Failure): string {
  if (failure.type === 'never') return 'unknown field'
  if (failure.value === undefined) return 'required field is missing'
  return failure.message
}

/** Structural check with defaults applied; every failure, not just the first. */
export function parseImport(raw: unknown): { file: ImportFile; problems: [] } | { file: null; problems: Problem[] } {
  const [error, file] = validate(raw, ImportFile, { coerce: true })
  if (error) {
    return { file: null, problems: error.failures().map((f) => ({ path: formatPath(f.path), message: describe(f) })) }
  }
  return { file, problems: [] }
}

export interface ImportOptions {
  /** Check everything, write inside the transaction, then roll it back. */
  dryRun?: boolean
  /** Where the file came from, for the program's version (default: a file without a name). */
  source?: VersionSource
  /** No program version and nothing published (the demo's first fill: no organizer's program changed, no page has seen one). */
  noVersion?: boolean
}

/** Validates the whole file, then upserts it in one transaction: all or nothing. */
export async function importContent(db: Db, raw: unknown, options: ImportOptions = {}): Promise<ImportReport> {
  const parsed = parseImport(raw)
  if (!parsed.file) return { ok: false, problems: parsed.problems }
  const file = parsed.file
  const counts: Partial<Record<SectionName, number>> = {}
  for (const s of SECTIONS) if (file[s]?.length) counts[s] = file[s]?.length
  class Rejected extends Error {
    constructor(readonly problems: Problem[]) {
      super('import rejected')
    }
  }
  try {
    const { version, programVersion } = await db.transaction(async (tx) => {
      const known = await loadKnown(tx)
      const problems = checkReferences(file, known)
      if (problems.length > 0) throw new Rejected(problems)
      // Every import that changes a program makes a version of it, this shape's too
      // (server/program/version.ts): the events whose sessions the file holds.
      const eventIds = options.noVersion ? [] : (file.meetings ?? []).map((m) => m.event_id)
      const source = options.source ?? { kind: 'file' as const, name: '' }
      const { contentVersion: version, programVersion } = await withProgramVersion(tx, { source, eventIds, publish: !options.noVersion }, (w) => writeImport(w, file, known))
      if (options.dryRun) throw new Rejected([])
      return { version, programVersion }
    })
    return { ok: true, counts, version, programVersion }
  } catch (err) {
    if (err instanceof Rejected) return err.problems.length ? { ok: false, problems: err.problems } : { ok: true, counts, version: 0 }
    throw err
  }
}

/**
 * Any import file as text: our own JSON shape, c3voc schedule JSON or frab XML, told apart by
 * content. A file that does not parse is one problem naming its line and column.
 */
export async function importText(db: Db, text: string, options: ImportOptions & ScheduleOptions = {}): Promise<ImportReport> {
  const file = detect(text)
  switch (file.kind) {
    case 'malformed':
      return { ok: false, problems: [{ path: '(file)', message: file.message }] }
    case 'c3voc':
      return importSchedule(db, readC3voc(file.raw), options)
    case 'frab':
      return importSchedule(db, readFrab(file.root, file.xml), options)
    case 'own':
      if (options.timeZone !== undefined || options.eventId !== undefined) {
        const message = '--time-zone and --event-id are for schedule files (c3voc JSON, frab XML); this file has our own shape'
        return { ok: false, problems: [{ path: '(file)', message }] }
      }
      return importContent(db, file.raw, options)
  }
}
