/**
 * npm run staff -- add EMAIL door|hall | remove EMAIL [door|hall] | list | capacity HALL_ID N|import
 * Gives the people who work the event their role (docs/staff.md), in the database named by
 * DATABASE_URL or the PGlite data directory DATA_DIR (default ./.data; stop the server first:
 * a PGlite directory has one process at a time). The person needs an account on the site.
 * Exit code 0 on success, 1 on a problem, 2 on wrong usage.
 */
import { STAFF_ROLES, type StaffRole } from '../../kernel/constants'
import { openCliDatabase } from './database'
import type { Db } from '../db/types'
import { grantRole, listStaff, revokeRole, setCapacity } from '../staff/store'

const USAGE = `Usage: npm run staff -- add EMAIL door|hall
       npm run staff -- remove EMAIL [door|hall]   (without a role: every role)
       npm run staff -- list
       npm run staff -- capacity HALL_ID N|import  (a hall's capacity; "import" goes back to the imported one)`

const isRole = (v: string | undefined): v is StaffRole => (STAFF_ROLES as readonly string[]).includes(v ?? '')

async function run(db: Db, [command, ...args]: string[]): Promise<[string, number]> {
  if (command === 'add' && args.length === 2 && isRole(args[1])) {
    const outcome = await grantRole(db, args[0]!, args[1])
    if (outcome === 'no_account') return [`${args[0]}: no account with this email; the person registers on the site first`, 1]
    return [`${args[0]}: ${outcome === 'granted' ? 'now' : 'already'} ${args[1]} staff`, 0]
  }
  if (command === 'remove' && (args.length === 1 || (args.length === 2 && isRole(args[1])))) {
    const role = isRole(args[1]) ? args[1] : undefined
    const removed = await revokeRole(db, args[0]!, role)
    if (removed === null) return [`${args[0]}: no account with this email`, 1]
    return [removed > 0 ? `${args[0]}: no longer ${role ?? 'staff'}` : `${args[0]}: had no such role`, 0]
  }
  if (command === 'list' && args.length === 0) {
    const staff = await listStaff(db)
    return [staff.length ? staff.map((s) => `${s.email}\t${s.roles.join(',')}`).join('\n') : 'No staff yet.', 0]
  }
  if (command === 'capacity' && args.length === 2 && /^[1-9]\d{0,8}$/.test(args[0]!) && (/^[1-9]\d{0,6}$/.test(args[1]!) || args[1] === 'import')) {
    const capacity = args[1] === 'import' ? null : Number(args[1])
    if (!(await setCapacity(db, Number(args[0]), capacity))) return [`hall ${args[0]}: no such hall of the event`, 1]
    return [`hall ${args[0]}: capacity ${capacity ?? 'from the import'}`, 0]
  }
  return [USAGE, 2]
}

async function main() {
  const argv = process.argv.slice(2)
  if (argv.length === 0 || argv[0] === '--help') {
    console.log(USAGE)
    process.exit(argv.length === 0 ? 2 : 0)
  }
  const db = await openCliDatabase()
  let outcome: [string, number]
  try {
    outcome = await run(db, argv)
  } catch (err) {
    outcome = [`The database refused: ${(err as Error).message}`, 1]
  }
  // Close before exiting: PGlite writes its last pages on close.
  await db.close()
  ;(outcome[1] === 0 ? console.log : console.error)(outcome[0])
  process.exit(outcome[1])
}

void main()
