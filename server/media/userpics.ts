import { randomBytes } from 'node:crypto'
import { readdir, readFile, rename } from 'node:fs/promises'
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
 * Profile pictures live in the database (`uploaded_files`, migration 007), so every process of a
 * site serves every picture, under random names (128 bits): the URL is unguessable, never chosen
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

/** Stores the bytes under a new name (call it in the transaction that points the profile at it). */
export async function storeUserpic(db: Db, bytes: Buffer, type: ImageType): Promise<string> {
  const name = `${randomBytes(16).toString('base64url')}.${IMAGE_EXTENSIONS[type]}`
  await insertFile(db, name, mimeOf(name), bytes)
  return `${USERPIC_URL_PREFIX}${name}`
}

/** Removes a userpic this server stored; anything else (a demo path, null) is left alone. */
export async function removeUserpic(db: Db, url: string | null): Promise<void> {
  const name = userpicName(url)
  if (name) await deleteFile(db, name)
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

export function userpicRoutes(db: Db): Hono {
  const app = new Hono()
  app.get('/:file', async (c) => {
    const name = c.req.param('file')
    const notFound = () => new HttpError(404, t(requestLang(c), 'noSuchEndpoint', { path: c.req.path }))
    if (!NAME.test(name)) throw notFound()
    const file = await findFile(db, name)
    if (!file) throw notFound()
    // A name is never reused for other bytes: it is the validator. The type was chosen after sniffing; nosniff is global.
    const entity = makeEntity(Buffer.from(file.bytes.buffer, file.bytes.byteOffset, file.bytes.byteLength), file.content_type, `"${name}"`)
    const res = respond(c, entity, { cacheControl: 'public, max-age=31536000, immutable' })
    res.headers.set('Content-Disposition', 'inline')
    return res
  })
  return app
}
