import type { Db } from '../db/types'
import { type Entity, makeEntity } from '../http/entity'
import { programPdf } from './program'

/** Years kept per content version; other years asked for (missing ones) push the oldest out. */
const MAX_YEARS = 16

/**
 * The programme PDFs of the current content version, each built once (with its compressed forms):
 * a new content version drops them all; requests for the same PDF while it is being built share
 * the build; years without an event are remembered too, within MAX_YEARS. So no request, whatever
 * its year or query, makes the server build a PDF it has built for this version already.
 */
export class ProgramPdfs {
  private version = Number.NaN
  private readonly byYear = new Map<number, Promise<Entity | null>>()

  constructor(private readonly db: Db) {}

  get(version: number, year: number): Promise<Entity | null> {
    if (version !== this.version) {
      this.byYear.clear()
      this.version = version
    }
    const known = this.byYear.get(year)
    if (known) return known
    if (this.byYear.size >= MAX_YEARS) this.byYear.delete(this.byYear.keys().next().value!)
    const built = programPdf(this.db, year).then((pdf) => (pdf ? makeEntity(pdf, 'application/pdf') : null))
    // A failed build is not remembered: the next request tries again.
    built.catch(() => this.byYear.get(year) === built && this.byYear.delete(year))
    this.byYear.set(year, built)
    return built
  }
}
