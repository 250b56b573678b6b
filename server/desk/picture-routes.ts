/**
 * The desk's pictures (covers, logos, photos) go through the site's upload pipeline: at most
 * UPLOAD_MAX_BYTES counted while they arrive, judged by their bytes, stored without metadata
 * (EXIF, GPS, XMP) under a random name in the database (with PGlite, the bytes in DATA_DIR), so
 * every process serves them and nothing lands in the source tree. Served at /media/userpics/.
 */
import type { Context, Hono } from 'hono'
import { UPLOADS_IN_FLIGHT_PER_PERSON, UPLOADS_IN_FLIGHT_PER_PROCESS, UPLOAD_MAX_BYTES } from '../../kernel/constants'
import { PICTURE_FIELD, deskNewsEndpoints } from '../../kernel/contract/desk-news'
import { type AccountDeps, ok } from '../accounts/context'
import { accountMessage } from '../accounts/messages'
import { recordAudit } from '../audit/record'
import { HttpError } from '../http/errors'
import { InFlight } from '../http/in-flight'
import { MultipartError, boundaryOf, readMultipartFile } from '../http/multipart'
import { stripMetadata } from '../media/image-metadata'
import { imageTypeOf } from '../media/image-type'
import { discardUserpicFile, storeUserpic, userpicFilesDir, writeUserpicFile } from '../media/userpics'
import { deskCaller, deskRoute } from './guard'

const FORM_OVERHEAD_BYTES = 64 * 1024

export function pictureRoutes(app: Hono, deps: AccountDeps) {
  const { db } = deps
  const filesDir = userpicFilesDir(db, deps.config.dataDir)
  const uploads = new InFlight(UPLOADS_IN_FLIGHT_PER_PROCESS, UPLOADS_IN_FLIGHT_PER_PERSON)
  const refuse = (c: Context, status: 400 | 413 | 415 | 429, code: string, key: 'fileTooLarge' | 'fileNotImage' | 'uploadMalformed' | 'uploadBusy') => {
    const message = accountMessage(deskCaller(c).lang, key)
    return new HttpError(status, message, { [PICTURE_FIELD]: [message] }, code, status === 429 ? { 'Retry-After': '2' } : undefined)
  }

  deskRoute(app, deskNewsEndpoints.pictureUpload, async (c, who) => {
    const contentType = c.req.header('Content-Type') ?? ''
    if (!boundaryOf(contentType)) throw refuse(c, 400, 'validation_failed', 'uploadMalformed')
    if (Number(c.req.header('Content-Length')) > UPLOAD_MAX_BYTES + FORM_OVERHEAD_BYTES) throw refuse(c, 413, 'file_too_large', 'fileTooLarge')
    const release = uploads.enter(who.userId)
    if (!release) throw refuse(c, 429, 'rate_limited', 'uploadBusy')
    let name: string | null = null
    try {
      let upload
      try {
        upload = await readMultipartFile(c.req.raw.body, contentType, { field: PICTURE_FIELD, maxFileBytes: UPLOAD_MAX_BYTES, maxOtherBytes: FORM_OVERHEAD_BYTES })
      } catch (err) {
        if (!(err instanceof MultipartError)) throw err
        throw err.problem === 'tooLarge' ? refuse(c, 413, 'file_too_large', 'fileTooLarge') : refuse(c, 400, 'validation_failed', 'uploadMalformed')
      }
      const type = imageTypeOf(upload.bytes)
      const bytes = type && stripMetadata(upload.bytes, type)
      if (!type || !bytes) throw refuse(c, 415, 'unsupported_file', 'fileNotImage')
      const file = await writeUserpicFile(filesDir, bytes, type)
      name = file.name
      const url = await db.transaction(async (tx) => {
        const stored = await storeUserpic(tx, file)
        await recordAudit(tx, { actor: who.actor, origin: who.origin, entity: 'picture', entityId: stored, action: 'upload', after: { url: stored, bytes: bytes.length, type } })
        return stored
      })
      name = null
      return ok(c, { url, width: null, height: null, bytes: bytes.length })
    } finally {
      if (name) await discardUserpicFile(filesDir, name)
      release()
    }
  })
}
