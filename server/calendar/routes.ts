/**
 * Calendars:
 *
 *   /media/calendar/meeting/{id}.ics?lang=   one session or festival item ("Add to calendar")
 *   /media/calendar/feed/{key}.ics?lang=     a person's program, for calendar apps to subscribe
 *                                            to (webcal://) or to download (&download=1)
 *
 * The feed's key is its own (server/calendar/feed-routes.ts), renewable, never the access
 * token; an unknown or renewed key is a 404. Texts come in `?lang=` (default ru).
 */
import { Hono } from 'hono'
import { EVENT_ID } from '../../kernel/constants'
import { langOrDefault } from '../../kernel/lang'
import { feedOwner } from './feed-routes'
import { programIds } from '../accounts/program-ids'
import type { ContentCache } from '../content/cache'
import type { Db } from '../db/types'
import { makeEntity, respond } from '../http/entity'
import { HttpError } from '../http/errors'
import { requestLang, t } from '../http/messages'
import { calendarIcs, programCalendarName } from './ics'
import { findMeetingEvent } from './queries'
import { loadOpenProgram } from '../program/schedule-data'
import type { OpenProgram } from '../program/schedule-model'

export const CALENDAR_PATH = '/media/calendar'
const ICS = 'text/calendar; charset=utf-8'

/** An event's program per content version and language: a feed asked for every few minutes reads it once. */
function programs(db: Db, cache: ContentCache, site: string) {
  let version = -1
  const kept = new Map<string, Promise<OpenProgram | null>>()
  return async (eventId: number, lang: OpenProgram['lang']) => {
    const now = await cache.currentVersion()
    if (now !== version) {
      kept.clear()
      version = now
    }
    const key = `${eventId} ${lang}`
    let program = kept.get(key)
    if (!program) {
      program = loadOpenProgram(db, eventId, lang, site)
      program.catch(() => kept.delete(key))
      kept.set(key, program)
    }
    return program
  }
}

export function calendarRoutes(db: Db, cache: ContentCache, site: string): Hono {
  const routes = new Hono()
  const programOf = programs(db, cache, site)
  const notFound = (path: string, lang: ReturnType<typeof requestLang>) => new HttpError(404, t(lang, 'noSuchEndpoint', { path }))
  const suffix = (lang: string) => (lang === 'ru' ? '' : `?lang=${lang}`)

  routes.get('/meeting/:file', async (c) => {
    const id = Number(/^([1-9]\d{0,8})\.ics$/.exec(c.req.param('file'))?.[1] ?? NaN)
    const lang = langOrDefault(c.req.query('lang'))
    const eventId = Number.isFinite(id) ? await findMeetingEvent(db, id) : null
    const program = eventId !== null ? await programOf(eventId, lang) : null
    const session = program?.sessions.find((s) => s.id === id)
    // Withdrawn sessions are not in the program: nothing to put in a calendar.
    if (!program || !session) throw notFound(c.req.path, requestLang(c))
    const body = calendarIcs(program, [session], { name: session.title, selfUrl: `${site}${CALENDAR_PATH}/meeting/${id}.ics${suffix(lang)}`, pageUrl: session.url })
    const res = respond(c, makeEntity(body, ICS), { cacheControl: 'public, max-age=300' })
    res.headers.set('Content-Disposition', `attachment; filename="session-${id}.ics"`)
    return res
  })

  routes.get('/feed/:file', async (c) => {
    const key = /^(.+)\.ics$/.exec(c.req.param('file'))?.[1] ?? ''
    const owner = await feedOwner(db, key)
    if (owner === null) throw notFound(`${CALENDAR_PATH}/feed/…`, requestLang(c)) // the key stays out of answers and logs
    const lang = langOrDefault(c.req.query('lang'))
    const program = await programOf(EVENT_ID, lang)
    if (!program) throw notFound(`${CALENDAR_PATH}/feed/…`, requestLang(c))
    const mine = new Set(await programIds(db, owner))
    const sessions = program.sessions.filter((s) => mine.has(s.id))
    const cancelled = (program.withdrawn ?? []).filter((s) => mine.has(s.id))
    const body = calendarIcs(program, sessions, {
      cancelled,
      name: programCalendarName(program),
      selfUrl: `${site}${CALENDAR_PATH}/feed/${key}.ics${suffix(lang)}`,
      pageUrl: `${site}/my-picks${suffix(lang)}`,
      ttl: 900,
    })
    // Personal: no shared cache keeps it; the ETag lets an app's poll be a 304.
    const res = respond(c, makeEntity(body, ICS), { cacheControl: 'private, no-cache' })
    const download = c.req.query('download') === '1'
    res.headers.set('Content-Disposition', `${download ? 'attachment' : 'inline'}; filename="my-program.ics"`)
    res.headers.set('X-Robots-Tag', 'noindex')
    return res
  })
  return routes
}
