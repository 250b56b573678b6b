import { Hono } from 'hono'
import type { Lang } from '../../kernel/constants'
import { langOrDefault } from '../../kernel/lang'
import type { ContentCache } from '../content/cache'
import type { Db } from '../db/types'
import { respond } from '../http/entity'
import { HttpError } from '../http/errors'
import { requestLang, t } from '../http/messages'
import { ProgramPdfs } from './pdf-cache'

/** The printable programme of a year, `/media/program-<year>.pdf` (`?lang=en` for English). */
export function programPdfRoutes(db: Db, cache: ContentCache): Hono {
  const media = new Hono()
  const programs = new ProgramPdfs(db)
  const notFound = (lang: Lang, path: string) =>
    new HttpError(404, t(lang, 'noSuchEndpoint', { path }))

  media.get('/:file', async (c) => {
    const year = /^program-(\d{4})\.pdf$/.exec(c.req.param('file'))?.[1]
    if (!year) throw notFound(requestLang(c), c.req.path)
    // Built once per content version, year and language (pdf-cache.ts), whatever else the query says.
    const lang = langOrDefault(c.req.query('lang'))
    const entity = await programs.get(await cache.currentVersion(), Number(year), lang)
    if (!entity) throw notFound(requestLang(c), c.req.path)
    const res = respond(c, entity, { cacheControl: 'public, max-age=300', effort: 'best' })
    res.headers.set('Content-Disposition', `inline; filename="program-${year}${lang === 'ru' ? '' : `-${lang}`}.pdf"`)
    return res
  })
  return media
}
