import { STAFF_ROLES, type StaffRole } from '../../kernel/constants'
import type { RoleHolder } from '../../kernel/contract/desk'
import type { Db } from '../db/types'

const NAME = `nullif(btrim(concat_ws(' ', p.firstname, p.lastname)), '')`
const known = (roles: string[]): StaffRole[] => roles.filter((x): x is StaffRole => (STAFF_ROLES as readonly string[]).includes(x))

export async function deskPerson(db: Db, userId: number): Promise<{ email: string | null; name: string | null } | null> {
  const [row] = await db.query<{ email: string | null; name: string | null }>(
    `SELECT u.email, ${NAME} AS name FROM users u LEFT JOIN profiles p ON p.user_id = u.id WHERE u.id = $1`,
    [userId],
  )
  return row ?? null
}

/** Everyone who holds a role, by e-mail. */
export async function roleHolders(db: Db): Promise<RoleHolder[]> {
  const rows = await db.query<RoleHolder>(
    `SELECT u.id AS user_id, u.email, ${NAME} AS name, array_agg(s.role ORDER BY s.role) AS roles
       FROM staff s JOIN users u ON u.id = s.user_id LEFT JOIN profiles p ON p.user_id = u.id
      GROUP BY u.id, u.email, p.firstname, p.lastname ORDER BY u.email NULLS LAST, u.id`,
  )
  return rows.map((r) => ({ ...r, roles: known(r.roles) }))
}

export async function userIdByEmail(db: Db, email: string): Promise<number | null> {
  const [row] = await db.query<{ id: number }>('SELECT id FROM users WHERE email = $1', [email.trim().toLowerCase()])
  return row?.id ?? null
}

export async function rolesOf(db: Db, userId: number): Promise<StaffRole[]> {
  const rows = await db.query<{ role: string }>('SELECT role FROM staff WHERE user_id = $1 ORDER BY role', [userId])
  return known(rows.map((r) => r.role))
}

export async function insertRole(db: Db, userId: number, role: StaffRole): Promise<boolean> {
  return (await db.query('INSERT INTO staff (user_id, role) VALUES ($1, $2) ON CONFLICT DO NOTHING RETURNING role', [userId, role])).length > 0
}

export async function deleteRoles(db: Db, userId: number, role: StaffRole | null): Promise<number> {
  return (await db.query('DELETE FROM staff WHERE user_id = $1 AND ($2::text IS NULL OR role = $2) RETURNING role', [userId, role])).length
}

export async function adminCount(db: Db): Promise<number> {
  const [row] = await db.query<{ n: number }>("SELECT count(*)::int AS n FROM staff WHERE role = 'admin'")
  return row?.n ?? 0
}
