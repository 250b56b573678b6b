/**
 * Keeps the program current while the site runs: every PROGRAM_PULL_EVERY one process pulls
 * PROGRAM_URL (a c3voc JSON or frab XML export, such as pretalx's) and imports it as a new version
 * of the program (server/IMPORT.md).
 *
 * - Exactly one of N processes pulls per round: each claims the round's lease in `program_pull`
 *   (one conditional upsert, atomic on PostgreSQL), the others find it taken and skip.
 * - The last ETag / Last-Modified of an imported file are sent back: a 304 costs no write, and an
 *   unchanged 200 writes nothing either (the import compares).
 * - A failed pull (network, HTTP error, malformed or refused file) changes nothing and keeps the
 *   validators of the last good file; it is logged once (not again while it fails the same way) and
 *   retried after at most a minute.
 * - The last pull's time, result and version are in `program_pull`, which the health endpoint shows.
 */
import type { ProgramImportOptions } from '../config'
import type { Db } from '../db/types'
import { importText } from './import'
import { type Log, maskUrl } from '../log'
import { readCapped } from '../http/body'
import { EVENT_ID } from '../../kernel/constants'
import { currentVersion } from './changes'

/** A pull that has not answered in this long failed. */
const FETCH_TIMEOUT_MS = 60_000
/** After a failure the next try comes at most this late. */
const RETRY_MS = 60_000
/** Files larger than this are refused (a 1,500-session export is about 5 MB). */
const MAX_BYTES = 50 * 1024 * 1024

export type PullResult = 'imported' | 'unchanged' | 'refused' | 'failed'

export interface PullOutcome {
  /** False when another process holds this round. */
  pulled: boolean
  result?: PullResult
  message?: string
  version?: number
}

export interface PullStatus {
  url: string
  checked_at: string | null
  result: PullResult | null
  message: string | null
  version: number | null
}

export interface PullerDeps {
  db: Db
  log: Log
  url: string
  everyMs: number
  options: ProgramImportOptions
  fetch?: typeof globalThis.fetch
}

interface Claim {
  etag: string | null
  last_modified: string | null
  result: PullResult | null
  message: string | null
}

/** The last pull as every process sees it (the health endpoint's details). */
export async function pullStatus(db: Db, url: string): Promise<PullStatus> {
  const [row] = await db.query<{ checked_at: Date | string | null; result: PullResult | null; message: string | null; version: number | null }>(
    'SELECT checked_at, result, message, version FROM program_pull WHERE url = $1',
    [url],
  )
  return {
    url: maskUrl(url),
    checked_at: row?.checked_at ? new Date(row.checked_at).toISOString() : null,
    result: row?.result ?? null,
    message: row?.message ?? null,
    version: row?.version ?? null,
  }
}

export class ProgramPuller {
  private timer: NodeJS.Timeout | undefined
  private round: Promise<unknown> | null = null
  private stopped = false

  constructor(private readonly deps: PullerDeps) {}

  /** Claims this round's lease; null when another process (or this one) holds it. */
  private async claim(leaseMs: number): Promise<Claim | null> {
    const [row] = await this.deps.db.query<Claim>(
      `INSERT INTO program_pull AS p (url, claimed_until) VALUES ($1, now() + make_interval(secs => $2::float8))
       ON CONFLICT (url) DO UPDATE SET claimed_until = EXCLUDED.claimed_until
       WHERE p.claimed_until IS NULL OR p.claimed_until <= now()
       RETURNING p.etag, p.last_modified, p.result, p.message`,
      [this.deps.url, leaseMs / 1000],
    )
    return row ?? null
  }

  private async record(result: PullResult, message: string | null, extra: { etag?: string | null; lastModified?: string | null; retryMs?: number }) {
    const eventId = this.deps.options.eventId ?? EVENT_ID
    const version = await currentVersion(this.deps.db, eventId)
    const keep = extra.etag === undefined
    await this.deps.db.query(
      `UPDATE program_pull SET checked_at = now(), result = $2, message = $3, version = $4,
         etag = CASE WHEN $5 THEN etag ELSE $6 END, last_modified = CASE WHEN $5 THEN last_modified ELSE $7 END,
         claimed_until = CASE WHEN $8::float8 IS NULL THEN claimed_until ELSE least(claimed_until, now() + make_interval(secs => $8::float8)) END
       WHERE url = $1`,
      [this.deps.url, result, message, version, keep, extra.etag ?? null, extra.lastModified ?? null, extra.retryMs === undefined ? null : extra.retryMs / 1000],
    )
    return version
  }

