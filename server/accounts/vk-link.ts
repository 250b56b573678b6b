import { retireOneTime } from '../auth/one-time'
import type { Db } from '../db/types'
import { normalizeEmail } from './context'
import type { VkIdentity } from './vk-client'

/**
 * Finds the account of a VK identity, or makes one:
 * 1. an account already linked to this VK user id;
 * 2. else, only when VK says the email is verified, the account with that email (if it is not
 *    linked to another VK user). An unconfirmed registration of that address proves nothing, so
 *    its pending password is dropped: the person sets one with "restore" if they want one;
 * 3. else a new account, with the email only when it is verified and free (an unverified address
 *    is never stored: it could block the real owner's registration).
 */
export function linkVkUser(db: Db, who: VkIdentity, now: number): Promise<number> {
  return db.transaction(async (tx) => {
    const [linked] = await tx.query<{ id: number }>('SELECT id FROM users WHERE vk_user_id = $1', [who.userId])
    if (linked) return linked.id

    const email = who.email && who.emailVerified ? normalizeEmail(who.email) : null
    if (email) {
      const [owner] = await tx.query<{ id: number; verified: boolean; vk_user_id: string | null }>(
        'SELECT id, email_verified_at IS NOT NULL AS verified, vk_user_id FROM users WHERE email = $1',
        [email],
      )
      if (owner && owner.vk_user_id === null) {
        await tx.query(
          `UPDATE users SET vk_user_id = $2, email_verified_at = COALESCE(email_verified_at, $3),
             password_hash = CASE WHEN email_verified_at IS NULL THEN NULL ELSE password_hash END
           WHERE id = $1`,
          [owner.id, who.userId, new Date(now)],
        )
        if (!owner.verified) await retireOneTime(tx, 'confirm', owner.id, now)
        return owner.id
      }
      if (owner) return create(tx, who.userId, null, now)
    }
    return create(tx, who.userId, email, now)
  })
}

async function create(tx: Db, vkUserId: string, email: string | null, now: number): Promise<number> {
  const [row] = await tx.query<{ id: number }>(
    'INSERT INTO users (email, email_verified_at, vk_user_id) VALUES ($1, $2, $3) ON CONFLICT (vk_user_id) DO NOTHING RETURNING id',
    [email, email ? new Date(now) : null, vkUserId],
  )
  if (row) return row.id
  // A parallel callback for the same person created it first.
  const [existing] = await tx.query<{ id: number }>('SELECT id FROM users WHERE vk_user_id = $1', [vkUserId])
  if (!existing) throw new Error('could not create the VK user')
  return existing.id
}
