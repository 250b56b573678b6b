import { randomBytes } from 'node:crypto'
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { Hono } from 'hono'
import { HttpError } from '../http/errors'
import { type ImageType, IMAGE_EXTENSIONS } from '../http/image-type'
import { requestLang, t } from '../http/messages'
import { mimeOf } from '../http/mime'

/**
 * Profile pictures live in <DATA_DIR>/uploads/userpics under random names (128 bits): the URL
 * is unguessable, never chosen by the client, and a new picture gets a new URL, so they can be
 * cached for good. Served without a token because <img> sends none.
 */
export const USERPIC_URL_PREFIX = '/media/userpics/'
const NAME = /^[A-Za-z0-9_-]{22}\.(png|jpg|webp|gif)$/

const dirOf = (dataDir: string) => join(dataDir, 'uploads', 'userpics')

/** The file name of a userpic URL this server made, or null. */
export function userpicName(url: string | null): string | null {
  if (!url?.startsWith(USERPIC_URL_PREFIX)) return null
  const name = url.slice(USERPIC_URL_PREFIX.length)
  return NAME.test(name) ? name : null
}

export async function storeUserpic(dataDir: string, bytes: Buffer, type: ImageType): Promise<string> {
  const name = `${randomBytes(16).toString('base64url')}.${IMAGE_EXTENSIONS[type]}`
  await mkdir(dirOf(dataDir), { recursive: true })
  await writeFile(join(dirOf(dataDir), name), bytes, { flag: 'wx', mode: 0o644 })
  return `${USERPIC_URL_PREFIX}${name}`
}

/** Removes a userpic this server stored; anything else (a demo path, null) is left alone. */
export async function removeUserpic(dataDir: string, url: string | null): Promise<void> {
  const name = userpicName(url)
  if (name) await rm(join(dirOf(dataDir), name), { force: true })
}

export function userpicRoutes(dataDir: string): Hono {
  const app = new Hono()
  app.get('/:file', async (c) => {
    const name = c.req.param('file')
    const notFound = () => new HttpError(404, t(requestLang(c), 'noSuchEndpoint', { path: c.req.path }))
    if (!NAME.test(name)) throw notFound()
    let bytes: Buffer
    try {
      bytes = await readFile(join(dirOf(dataDir), name))
    } catch {
      throw notFound()
    }
    // The type comes from the extension this server chose after looking at the bytes; nosniff is global.
    return c.body(new Uint8Array(bytes), 200, {
      'Content-Type': mimeOf(name),
      'Cache-Control': 'public, max-age=31536000, immutable',
      'Content-Disposition': 'inline',
    })
  })
  return app
}
