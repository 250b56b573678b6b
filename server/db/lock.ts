import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

const LOCK_FILE = 'in-use.pid'

/**
 * PGlite is a single-process database: two processes on one data directory corrupt it.
 * A pid file, created atomically, keeps a second server (and the import CLI) from opening it
 * while the first runs; a file left by a dead process is taken over.
 */
export function acquireLock(dir: string): () => void {
  mkdirSync(dir, { recursive: true })
  const file = join(dir, LOCK_FILE)
  for (let tries = 0; ; tries++) {
    try {
      writeFileSync(file, String(process.pid), { flag: 'wx' })
      return () => rmSync(file, { force: true })
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST' || tries > 3) throw err
    }
    const holder = readHolder(file)
    if (holder && holder !== process.pid && isAlive(holder)) {
      throw new Error(
        `the data directory ${dir} is in use by process ${holder}: PGlite serves one process; stop it, or run several processes on PostgreSQL with DATABASE_URL`,
      )
    }
    // A dead holder's file (or our own, or one being written right now): remove and try again.
    if (holder !== null || tries > 0) rmSync(file, { force: true })
  }
}

function readHolder(file: string): number | null {
  try {
    return Number(readFileSync(file, 'utf8').trim()) || null
  } catch {
    return null
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM'
  }
}
