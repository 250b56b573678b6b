import { CONTENT_CACHE_MAX_BYTES } from '../../kernel/constants'
import { isDbUnavailable } from '../db/outage'
import type { Db } from '../db/types'
import type { Entity } from '../http/entity'

/** The content cache of each database, so that the content's facts are kept per version wherever they are asked. */
const caches = new WeakMap<Db, ContentCache>()

/** The content cache that serves `db`, if a server built one. */
export const contentCacheOf = (db: Db): ContentCache | undefined => caches.get(db)

/**
 * What an entry costs: its key, its body and room for its compressed forms, which respond()
 * adds later (http/entity.ts); a compressed form of a body of at least 1 KB is never larger
 * than the body, so two of them are bounded by twice the body.
 */
const costOf = (key: string, entity: Entity) => key.length * 2 + entity.body.length * 3 + 256

/**
 * Rendered content responses and pages, keyed by their normalized request (content/router.ts,
 * pages/prerender.ts). Every import bumps content_meta.version; the cache reads it at most every
 * `checkEveryMs`, so an import made by another process (the CLI against PostgreSQL) shows up
 * within that delay. Bounded in bytes, not entries: the least recently used go first, so a flood
 * of distinct requests (each a valid answer) cannot push memory past the cap.
 * Beside the entries, `aliases` maps a raw request (its query as written) to the normalized key
 * of its answer: a hit on a known spelling needs no validation.
 */
export class ContentCache {
  private entries = new Map<string, { entity: Entity; cost: number }>()
  private aliases = new Map<string, string>()
  private used = 0
  /** Facts of the content (an event's clock), dropped with the rendered responses when the version moves. */
  private facts = new Map<string, Promise<unknown>>()
  private version = -1
  private checkedAt = 0
  private pending: Promise<number> | null = null

  constructor(
    private readonly db: Db,
    private readonly checkEveryMs: number,
    readonly maxBytes = CONTENT_CACHE_MAX_BYTES,
    /** Facts kept at most (each small); past it they are all dropped and read again. */
    private readonly maxFacts = 2000,
  ) {
    caches.set(db, this)
  }

  async currentVersion(): Promise<number> {
    if (this.version >= 0 && Date.now() - this.checkedAt < this.checkEveryMs) return this.version
    this.pending ??= this.db
      .query<{ version: number }>('SELECT version FROM content_meta WHERE id = 1')
      .then(([row]) => {
        const version = row?.version ?? 0
        if (version !== this.version) this.clear()
        this.version = version
        this.checkedAt = Date.now()
        return version
      })
      .catch((err: unknown) => {
        // Nothing can be imported while the database is unreachable: what is kept is still current, so it keeps serving.
        if (isDbUnavailable(err) && this.version >= 0) return this.version
        throw err
      })
      .finally(() => {
        this.pending = null
      })
    return this.pending
  }

  /**
   * A fact of the content read once per content version. A failed read and an answer of nothing
   * (an event that does not exist) are not kept, so ids a client makes up take no room.
   */
  async fact<T>(key: string, read: () => Promise<T | undefined>): Promise<T | undefined> {
    await this.currentVersion()
    let value = this.facts.get(key) as Promise<T | undefined> | undefined
    if (!value) {
      if (this.facts.size >= this.maxFacts) this.facts.clear()
      value = read()
      this.facts.set(key, value)
      value.then(
        (found) => found === undefined && this.facts.delete(key),
        () => this.facts.delete(key),
      )
    }
    return value
  }

  get(key: string): Entity | undefined {
    const entry = this.entries.get(key)
    if (!entry) return undefined
    // Most recently used last: a Map iterates in insertion order, so the first is the one to drop.
    this.entries.delete(key)
    this.entries.set(key, entry)
    return entry.entity
  }

  set(key: string, entity: Entity): void {
    const cost = costOf(key, entity)
    if (cost > this.maxBytes / 8) return // one answer may not take an eighth of the cache
    this.delete(key)
    this.entries.set(key, { entity, cost })
    this.used += cost
    this.trim()
  }

  /** The normalized key a raw request was found to mean, if known. */
  aliasOf(raw: string): string | undefined {
    return this.aliases.get(raw)
  }

  /** Remembers that `raw` means `key` (kept only while that entry is). */
  alias(raw: string, key: string): void {
    if (raw === key || !this.entries.has(key)) return
    const had = this.aliases.get(raw)
    if (had !== undefined) this.used -= raw.length * 2 + had.length * 2 + 64
    this.aliases.set(raw, key)
    this.used += raw.length * 2 + key.length * 2 + 64
    this.trim()
  }

  private delete(key: string): void {
    const entry = this.entries.get(key)
    if (!entry) return
    this.entries.delete(key)
    this.used -= entry.cost
  }

  private trim(): void {
    // Spellings go first (the cheapest to rebuild: one validation), then the least recently used answers.
    while (this.used > this.maxBytes && this.aliases.size > 0) {
      const [raw, key] = this.aliases.entries().next().value!
      this.aliases.delete(raw)
      this.used -= raw.length * 2 + key.length * 2 + 64
    }
    while (this.used > this.maxBytes && this.entries.size > 0) this.delete(this.entries.keys().next().value!)
  }

  private clear(): void {
    this.entries.clear()
    this.aliases.clear()
    this.facts.clear()
    this.used = 0
  }

  /** After an import in this process: drop everything and re-read the version. */
  invalidate(): void {
    this.clear()
    this.checkedAt = 0
  }

  get size(): number {
    return this.entries.size
  }

  /** The keys kept (rendered pages start with `page `). */
  keys(): string[] {
    return [...this.entries.keys()]
  }

  /** Bytes charged for what is kept (at most maxBytes). */
  get bytes(): number {
    return this.used
  }
}
