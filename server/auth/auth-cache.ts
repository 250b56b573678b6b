import type { Db } from '../db/types'
import type { Log } from '../log'

/** What a session check needs of a session row (server/auth/sessions.ts). */
export interface CachedSession {
  id: string
  user_id: number
  started_ms: number
  jti: string
  token_iat: number
  token_exp: number
  prev_jti: string | null
  prev_valid_until_ms: number | null
}

export interface AuthCacheOptions {
  /** Entries are used only this long after the start of the last successful read of the feed. */
  maxAgeMs: number
  /** A request past this age starts a read in the background (it does not wait for it). */
  refreshAfterMs: number
  maxSessions: number
  maxUsers: number
  /** Feed rows older than this are deleted; a process that has not read the feed for half of it starts over. */
  retentionMs: number
  /** A monotonic clock in ms (tests drive it). */
  now: () => number
}

const DEFAULTS: AuthCacheOptions = {
  maxAgeMs: 1000,
  refreshAfterMs: 250,
  maxSessions: 50_000,
  maxUsers: 50_000,
  retentionMs: 10 * 60_000,
  now: () => performance.now(),
}

/**
 * The feed's rows of every transaction that was running or not yet started at the previous read
 * (xid ≥ that read's pg_snapshot_xmin), and this read's own xmin for the next one. The LEFT JOIN
 * returns the horizon when there are no rows; a null horizon (the first read) returns no rows.
 */
const READ_FEED = `SELECT h.horizon::text AS horizon, c.seq::text AS seq, c.xid::text AS xid, c.user_id, c.session_id
  FROM (SELECT pg_snapshot_xmin(pg_current_snapshot()) AS horizon) h
  LEFT JOIN auth_changes c ON c.xid >= $1::xid8`
const PRUNE_FEED = `DELETE FROM auth_changes WHERE created_at < now() - make_interval(secs => $1)`

interface UserEntry {
  values: Map<string, unknown>
  sessions: Set<string>
}

/**
 * One process's memory of live sessions (sid → row) and of what logged-in calls read
 * about their person (user id → named values, e.g. the /me answer), so such a call needs no
 * database round trip. Kept exact through PostgreSQL, not through this process: every change
 * that could make an entry wrong writes a row of `auth_changes` in its own transaction
 * (triggers, migration 010), and the cache reads that feed at most every `refreshAfterMs` while
 * it is used. An entry is trusted only while the last successful read started less than
 * `maxAgeMs` ago, so a revocation on any process is refused here within that time; when the feed
 * cannot be read, every call goes to the database as before.
 *
 * Filling races with invalidation: a value read from the database before a change committed may
 * arrive after the feed dropped its key. Every fill therefore names the generation it started
 * in (`generation` before the read) and is kept only if nothing was dropped since.
 */
export class AuthCache {
  private readonly o: AuthCacheOptions
  private readonly sessions = new Map<string, CachedSession>()
  private readonly users = new Map<number, UserEntry>()
  private gen = 0
  private horizon: string | null = null
  /** Feed rows already applied, by seq, with their xid (kept while xid ≥ horizon: they come again). */
  private readonly applied = new Map<string, bigint>()
  /** Start of the last successful read of the feed. */
  private readAt = Number.NEGATIVE_INFINITY
  /** A write of this process ended: entries wait for a read that started after it. */
  private mustReadAfter = Number.NEGATIVE_INFINITY
  private reading: { startsAfter: number; done: Promise<boolean> } | null = null
  /** Per person: a write of theirs on this process ended at this time (oldest first). */
  private readonly userMarks = new Map<number, number>()
  private prunedAt = Number.NEGATIVE_INFINITY
  private failing = false
  private stopped = false

  constructor(
    private readonly db: Db,
    private readonly log?: Log,
    options: Partial<AuthCacheOptions> = {},
  ) {
    this.o = { ...DEFAULTS, ...options }
  }

  /** Changes whenever an entry is dropped: fills started in another generation are not kept. */
  get generation(): number {
    return this.gen
  }

  private fresh(now: number): boolean {
    return this.readAt >= this.mustReadAfter && now - this.readAt < this.o.maxAgeMs
  }

  /**
   * Whether entries may be trusted now. Fresh: true at once (and a background read past
   * refreshAfterMs). Otherwise waits for a read of the feed; false if it fails.
   */
  async ready(): Promise<boolean> {
    if (this.stopped) return false
    const now = this.o.now()
    if (this.fresh(now)) {
      if (now - this.readAt >= this.o.refreshAfterMs) void this.read(this.mustReadAfter)
      return true
    }
    return (await this.read(this.mustReadAfter)) && this.fresh(this.o.now())
  }

  /**
   * Whether this person's entries may be trusted: after a write of theirs on this process, only
   * once a read of the feed that started after it has passed (read-your-writes, and only they wait).
   */
  async readyFor(userId: number): Promise<boolean> {
    const mark = this.userMarks.get(userId)
    if (mark === undefined || this.readAt >= mark) return true
    return (await this.read(mark)) && this.readAt >= mark && this.fresh(this.o.now())
  }

