import type { Lang } from '../../kernel/constants'
import type { Db } from '../db/types'
import { type Entity, makeEntity } from '../http/entity'
import { programPdf } from './program-pdf'

/**
 * The programme PDFs of the current content version, one per event year and language, each built
 * once (with its compressed forms): a new content version drops them all; requests for the same
 * PDF while it is being built share the build. Only the years that have an event are built or
 * kept (read once per version), so nothing a request asks for can push a real PDF out or make
 * the server build one it has built for this version already.
 */
export class ProgramPdfs {
  private version = Number.NaN
  private years: Promise<Set<number>> | null = null
  private readonly kept = new Map<string, Promise<Entity | null>>()

  constructor(private readonly db: Db) {}

  private eventYears(): Promise<Set<number>> {
    const read = (this.years ??= this.db
      .query<{ year: number }>('SELECT DISTINCT year FROM events')
      .then((rows) => new Set(rows.map((r) => Number(r.year)))))
    // A failed read is not remembered: the next request tries again.
    read.catch(() => this.years === read && (this.years = null))
    return read
  }

  async get(version: number, year: number, lang: Lang): Promise<Entity | null> {
    if (version !== this.version) {
      this.kept.clear()
      this.years = null
      this.version = version
    }
    if (!(await this.eventYears()).has(year)) return null
    const key = `${year} ${lang}`
    const known = this.kept.get(key)
    if (known) return known
    const built = programPdf(this.db, year, lang).then((pdf) => (pdf ? makeEntity(pdf, 'application/pdf') : null))
    built.catch(() => this.kept.get(key) === built && this.kept.delete(key))
    this.kept.set(key, built)
    return built
  }

  /** The PDFs kept (or being built) for this version. */
  get size(): number {
    return this.kept.size
  }
}
