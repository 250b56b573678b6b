import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

/**
 * PGlite is a single-process database: two processes on one data directory corrupt it.
 * A pid file keeps the server and the import CLI from opening it at the same time;
 * a file left by a dead process is taken over.
 */
export function acquireLock(dir: string): () => void {
  mkdirSync(dir, { recursive: true })
  const file = join(dir, 'in-use.pid')
  let holder: number | null = null
  try {
    holder = Number(readFileSync(file, 'utf8').trim()) || null
  } catch {
    holder = null
  }
  if (holder && holder !== process.pid && isAlive(holder)) {
    throw new Error(`the data directory ${dir} is in use by process ${holder}; stop it first (or use DATABASE_URL)`)
  }
  writeFileSync(file, String(process.pid))
  return () => rmSync(file, { force: true })
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM'
  }
}