  /** A read of the feed that starts now (or is starting): what a test awaits. */
  readNow(): Promise<boolean> {
    return this.read(this.o.now())
  }

  /** One read at a time; a caller that needs a read started at or after `after` gets a new one. */
  private read(after: number): Promise<boolean> {
    const current = this.reading
    if (current && current.startsAfter >= after) return current.done
    const startsAfter = this.o.now()
    const done = (current?.done ?? Promise.resolve(true)).then(() => this.readFeed())
    const reading = { startsAfter, done }
    this.reading = reading
    void done.finally(() => {
      if (this.reading === reading) this.reading = null
    })
    return done
  }

  private async readFeed(): Promise<boolean> {
    const startedAt = this.o.now()
    let rows: { horizon: string; seq: string | null; xid: string | null; user_id: number | null; session_id: string | null }[]
    try {
      rows = await this.db.query(READ_FEED, [this.horizon])
    } catch (err) {
      if (!this.failing) this.log?.error('auth cache: the change feed could not be read; logged-in calls read the database until it can', err)
      this.failing = true
      return false
    }
    this.failing = false
    const horizon = rows[0]!.horizon
    // First read, or too long since the last one (its rows may have been deleted): start over.
    if (this.horizon === null || startedAt - this.readAt > this.o.retentionMs / 2) {
      this.clear()
    } else {
      let dropped = false
      for (const r of rows) {
        if (r.seq === null || this.applied.has(r.seq)) continue
        this.applied.set(r.seq, BigInt(r.xid!))
        if (r.session_id !== null) this.dropSession(r.session_id)
        else if (r.user_id !== null) this.dropUser(r.user_id)
        dropped = true
      }
      if (dropped) this.gen++
    }
    const floor = BigInt(horizon)
    for (const [seq, xid] of this.applied) if (xid < floor) this.applied.delete(seq)
    this.horizon = horizon
    this.readAt = Math.max(this.readAt, startedAt)
    for (const [userId, mark] of this.userMarks) {
      if (mark > this.readAt) break
      this.userMarks.delete(userId)
    }
    if (startedAt - this.prunedAt > 60_000) {
      this.prunedAt = startedAt
      this.db.query(PRUNE_FEED, [this.o.retentionMs / 1000]).catch(() => {})
    }
    return true
  }

  /** The server stops: no more reads of the feed (every call asks the database). */
  stop(): void {
    this.stopped = true
  }

  /** After a write by this process that may change entries of any person (login, restore…). */
  mustRead(): void {
    this.mustReadAfter = this.o.now()
  }

  /** After a write by this process for one person (their profile, their favorites…). */
  mustReadFor(userId: number): void {
    this.userMarks.delete(userId)
    this.userMarks.set(userId, this.o.now())
  }

  session(id: string): CachedSession | undefined {
    return this.sessions.get(id)
  }

  userValue<T>(userId: number, name: string): T | undefined {
    return this.users.get(userId)?.values.get(name) as T | undefined
  }

  /** Keeps a live session read from the database in generation `gen`. */
  putSession(s: CachedSession, gen: number): void {
    if (gen !== this.gen) return
    evictOldest(this.sessions, this.o.maxSessions, (id) => this.dropSession(id))
    this.sessions.set(s.id, s)
    this.userEntry(s.user_id).sessions.add(s.id)
  }

  putUserValue(userId: number, name: string, value: unknown, gen: number): void {
    if (gen !== this.gen) return
    this.userEntry(userId).values.set(name, value)
  }

  private userEntry(userId: number): UserEntry {
    let entry = this.users.get(userId)
    if (!entry) {
      evictOldest(this.users, this.o.maxUsers, (id) => this.dropUser(id))
      entry = { values: new Map(), sessions: new Set() }
      this.users.set(userId, entry)
    }
    return entry
  }

  /** This process changed a session (logout, refresh): dropped now, not at the next read. */
  forgetSession(id: string): void {
    this.dropSession(id)
    this.gen++
  }

  private dropSession(id: string): void {
    const s = this.sessions.get(id)
    if (!s) return
    this.sessions.delete(id)
    this.users.get(s.user_id)?.sessions.delete(id)
  }

  private dropUser(userId: number): void {
    const entry = this.users.get(userId)
    if (!entry) return
    for (const id of entry.sessions) this.sessions.delete(id)
    this.users.delete(userId)
  }

  private clear(): void {
    this.sessions.clear()
    this.users.clear()
    this.applied.clear()
    this.gen++
  }

  get size(): { sessions: number; users: number } {
    return { sessions: this.sessions.size, users: this.users.size }
  }
}

/** A Map iterates in insertion order: the first key is the oldest. */
function evictOldest<K>(map: Map<K, unknown>, max: number, drop: (key: K) => void): void {
  while (map.size >= max) {
    const oldest = map.keys().next().value as K
    drop(oldest)
  }
}
