import type { Lang } from '../../kernel/constants'
import type { ForumEvent } from '../../kernel/contract/content'
import type { Db } from '../db/types'
import { HttpError } from '../http/errors'
import { programLinkFor } from './program-link'
import { ENTITY, t } from '../http/messages'
import type { ParsedRequest } from './params'
import { pickLangs } from './rows'
import { translationsSql } from './langs-sql'

const columns = (langs: Lang[]) => `id, year, starts_on::text AS starts_on, ends_on::text AS ends_on, timezone, day_change, program_link, image,
  stats, ${translationsSql('translations', langs)} AS translations`

/** The asked-for event first (§7: its program_link is used), then the archive, newest first. */
export async function events(db: Db, req: ParsedRequest<unknown>): Promise<ForumEvent[]> {
  const id = req.path.event as number
  const [current] = await db.query<ForumEvent>(`SELECT ${columns(req.langs)} FROM events WHERE id = $1`, [id])
  if (!current) throw new HttpError(404, t(req.lang, 'notFound', { what: ENTITY.event![req.lang], id }))
  const past = await db.query<ForumEvent>(
    `SELECT ${columns(req.langs)} FROM events WHERE starts_on < $1::date ORDER BY starts_on DESC, id DESC`,
    [current.starts_on],
  )
  return [current, ...past].map((e) => ({ ...e, program_link: programLinkFor(e.program_link, req.lang), translations: pickLangs(e.translations, req.langs) }))
}
