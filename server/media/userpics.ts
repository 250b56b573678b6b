import { randomBytes } from 'node:crypto'
import { mkdir, readdir, readFile, rename, unlink, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { Hono } from 'hono'
import type { Db } from '../db/types'
import { makeEntity, respond } from '../http/entity'
import { HttpError } from '../http/errors'
import { type ImageType, IMAGE_EXTENSIONS } from './image-type'
import { requestLang, t } from '../http/messages'
import { mimeOf } from './mime'
import { deleteFile, findFile, insertFile, insertFileIfAbsent } from './store'

/**
 * Profile pictures live in the database (`uploaded_files`, migration 007; with PGlite their bytes
 * in its data directory, userpicFilesDir), so every process of a site serves every picture, under random names (128 bits): the URL is unguessable, never chosen
 * by the client, and a new picture gets a new URL, so they can be cached for good. Served without
 * a token because <img> sends none.
 */
export const USERPIC_URL_PREFIX = '/media/userpics/'
const NAME = /^[A-Za-z0-9_-]{22}\.(png|jpg|webp|gif)$/

/** The file name of a userpic URL this server made, or null. */
export function userpicName(url: string | null): string | null {
  if (!url?.startsWith(USERPIC_URL_PREFIX)) return null
  const name = url.slice(USERPIC_URL_PREFIX.length)
  return NAME.test(name) ? name : null
}

/**
 * Where a PGlite server keeps the pictures' bytes: PGlite runs on the server's main thread, and
 * writing a 5 MB value there stalled every other request for seconds (reading one, ~0.4 s). A
 * file is written and read by the thread pool instead; PGlite serves one process, so its data
 * directory is every process's. With PostgreSQL (any number of processes) the bytes stay in the
 * table: the database server does that work. The table keeps the name and type either way.
 */
export const userpicFilesDir = (db: Db, dataDir: string): string | null => (db.kind === 'pglite' ? join(dataDir, 'userpic-files') : null)

/** A new name, its bytes written where they belong (before the transaction that stores the row). */
export async function writeUserpicFile(dir: string | null, bytes: Buffer, type: ImageType): Promise<{ name: string; bytes: Buffer | null }> {
  const name = `${randomBytes(16).toString('base64url')}.${IMAGE_EXTENSIONS[type]}`
  if (!dir) return { name, bytes }
  await mkdir(dir, { recursive: true })
  const part = join(dir, `${name}.part`)
  await writeFile(part, bytes)
  await rename(part, join(dir, name))
  return { name, bytes: null }
}

/** Stores the row of a written picture (call it in the transaction that points the profile at it). */
export async function storeUserpic(db: Db, file: { name: string; bytes: Buffer | null }): Promise<string> {
  await insertFile(db, file.name, mimeOf(file.name), file.bytes)
  return `${USERPIC_URL_PREFIX}${file.name}`
}

/** Removes a userpic this server stored; anything else (a demo path, null) is left alone. Its file goes after the commit (discardUserpicFile). */
export async function removeUserpic(db: Db, url: string | null): Promise<void> {
  const name = userpicName(url)
  if (name) await deleteFile(db, name)
}

/** The file of a picture no row names any more (after the commit, or after a failed one). */
export async function discardUserpicFile(dir: string | null, urlOrName: string | null): Promise<void> {
  const name = urlOrName && (userpicName(urlOrName) ?? (NAME.test(urlOrName) ? urlOrName : null))
  if (dir && name) await unlink(join(dir, name)).catch(() => {})
}

/**
 * Pictures that versions before migration 007 kept in `<DATA_DIR>/uploads/userpics` go into the
 * table on the first start (a name already there is kept); the directory is then renamed
 * `userpics.imported`, so it is read once and nothing is deleted. Returns how many were copied.
 */
export async function importUserpicDir(db: Db, dataDir: string): Promise<number> {
  const dir = join(dataDir, 'uploads', 'userpics')
  let names: string[]
  try {
    names = (await readdir(dir)).filter((n) => NAME.test(n))
  } catch {
    return 0
  }
  let copied = 0
  for (const name of names) {
    const bytes = await readFile(join(dir, name))
    if (await insertFileIfAbsent(db, name, mimeOf(name), bytes)) copied++
  }
  // Another process sharing the directory may have renamed it first.
  await rename(dir, `${dir}.imported`).catch(() => {})
  return copied
}

export function userpicRoutes(db: Db, filesDir: string | null): Hono {
  const app = new Hono()
  app.get('/:file', async (c) => {
    const name = c.req.param('file')
    const notFound = () => new HttpError(404, t(requestLang(c), 'noSuchEndpoint', { path: c.req.path }))
    if (!NAME.test(name)) throw notFound()
    const file = await findFile(db, name)
    if (!file) throw notFound()
    const bytes = file.bytes
      ? Buffer.from(file.bytes.buffer, file.bytes.byteOffset, file.bytes.byteLength)
      : filesDir && (await readFile(join(filesDir, name)).catch(() => null))
    if (!bytes) throw notFound()
    // A name is never reused for other bytes: it is the validator. The type was chosen after sniffing; nosniff is global.
    const entity = makeEntity(bytes, file.content_type, `"${name}"`)
    const res = respond(c, entity, { cacheControl: 'public, max-age=31536000, immutable' })
    res.headers.set('Content-Disposition', 'inline')
    return res
  })
  return app
}
