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
    }
  | { ok: false; problems: Problem[] }
