import type { ForumEvent } from '../../kernel/contract/content'
import type { Db } from '../db/types'
import { HttpError } from '../http/errors'
import { programLinkFor } from './program-link'
import { ENTITY, t } from '../http/messages'
import type { ParsedRequest } from './params'
import { pickLangs } from './rows'
import { findEvent, listEventsBefore } from './queries'

/** The asked-for event first (§7: its program_link is used), then the archive, newest first. */
export async function events(db: Db, req: ParsedRequest<unknown>): Promise<ForumEvent[]> {
  const id = req.path.event as number
  const current = await findEvent(db, id, req.langs)
  if (!current) throw new HttpError(404, t(req.lang, 'notFound', { what: ENTITY.event![req.lang], id }))
  const past = await listEventsBefore(db, current.starts_on, req.langs)
  return [current, ...past].map((e) => ({ ...e, program_link: programLinkFor(e.program_link, req.lang), translations: pickLangs(e.translations, req.langs) }))
}
