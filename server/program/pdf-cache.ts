import type { Lang } from '../../kernel/constants'
import type { Db } from '../db/types'
import { type Entity, makeEntity } from '../http/entity'
import { programPdf } from './program-pdf'

/** Years and languages kept per content version; others asked for (missing years) push the oldest out. */
const MAX_KEPT = 16

/**
 * The programme PDFs of the current content version, one per year and language, each built once
 * (with its compressed forms): a new content version drops them all; requests for the same PDF
 * while it is being built share the build; years without an event are remembered too, within
 * MAX_KEPT. So no request, whatever its year or query, makes the server build a PDF it has built
 * for this version already.
 */
export class ProgramPdfs {
  private version = Number.NaN
  private readonly kept = new Map<string, Promise<Entity | null>>()

  constructor(private readonly db: Db) {}

  get(version: number, year: number, lang: Lang): Promise<Entity | null> {
    if (version !== this.version) {
      this.kept.clear()
      this.version = version
    }
    const key = `${year} ${lang}`
    const known = this.kept.get(key)
    if (known) return known
    if (this.kept.size >= MAX_KEPT) this.kept.delete(this.kept.keys().next().value!)
    const built = programPdf(this.db, year, lang).then((pdf) => (pdf ? makeEntity(pdf, 'application/pdf') : null))
    // A failed build is not remembered: the next request tries again.
    built.catch(() => this.kept.get(key) === built && this.kept.delete(key))
    this.kept.set(key, built)
    return built
  }
}
