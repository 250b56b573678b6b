import { readFileSync } from 'node:fs'

/**
 * How many live streams one process holds (docs/deploy.md, "Open files"). Each open stream is a
 * socket, a file descriptor: past the process's `nofile` limit new connections are closed
 * unanswered, the health checks too. So the cap sits below the limit, with room for the database
 * pool, files and ordinary requests, and past it a stream is answered 503 with Retry-After (the
 * page retries later and meanwhile shows what it has).
 */

/** Descriptors kept for everything that is not a stream. */
const RESERVE_FDS = 1024
/** Streams per process at most, whatever the limit: about 14 kB each. */
export const LIVE_STREAMS_CEILING = 20_000
/** Streams from one client address by default (a household or an office behind one address). */
export const LIVE_STREAMS_PER_ADDRESS = 100

/** The soft limit on open files of this process (Linux /proc/self/limits); null where unknown. */
export function openFilesLimit(read: () => string = () => readFileSync('/proc/self/limits', 'utf8')): number | null {
  try {
    const line = read().split('\n').find((l) => l.startsWith('Max open files'))
    const soft = line?.slice('Max open files'.length).trim().split(/\s+/)[0]
    if (soft === 'unlimited') return Number.MAX_SAFE_INTEGER
    const n = Number(soft)
    return Number.isInteger(n) && n > 0 ? n : null
  } catch {
    return null
  }
}

export interface StreamCaps {
  perAddress: number
  total: number
}

/** The caps in force: LIVE_STREAMS_MAX, or the fd limit less the reserve (at least 64), and at most the ceiling. */
export function streamCaps(configured: { perAddress: number | null; total: number | null }, fds = openFilesLimit()): StreamCaps {
  const byFds = fds === null ? 4096 : Math.max(64, fds - RESERVE_FDS)
  return {
    perAddress: configured.perAddress ?? LIVE_STREAMS_PER_ADDRESS,
    total: configured.total ?? Math.min(LIVE_STREAMS_CEILING, byFds),
  }
}
