/**
 * What `npm run staff` does (docs/staff.md, docs/desk.md), run by the command itself or, while a
 * PGlite server holds the data directory, by that server (cli-handover.ts). Role changes go
 * through role-change.ts, so each has its audit entry.
 */
import { STAFF_ROLES, type StaffRole } from '../../kernel/constants'
import { cliActor, recordAudit } from '../audit/record'
import type { Db } from '../db/types'
import { listStaff, setCapacity } from '../staff/store'
import { grant, revoke } from './role-change'

export const STAFF_USAGE = `Usage: npm run staff -- add EMAIL ${STAFF_ROLES.join('|')}
       npm run staff -- remove EMAIL [ROLE]   (without a role: every role)
       npm run staff -- list
       npm run staff -- capacity HALL_ID N|import  (a hall's capacity; "import" goes back to the imported one)
Roles: door, hall (the door and the halls); admin (the desk, roles included), editor (content and program), registrar (people).`

const isRole = (v: string | undefined): v is StaffRole => (STAFF_ROLES as readonly string[]).includes(v ?? '')

export async function runStaffCommand(db: Db, [command, ...args]: string[], who: { user: string | null } = { user: null }): Promise<[string, number]> {
  const actor = who.user ? { kind: 'cli' as const, label: `npm run staff (${who.user.slice(0, 60)})` } : cliActor('npm run staff')
  const by = { actor, origin: 'cli' }
  if (command === 'add' && args.length === 2 && isRole(args[1])) {
    const { outcome } = await grant(db, args[0]!, args[1], by)
    if (outcome === 'no_account') return [`${args[0]}: no account with this email; the person registers on the site first`, 1]
    return [`${args[0]}: ${outcome === 'granted' ? 'now' : 'already'} ${args[1]}`, 0]
  }
  if (command === 'remove' && (args.length === 1 || (args.length === 2 && isRole(args[1])))) {
    const role = isRole(args[1]) ? args[1] : null
    const { outcome } = await revoke(db, args[0]!, role, by)
    if (outcome === 'no_account') return [`${args[0]}: no account with this email`, 1]
    return [outcome === 'revoked' ? `${args[0]}: no longer ${role ?? 'staff'}` : `${args[0]}: had no such role`, 0]
  }
  if (command === 'list' && args.length === 0) {
    const staff = await listStaff(db)
    return [staff.length ? staff.map((s) => `${s.email}\t${s.roles.join(',')}`).join('\n') : 'No staff yet.', 0]
  }
  if (command === 'capacity' && args.length === 2 && /^[1-9]\d{0,8}$/.test(args[0]!) && (/^[1-9]\d{0,6}$/.test(args[1]!) || args[1] === 'import')) {
    const capacity = args[1] === 'import' ? null : Number(args[1])
    if (!(await setCapacity(db, Number(args[0]), capacity))) return [`hall ${args[0]}: no such hall of the event`, 1]
    await recordAudit(db, { ...by, entity: 'hall', entityId: args[0], action: 'capacity', after: { capacity } })
    return [`hall ${args[0]}: capacity ${capacity ?? 'from the import'}`, 0]
  }
  return [STAFF_USAGE, 2]
}
