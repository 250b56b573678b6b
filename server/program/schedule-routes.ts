/**
 * Open schedule data: an event's program for schedule apps, at
 *
 *   /media/schedule/{event}.xml   frab schedule XML
 *   /media/schedule/{event}.json  c3voc schedule JSON (version 1: days, rooms by name)
 *   /media/schedule/{event}.v2.json  c3voc schedule JSON version 2 (flat events, texts in every language)
 *   /media/schedule/{event}.ics   iCalendar of the whole program
 *
 * with `?lang=en` for English texts (default ru; a text missing in that language comes in the
 * one that exists). Each body is built once per content version and language and kept in the
 * content cache; the ETag is the body's hash, so it changes only when the output does.
 */
import { Hono } from 'hono'
import { LANGUAGES } from '../../kernel/constants'
import { langOrDefault } from '../../kernel/lang'
import type { ContentCache } from '../content/cache'
import type { Db } from '../db/types'
import { makeEntity, respond } from '../http/entity'
import { HttpError } from '../http/errors'
import { ENTITY, requestLang, t } from '../http/messages'
import { loadOpenProgram } from './schedule-data'
import type { OpenProgram } from './schedule-model'
import { scheduleIcs } from './schedule-ics'
import { scheduleJson } from './schedule-json'
import { scheduleJson2 } from './schedule-json2'
import { scheduleXml } from './schedule-xml'

export const SCHEDULE_PATH = '/media/schedule'

/** `others`: the program in the other languages, for the formats that carry every language. */
type Writer = (program: OpenProgram, selfUrl: string, others: OpenProgram[]) => string
const FORMATS: Record<string, { type: string; write: Writer; everyLang?: boolean }> = {
  xml: { type: 'application/xml; charset=utf-8', write: scheduleXml },
  json: { type: 'application/json; charset=utf-8', write: scheduleJson },
  'v2.json': { type: 'application/json; charset=utf-8', write: scheduleJson2, everyLang: true },
  ics: { type: 'text/calendar; charset=utf-8', write: scheduleIcs },
}

/** `site`: the public address of the site (PUBLIC_URL), for the absolute links the formats want. */
export function scheduleRoutes(db: Db, cache: ContentCache, site: string): Hono {
  const routes = new Hono()
  routes.get('/:file', async (c) => {
    const file = c.req.param('file')
    const match = /^([1-9]\d{0,8})\.(xml|json|v2\.json|ics)$/.exec(file)
    if (!match) throw new HttpError(404, t(requestLang(c), 'noSuchEndpoint', { path: c.req.path }))
    const eventId = Number(match[1])
    const format = FORMATS[match[2]!]!
    const lang = langOrDefault(c.req.query('lang'))
    const selfUrl = `${site}${SCHEDULE_PATH}/${file}${lang === 'ru' ? '' : `?lang=${lang}`}`

    await cache.currentVersion() // drops the kept bodies when the content changed
    const key = `schedule ${file} ${lang}`
    let entity = cache.get(key)
    if (!entity) {
      const program = await loadOpenProgram(db, eventId, lang, site)
      if (!program) throw new HttpError(404, t(requestLang(c), 'notFound', { what: ENTITY.event![requestLang(c)], id: eventId }))
      const others = format.everyLang ? await Promise.all(LANGUAGES.filter((l) => l !== lang).map((l) => loadOpenProgram(db, eventId, l, site))) : []
      entity = makeEntity(format.write(program, selfUrl, others.filter((p) => p !== null)), format.type)
      cache.set(key, entity)
    }
    const res = respond(c, entity, { cacheControl: 'public, max-age=300' })
    // Open data: any site may read it (no credentials are involved).
    res.headers.set('Access-Control-Allow-Origin', '*')
    res.headers.set('Content-Disposition', `inline; filename="schedule-${eventId}${lang === 'ru' ? '' : `-${lang}`}.${match[2]}"`)
    return res
  })
  return routes
}
