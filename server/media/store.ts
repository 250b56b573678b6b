/** The `uploaded_files` table (migration 007): pictures people upload, stored in the database so every process serves them. */
import type { Db } from '../db/types'

export async function insertFile(db: Db, name: string, contentType: string, bytes: Buffer | null): Promise<void> {
  await db.query('INSERT INTO uploaded_files (name, content_type, bytes) VALUES ($1, $2, $3)', [name, contentType, bytes])
}

/** Stores a file unless its name is taken; whether it was stored. */
export async function insertFileIfAbsent(db: Db, name: string, contentType: string, bytes: Buffer): Promise<boolean> {
  const rows = await db.query(
    'INSERT INTO uploaded_files (name, content_type, bytes) VALUES ($1, $2, $3) ON CONFLICT (name) DO NOTHING RETURNING name',
    [name, contentType, bytes],
  )
  return rows.length > 0
}

export async function deleteFile(db: Db, name: string): Promise<void> {
  await db.query('DELETE FROM uploaded_files WHERE name = $1', [name])
}

export async function findFile(db: Db, name: string): Promise<{ content_type: string; bytes: Uint8Array | null } | undefined> {
  const [file] = await db.query<{ content_type: string; bytes: Uint8Array | null }>('SELECT content_type, bytes FROM uploaded_files WHERE name = $1', [name])
  return file
}
