import type { Context } from 'hono'
import { UPLOADS_IN_FLIGHT_PER_PERSON, UPLOADS_IN_FLIGHT_PER_PROCESS, UPLOAD_MAX_BYTES } from '../../kernel/constants'
import { USERPIC_FIELD, accountEndpoints } from '../../kernel/contract/account'
import { InFlight } from '../http/in-flight'
import { stripMetadata } from '../media/image-metadata'
import { imageTypeOf } from '../media/image-type'
import { MultipartError, type UploadedFile, boundaryOf, readMultipartFile } from '../http/multipart'
import { discardUserpicFile, removeUserpic, storeUserpic, userpicFilesDir, writeUserpicFile } from '../media/userpics'
import { replaceUserpic } from './cabinet-store'
import { type AccountDeps, invalidToken, langFor, okWithMessage, requireUser } from './context'
import { accountError } from './errors'
import { accountMessage } from './messages'
import type { RouteTable } from './routes'
import { loadUser } from './users'

/** Boundaries, part headers and a stray small field: what a form adds around the file. */
const FORM_OVERHEAD_BYTES = 64 * 1024

export const USERPIC_PATH = accountEndpoints.uploadUserpic.path

/**
 * POST /api/user/userpic: one image of at most UPLOAD_MAX_BYTES (exactly 5 MB passes), counted
 * while it arrives; judged by its bytes (PNG, JPEG, WebP, GIF). Stored under a random name, the
 * profile points at it (created if needed), the old picture is removed in the same transaction.
 */
export function userpicRoutes(routes: RouteTable, deps: AccountDeps) {
  const { db } = deps
  const filesDir = userpicFilesDir(db, deps.config.dataDir)
  // Receiving, checking and storing a picture of up to 5 MB: a few at a time per process, one per person.
  const uploads = new InFlight(UPLOADS_IN_FLIGHT_PER_PROCESS, UPLOADS_IN_FLIGHT_PER_PERSON)
  const tooLarge = (c: Context) => {
    const lang = langFor(c)
    return accountError(lang, 413, 'file_too_large', 'fileTooLarge', { errors: { [USERPIC_FIELD]: [accountMessage(lang, 'fileTooLarge')] } })
  }

  async function receive(c: Context, contentType: string): Promise<UploadedFile> {
    try {
      return await readMultipartFile(c.req.raw.body, contentType, {
        field: USERPIC_FIELD,
        maxFileBytes: UPLOAD_MAX_BYTES,
        maxOtherBytes: FORM_OVERHEAD_BYTES,
      })
    } catch (err) {
      if (!(err instanceof MultipartError)) throw err
      if (err.problem === 'tooLarge') throw tooLarge(c)
      throw accountError(langFor(c), 400, 'validation_failed', 'uploadMalformed')
    }
  }

  routes.add('POST', USERPIC_PATH, async (c) => {
    const lang = langFor(c)
    const { userId } = await requireUser(deps, c)
    const contentType = c.req.header('Content-Type') ?? ''
    if (!boundaryOf(contentType)) throw accountError(lang, 400, 'validation_failed', 'uploadMalformed')
    // A declared size past the limit is refused before a byte of the body is read.
    if (Number(c.req.header('Content-Length')) > UPLOAD_MAX_BYTES + FORM_OVERHEAD_BYTES) throw tooLarge(c)
    const release = uploads.enter(userId)
    if (!release) throw accountError(lang, 429, 'rate_limited', 'uploadBusy', { headers: { 'Retry-After': '2' } })
    let file: { name: string; bytes: Buffer | null } | null = null
    let stored = false
    try {
      const upload = await receive(c, contentType)
      const type = imageTypeOf(upload.bytes)
      // Stored without EXIF (GPS), XMP, comments or trailing data; a picture too broken to tell is not an image.
      const bytes = type && stripMetadata(upload.bytes, type)
      if (!type || !bytes) {
        throw accountError(lang, 415, 'unsupported_file', 'fileNotImage', { errors: { [USERPIC_FIELD]: [accountMessage(lang, 'fileNotImage')] } })
      }
      file = await writeUserpicFile(filesDir, bytes, type)
      const written = file
      // One transaction: the new picture, the profile pointing at it, the old picture gone.
      const old = await db.transaction(async (tx) => {
        const previous = await replaceUserpic(tx, userId, await storeUserpic(tx, written))
        await removeUserpic(tx, previous)
        return previous
      })
      stored = true
      await discardUserpicFile(filesDir, old)
    } finally {
      if (file && !stored) await discardUserpicFile(filesDir, file.name)
      release()
    }

    const user = await loadUser(db, userId)
    if (!user) throw invalidToken(c)
    return okWithMessage(c, user, accountMessage(lang, 'profileSaved'))
  })
}
