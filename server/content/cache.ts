import { isDbUnavailable } from '../db/outage'
import type { Db } from '../db/types'
import type { Entity } from '../http/entity'

/** The content cache of each database, so that the content's facts are kept per version wherever they are asked. */
const caches = new WeakMap<Db, ContentCache>()

/** The content cache that serves `db`, if a server built one. */
export const contentCacheOf = (db: Db): ContentCache | undefined => caches.get(db)

/**
 * Rendered content responses, keyed by URL + language. Every import bumps
 * content_meta.version; the cache reads it at most every `checkEveryMs`, so an import made
 * by another process (the CLI against PostgreSQL) shows up within that delay.
 */
export class ContentCache {
  private entries = new Map<string, Entity>()
  /** Facts of the content (an event's clock), dropped with the rendered responses when the version moves. */
  private facts = new Map<string, Promise<unknown>>()
  private version = -1
  private checkedAt = 0
  private pending: Promise<number> | null = null

  constructor(
    private readonly db: Db,
    private readonly checkEveryMs: number,
    private readonly maxEntries = 2000,
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
      if (this.facts.size >= this.maxEntries) this.facts.clear()
      value = read()
      this.facts.set(key, value)
      value.then(
        (found) => found === undefined && this.facts.delete(key),
        () => this.facts.delete(key),
      )
    }
    return value
  }

  private clear(): void {
    this.entries.clear()
    this.facts.clear()
  }

  get(key: string): Entity | undefined {
    return this.entries.get(key)
  }

  set(key: string, entity: Entity): void {
    // Oldest first out: a Map iterates in insertion order.
    if (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next().value
      if (oldest !== undefined) this.entries.delete(oldest)
    }
    this.entries.set(key, entity)
  }

  /** After an import in this process: drop everything and re-read the version. */
  invalidate(): void {
    this.clear()
    this.checkedAt = 0
  }

  get size(): number {
    return this.entries.size
  }
}
