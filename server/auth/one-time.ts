import { createHash, randomBytes } from 'node:crypto'
import { type Db, json } from '../db/types'

export type OneTimeKind = 'confirm' | 'restore' | 'social'

/** How long each kind of link or code works. */
export const ONE_TIME_TTL_MS: Record<OneTimeKind, number> = {
  confirm: 24 * 60 * 60 * 1000,
  restore: 60 * 60 * 1000,
  // The person presses a button to finish a social login (it is bound to their browser): 5 min.
  social: 5 * 60 * 1000,
}

/** A leaked database must not hand out working links: only the hash is stored. */
const digest = (token: string) => createHash('sha256').update(token).digest('base64url')

/** 256 random bits, base64url (43 characters): fits the contract's 10..200 and a URL. */
export async function issueOneTime(db: Db, kind: OneTimeKind, userId: number, now: number, payload: object = {}): Promise<string> {
  const token = randomBytes(32).toString('base64url')
  // Expired rows are useless: the table is swept whenever a new token is made.
  await db.query('DELETE FROM one_time_tokens WHERE expires_at < $1', [new Date(now - 24 * 60 * 60 * 1000)])
  await db.query('INSERT INTO one_time_tokens (hash, kind, user_id, payload, expires_at) VALUES ($1, $2, $3, $4::text::jsonb, $5)', [
    digest(token),
    kind,
    userId,
    json(payload),
    new Date(now + ONE_TIME_TTL_MS[kind]),
  ])
  return token
}

export interface Consumed {
  userId: number
  payload: Record<string, unknown>
}

/** Marks the token used and returns its owner, or null when unknown, used, expired or of another kind. */
export async function consumeOneTime(db: Db, kind: OneTimeKind, token: string, now: number): Promise<Consumed | null> {
  // One UPDATE decides: two requests racing with the same token cannot both win.
  const [row] = await db.query<{ user_id: number; payload: Record<string, unknown> }>(
    `UPDATE one_time_tokens SET used_at = $3
      WHERE hash = $1 AND kind = $2 AND used_at IS NULL AND expires_at > $3
      RETURNING user_id, payload`,
    [digest(token), kind, new Date(now)],
  )
  return row ? { userId: row.user_id, payload: row.payload ?? {} } : null
}

/** Older links of the same kind stop working once one of them has been used. */
export async function retireOneTime(db: Db, kind: OneTimeKind, userId: number, now: number): Promise<void> {
  await db.query('UPDATE one_time_tokens SET used_at = $3 WHERE user_id = $1 AND kind = $2 AND used_at IS NULL', [userId, kind, new Date(now)])
}