  /** One round: claim, fetch, import. */
  async runOnce(): Promise<PullOutcome> {
    const { url, log, options } = this.deps
    // The lease ends a little before the next round, so the next one (here or elsewhere) may take it.
    const claim = await this.claim(Math.max(1, this.deps.everyMs - 1000))
    if (!claim) return { pulled: false }
    const failed = async (result: 'failed' | 'refused', message: string) => {
      // Logged once: not again while it fails the same way.
      if (claim.result !== result || claim.message !== message) log.error(`Program pull from ${url}: ${message}; the program is unchanged, retried in ${Math.round(Math.min(this.deps.everyMs, RETRY_MS) / 1000)} s`)
      const version = await this.record(result, message, { retryMs: Math.min(this.deps.everyMs, RETRY_MS) })
      return { pulled: true, result, message, version }
    }

    let response: Response
    try {
      const headers: Record<string, string> = { Accept: 'application/json, application/xml, text/xml;q=0.9, */*;q=0.1' }
      if (claim.etag) headers['If-None-Match'] = claim.etag
      if (claim.last_modified) headers['If-Modified-Since'] = claim.last_modified
      response = await (this.deps.fetch ?? fetch)(url, { headers, signal: AbortSignal.timeout(FETCH_TIMEOUT_MS), redirect: 'follow' })
    } catch (err) {
      const cause = (err as { cause?: { code?: string } }).cause?.code
      return failed('failed', `no answer (${cause ?? (err as Error).name === 'TimeoutError' ? 'timed out' : (err as Error).message})`)
    }
    if (response.status === 304) {
      await response.body?.cancel()
      const version = await this.record('unchanged', null, {})
      return { pulled: true, result: 'unchanged', version }
    }
    if (!response.ok) {
      await response.body?.cancel()
      return failed('failed', `HTTP ${response.status}`)
    }
    const length = Number(response.headers.get('content-length') ?? 0)
    if (length > MAX_BYTES) {
      await response.body?.cancel()
      return failed('refused', `the file is ${length} bytes, more than ${MAX_BYTES}`)
    }
    let text: string
    try {
      // Counted as it arrives: a chunked answer has no Content-Length to refuse up front.
      const bytes = await readCapped(response.body, MAX_BYTES)
      if (bytes === null) return failed('refused', `the file is more than ${MAX_BYTES} bytes`)
      text = new TextDecoder().decode(bytes)
    } catch (err) {
      return failed('failed', `the answer broke off (${(err as Error).message})`)
    }
    const report = await importText(this.deps.db, text, { ...options, source: { kind: 'url', name: maskUrl(url) } })
    if (!report.ok) {
      const [first] = report.problems
      const more = report.problems.length > 1 ? ` (and ${report.problems.length - 1} more)` : ''
      return failed('refused', `refused: ${first ? `${first.path}: ${first.message}` : 'no reason given'}${more}`)
    }
    const validators = { etag: response.headers.get('etag'), lastModified: response.headers.get('last-modified') }
    const result: PullResult = report.changed === false ? 'unchanged' : 'imported'
    const warnings = report.warnings?.length ? `, ${report.warnings.length} warning(s): ${report.warnings[0]!.path}: ${report.warnings[0]!.message}` : ''
    const message = result === 'imported' ? `imported (program version ${report.programVersion ?? '—'})${warnings}` : null
    if (result === 'imported') log.info(`Program pull from ${url}: ${message}`)
    else if (claim.result === 'failed' || claim.result === 'refused') log.info(`Program pull from ${url}: works again, nothing changed`)
    const version = await this.record(result, message, validators)
    return { pulled: true, result, ...(message ? { message } : {}), version }
  }

  /** Pulls now and then every `everyMs`; a round never overlaps the last one. */
  start(): void {
    if (this.timer || this.stopped) return
    const tick = () => {
      if (this.round || this.stopped) return
      this.round = this.runOnce()
        .catch((err: unknown) => this.deps.log.error(`Program pull from ${this.deps.url} failed:`, err))
        .finally(() => (this.round = null))
    }
    // Rounds come more often than the pull: a process finds the lease free as soon as it ends.
    this.timer = setInterval(tick, Math.min(this.deps.everyMs, RETRY_MS) / 4)
    this.timer.unref()
    tick()
  }

  async close(): Promise<void> {
    this.stopped = true
    clearInterval(this.timer)
    this.timer = undefined
    await this.round
  }
}
