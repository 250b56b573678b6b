import { type Failure, validate } from 'superstruct'
import type { Db } from '../db/types'
import { type Problem, checkReferences, loadKnown } from './references'
import { ImportFile, SECTIONS, type SectionName } from './schema'
import { writeImport } from './write'

export type { Problem }
export type ImportReport =
  | { ok: true; counts: Partial<Record<SectionName, number>>; version: number }
  | { ok: false; problems: Problem[] }

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
    const version = await db.transaction(async (tx) => {
      const known = await loadKnown(tx)
      const problems = checkReferences(file, known)
      if (problems.length > 0) throw new Rejected(problems)
      const version = await writeImport(tx, file, known)
      if (options.dryRun) throw new Rejected([])
      return version
    })
    return { ok: true, counts, version }
  } catch (err) {
    if (err instanceof Rejected) return err.problems.length ? { ok: false, problems: err.problems } : { ok: true, counts, version: 0 }
    throw err
  }
}
