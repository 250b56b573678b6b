import { join } from 'node:path'
import { acquireLock } from './lock'
import { openPg } from './pg'
import { openPglite } from './pglite'
import type { Db } from './types'

export interface DbLocation {
  /** A PostgreSQL server; when absent, PGlite in `<dataDir>/pglite`. */
  databaseUrl: string | null
  dataDir: string
  /** Connections to DATABASE_URL at most. */
  databasePool?: number
}

/** Hides the password of a connection string in messages. */
export function redactUrl(url: string): string {
  try {
    const u = new URL(url)
    if (u.password) u.password = '***'
    return u.toString()
  } catch {
    return '(unparseable DATABASE_URL)'
  }
}

export class DbOpenError extends Error {}

/** pg reports a refused connection as an AggregateError with an empty message. */
function reason(err: unknown): string {
  if (err instanceof AggregateError && err.errors.length > 0) return reason(err.errors[0])
  if (err instanceof Error) {
    const code = (err as NodeJS.ErrnoException).code
    return err.message || code || err.name
  }
  return String(err)
}

export async function openDatabase(where: DbLocation): Promise<Db> {
  if (where.databaseUrl) {
    try {
      return await openPg({ connectionString: where.databaseUrl, max: where.databasePool })
    } catch (err) {
      throw new DbOpenError(`cannot reach the database at ${redactUrl(where.databaseUrl)}: ${reason(err)}`)
    }
  }
  const dir = join(where.dataDir, 'pglite')
  let release: () => void
  try {
    release = acquireLock(where.dataDir)
  } catch (err) {
    throw new DbOpenError((err as Error).message)
  }
  try {
    const db = await openPglite(dir)
    return {
      ...db,
      close: async () => {
        await db.close()
        release()
      },
    }
  } catch (err) {
    release()
    throw new DbOpenError(`cannot open the PGlite database in ${dir}: ${reason(err)}`)
  }
}
