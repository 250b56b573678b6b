import type { SectionName } from './schema'

/** One thing wrong with an import file, at its place in the file. */
export interface Problem {
  path: string
  message: string
}

/** What an import answers, whichever reader (our own JSON, c3voc, frab) took the file. */
export type ImportReport =
  | {
      ok: true
      counts: Partial<Record<SectionName, number>>
      version: number
      /** Schedule files: false when the file changed nothing (the version stays). */
      changed?: boolean
      /** Schedule files: sessions gone from the file, now withdrawn. */
      withdrawn?: number
      /** Schedule files: the program version this import made (server/program/changes.ts); null when none. */
      programVersion?: number | null
      /** Schedule files: what was imported with a documented fix, with its place (server/IMPORT.md). */
      warnings?: Problem[]
    }
  | { ok: false; problems: Problem[] }
