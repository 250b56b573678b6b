import { ACCOUNT_API_PREFIX, MEDIA_LIST_LIMIT } from '../../kernel/constants'
import { USER_MEDIA_FILE_PATH, accountEndpoints } from '../../kernel/contract/account'
import type { MediaFile } from '../../kernel/contract/content'
import { findSpeakerFile, listSpeakerFiles } from './cabinet-store'
import { type AccountDeps, NO_STORE, langFor, ok, requireUser } from './context'
import { accountError } from './errors'
import { parseQuery } from './query'
import type { RouteTable } from './routes'
import { speakerOf } from './users'

export const mediaFileUrl = (id: number) => `${ACCOUNT_API_PREFIX}${USER_MEDIA_FILE_PATH.replace(':id', String(id))}`

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
    const rows = await listSpeakerFiles(db, speakerId, req.query.limit ?? MEDIA_LIST_LIMIT)
    return ok(c, rows.map((r): MediaFile => ({ id: r.id, meeting_id: r.meeting_id, name: r.name, url: mediaFileUrl(r.id), size: r.size, mime: r.mime })))
  })

  routes.add('GET', USER_MEDIA_FILE_PATH.replace(':id', ':id{[0-9]{1,9}}'), async (c) => {
    const { userId } = await requireUser(deps, c)
    const speakerId = await speakerOf(db, userId)
    const file = speakerId === null ? undefined : await findSpeakerFile(db, speakerId, Number(c.req.param('id')))
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
