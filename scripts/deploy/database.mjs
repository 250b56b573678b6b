// A database of its own on the PostgreSQL server of DATABASE_URL, dropped afterwards, and the
// accounts the checks log in with (created straight in it, as `npm run bench:rush` does).
import pg from 'pg'

/** Runs fn(url of the new database, a pool on it) and returns its result; the database is dropped even when fn throws. */
export async function withDatabase(url, fn) {
  const name = `forum_deploy_${process.pid}_${Date.now().toString(36)}`
  const admin = new pg.Client({ connectionString: url })
  await admin.connect()
  await admin.query(`CREATE DATABASE ${name}`)
  const target = new URL(url)
  target.pathname = `/${name}`
  const pool = new pg.Pool({ connectionString: target.toString(), max: 2 })
  pool.on('error', () => {})
  try {
    return await fn(target.toString(), pool)
  } finally {
    await pool.end().catch(() => {})
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).catch((err) => console.error(`could not drop ${name}: ${err.message}`))
    await admin.end()
  }
}

/**
 * Confirmed accounts with one password, inserted in one statement: `hash` is one scrypt hash of
 * that password (server/auth/password.ts), shared by all of them.
 */
export async function createAccounts(pool, { prefix, count, hash }) {
  const emails = Array.from({ length: count }, (_, i) => `${prefix}${i + 1}@rush.example`)
  const rows = await pool.query(
    `INSERT INTO users (email, password_hash, email_verified_at)
     SELECT e, $2, now() FROM unnest($1::text[]) AS e
     ON CONFLICT (email) DO UPDATE SET password_hash = EXCLUDED.password_hash RETURNING id, email`,
    [emails, hash],
  )
  return rows.rows
}
