import { type ServerConfig, loadConfig } from '../config'
import { migrate } from '../db/migrate'
import { openDatabase } from '../db/open'
import type { Db } from '../db/types'

/**
 * The database a command works on (DATABASE_URL, or the PGlite data directory), migrated; one line
 * and exit code 1 when it cannot be opened (`hint` says what may hold it).
 */
export async function openCliDatabase(config: ServerConfig = loadConfig(), hint = ''): Promise<Db> {
  try {
    const db = await openDatabase(config)
    await migrate(db)
    return db
  } catch (err) {
    console.error(`Cannot open the database: ${(err as Error).message}${hint ? `\n${hint}` : ''}`)
    process.exit(1)
  }
}
