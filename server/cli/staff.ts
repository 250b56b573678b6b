/**
 * npm run staff -- add EMAIL ROLE | remove EMAIL [ROLE] | list | capacity HALL_ID N|import
 * Gives the people who work the event their role (docs/staff.md, docs/desk.md), in the database
 * named by DATABASE_URL or the PGlite data directory DATA_DIR (default ./.data). While a PGlite
 * server holds that directory, the command is handed to it (server/desk/cli-handover.ts), so the
 * server need not stop. The person needs an account on the site.
 * Exit code 0 on success, 1 on a problem, 2 on wrong usage.
 */
import { loadConfig } from '../config'
import { migrate } from '../db/migrate'
import { DbOpenError, openDatabase } from '../db/open'
import type { Db } from '../db/types'
import { CLI_STAFF_PATH, readHandover } from '../desk/cli-handover'
import { STAFF_USAGE, runStaffCommand } from '../desk/staff-command'

const osUser = () => process.env.USER ?? process.env.USERNAME ?? 'shell'

/** The running server's answer, or null when none answers at the address it left. */
async function handOver(dataDir: string, argv: string[]): Promise<[string, number] | null> {
  const handover = readHandover(dataDir)
  if (!handover) return null
  try {
    const res = await fetch(`${handover.url}${CLI_STAFF_PATH}`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${handover.key}`, 'Content-Type': 'application/json', 'X-Cli-User': osUser() },
      body: JSON.stringify({ args: argv }),
    })
    const body = (await res.json().catch(() => null)) as { data?: { message: string; code: number }; message?: string } | null
    if (!res.ok || !body?.data) return [`The running server at ${handover.url} refused it (HTTP ${res.status}: ${body?.message ?? 'no reason given'})`, 1]
    return [`${body.data.message}\n(done by the running server at ${handover.url})`, body.data.code]
  } catch {
    return null
  }
}

async function main() {
  const argv = process.argv.slice(2)
  if (argv.length === 0 || argv[0] === '--help') {
    console.log(STAFF_USAGE)
    process.exit(argv.length === 0 ? 2 : 0)
  }
  const config = loadConfig()
  let db: Db
  try {
    db = await openDatabase(config)
    await migrate(db)
  } catch (err) {
    const handed = !config.databaseUrl && err instanceof DbOpenError ? await handOver(config.dataDir, argv) : null
    if (handed) {
      ;(handed[1] === 0 ? console.log : console.error)(handed[0])
      process.exit(handed[1])
    }
    console.error(`Cannot open the database: ${(err as Error).message}`)
    process.exit(1)
  }
  let outcome: [string, number]
  try {
    outcome = await runStaffCommand(db, argv)
  } catch (err) {
    outcome = [`The database refused: ${(err as Error).message}`, 1]
  }
  // Close before exiting: PGlite writes its last pages on close.
  await db.close()
  ;(outcome[1] === 0 ? console.log : console.error)(outcome[0])
  process.exit(outcome[1])
}

void main()
