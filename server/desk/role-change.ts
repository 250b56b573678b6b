/**
 * Granting and removing roles, for the desk's roles page and `npm run staff`: each change and its
 * audit entry in one transaction. The last admin cannot lose the role (the desk would have nobody
 * to give it back); the command line can still do it, on purpose, by removing every role.
 */
import type { StaffRole } from '../../kernel/constants'
import { type AuditActor, recordAudit } from '../audit/record'
import type { Db } from '../db/types'
import { adminCount, deleteRoles, insertRole, rolesOf, userIdByEmail } from './queries'

export type RoleChange = { outcome: 'granted' | 'kept' | 'revoked' | 'had_none' | 'no_account' | 'last_admin'; removed: number }

export interface RoleChangeBy {
  actor: AuditActor
  origin: string
  /** The desk keeps one admin; the command line may remove the last. */
  keepAnAdmin?: boolean
}

export async function grant(db: Db, email: string, role: StaffRole, by: RoleChangeBy): Promise<RoleChange> {
  return db.transaction(async (tx) => {
    const userId = await userIdByEmail(tx, email)
    if (userId === null) return { outcome: 'no_account', removed: 0 }
    const before = await rolesOf(tx, userId)
    if (!(await insertRole(tx, userId, role))) return { outcome: 'kept', removed: 0 }
    await recordAudit(tx, { ...by, entity: 'role', entityId: email.trim().toLowerCase(), action: 'grant', before: { roles: before }, after: { roles: await rolesOf(tx, userId) } })
    return { outcome: 'granted', removed: 0 }
  })
}

/** Removes one role, or every role with `role` null. */
export async function revoke(db: Db, email: string, role: StaffRole | null, by: RoleChangeBy): Promise<RoleChange> {
  return db.transaction(async (tx) => {
    const userId = await userIdByEmail(tx, email)
    if (userId === null) return { outcome: 'no_account', removed: 0 }
    const before = await rolesOf(tx, userId)
    if (by.keepAnAdmin && before.includes('admin') && (role === null || role === 'admin') && (await adminCount(tx)) <= 1) {
      return { outcome: 'last_admin', removed: 0 }
    }
    const removed = await deleteRoles(tx, userId, role)
    if (removed === 0) return { outcome: 'had_none', removed }
    await recordAudit(tx, { ...by, entity: 'role', entityId: email.trim().toLowerCase(), action: 'revoke', before: { roles: before }, after: { roles: await rolesOf(tx, userId) } })
    return { outcome: 'revoked', removed }
  })
}
