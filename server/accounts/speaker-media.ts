import { ACCOUNT_API_PREFIX, MEDIA_LIST_LIMIT } from '../../kernel/constants'
import { USER_MEDIA_FILE_PATH, accountEndpoints } from '../../kernel/contract/account'
import type { MediaFile } from '../../kernel/contract/content'
import { type AccountDeps, NO_STORE, langFor, ok, requireUser } from './context'
import { accountError } from './errors'
import { parseQuery } from './query'
import type { RouteTable } from './routes'
import { speakerOf } from './users'

export const mediaFileUrl = (id: number) => `${ACCOUNT_API_PREFIX}${USER_MEDIA_FILE_PATH.replace(':id', String(id))}`

/** A file of the account's speaker, for a session they still speak at. */
const OWNED = `f.speaker_id = $1 AND EXISTS (
  SELECT 1 FROM meeting_speakers ms WHERE ms.meeting_id = f.meeting_id AND ms.speaker_id = f.speaker_id)`

/** ASCII for old clients, UTF-8 (RFC 5987) for the rest. */
const disposition = (name: string) =>
  `attachment; filename="${name.replace(/[^\x20-\x7e]|["\\]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(name)}`

/**
 * §6: a speaker sees their presentation files. The list and each file are for the account linked
 * to the speaker only; anyone else (a visitor, another speaker) gets [] and a 404 for the file,
 * the same answer as for a file that does not exist, so ids tell nothing.
 */
export function speakerMediaRoutes(routes: RouteTable, deps: AccountDeps) {
  const { db } = deps

  routes.add('GET', accountEndpoints.userMedia.path, async (c) => {
    const { userId } = await requireUser(deps, c)
    const req = await parseQuery(c, accountEndpoints.userMedia.query)
    const speakerId = await speakerOf(db, userId)
    if (speakerId === null) return ok(c, [])
    const rows = await db.query<Omit<MediaFile, 'url'>>(
      `SELECT f.id, f.meeting_id, f.name, f.size, f.mime FROM speaker_files f JOIN meetings m ON m.id = f.meeting_id
       WHERE ${OWNED} ORDER BY m.start_at, f.id LIMIT $2`,
      [speakerId, req.query.limit ?? MEDIA_LIST_LIMIT],
    )
    return ok(c, rows.map((r): MediaFile => ({ id: r.id, meeting_id: r.meeting_id, name: r.name, url: mediaFileUrl(r.id), size: r.size, mime: r.mime })))
  })

  routes.add('GET', USER_MEDIA_FILE_PATH.replace(':id', ':id{[0-9]{1,9}}'), async (c) => {
    const { userId } = await requireUser(deps, c)
    const speakerId = await speakerOf(db, userId)
    const [file] =
      speakerId === null
        ? []
        : await db.query<{ name: string; mime: string; content: Uint8Array }>(
            `SELECT f.name, f.mime, f.content FROM speaker_files f WHERE f.id = $2 AND ${OWNED}`,
            [speakerId, Number(c.req.param('id'))],
          )
    if (!file) throw accountError(langFor(c), 404, 'not_found', 'fileNotFound')
    const bytes = Buffer.from(file.content)
    return c.body(new Uint8Array(bytes), 200, {
      ...NO_STORE,
      'Content-Type': file.mime,
      'Content-Length': String(bytes.length),
      'Content-Disposition': disposition(file.name),
    })
  })
}
