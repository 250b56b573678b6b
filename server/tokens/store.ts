/** The api_tokens table (db/migrations/025_api_tokens.ts): statements in named functions. */
import { createHash, randomBytes } from 'node:crypto'
import { TOKEN_PREFIX, type ApiToken, type TokenScope } from '../../kernel/contract/tokens'
import type { Db } from '../db/types'

interface Row {
  id: number
  name: string
  scopes: TokenScope[]
  hint: string
  created_at: Date | string
  created_by: string | null
  expires_at: Date | string
  last_used_at: Date | string | null
  revoked_at: Date | string | null
}

const COLUMNS = 'id, name, scopes, hint, created_at, created_by, expires_at, last_used_at, revoked_at'
const iso = (v: Date | string) => new Date(v).toISOString()
const isoOrNull = (v: Date | string | null) => (v === null ? null : iso(v))

export const toApiToken = (r: Row): ApiToken => ({
  id: r.id,
  name: r.name,
  scopes: r.scopes,
  hint: r.hint,
  created_at: iso(r.created_at),
  created_by: r.created_by,
  expires_at: iso(r.expires_at),
  last_used_at: isoOrNull(r.last_used_at),
  revoked_at: isoOrNull(r.revoked_at),
})

export const tokenHash = (secret: string) => createHash('sha256').update(secret).digest('base64url')

export async function createToken(db: Db, t: { name: string; scopes: TokenScope[]; expiresAt: Date; createdBy: string }): Promise<{ token: ApiToken; secret: string }> {
  const secret = `${TOKEN_PREFIX}${randomBytes(32).toString('base64url')}`
  const [row] = await db.query<Row>(
    `INSERT INTO api_tokens (name, scopes, hash, hint, expires_at, created_by) VALUES ($1, $2::text[], $3, $4, $5, $6) RETURNING ${COLUMNS}`,
    [t.name, t.scopes, tokenHash(secret), secret.slice(0, TOKEN_PREFIX.length + 4), t.expiresAt.toISOString(), t.createdBy],
  )
  return { token: toApiToken(row!), secret }
}

export async function listTokens(db: Db): Promise<ApiToken[]> {
  return (await db.query<Row>(`SELECT ${COLUMNS} FROM api_tokens ORDER BY revoked_at IS NOT NULL, created_at DESC, id DESC`)).map(toApiToken)
}

/** Revokes once: a second revocation keeps the first time. */
export async function revokeToken(db: Db, id: number): Promise<ApiToken | null> {
  const [row] = await db.query<Row>(`UPDATE api_tokens SET revoked_at = COALESCE(revoked_at, now()) WHERE id = $1 RETURNING ${COLUMNS}`, [id])
  return row ? toApiToken(row) : null
}

export async function findTokenByHash(db: Db, hash: string): Promise<ApiToken | null> {
  const [row] = await db.query<Row>(`SELECT ${COLUMNS} FROM api_tokens WHERE hash = $1`, [hash])
  return row ? toApiToken(row) : null
}

/** The last use, written at most once a minute per token: a busy tool is not a write per call. */
export async function touchToken(db: Db, id: number, at: Date): Promise<void> {
  await db.query(`UPDATE api_tokens SET last_used_at = $2 WHERE id = $1 AND (last_used_at IS NULL OR last_used_at < $2::timestamptz - interval '1 minute')`, [id, at.toISOString()])
}
