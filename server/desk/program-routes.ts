import type { Context, Hono } from 'hono'
import { validate } from 'superstruct'
import { IsoDate } from '../../kernel/contract/common'
import { deskProgramEndpoints } from '../../kernel/contract/desk-program'
import { readBody } from '../accounts/body'
import { type AccountDeps, ok } from '../accounts/context'
import { recordAudit } from '../audit/record'
import { HttpError } from '../http/errors'
import { currentVersion } from '../program/changes'
import { EVENT_ID } from '../../kernel/constants'
import { type DeskCaller, deskRoute } from './guard'
import { deskMessage } from './messages'
import { withHandEdit } from './program-road'
import { conferenceDay, daySessions, eventDays, eventHalls, eventSpeakers, findSession, hallOfEvent, unknownSpeakers, writeSession } from './program-store'

const notFound = (who: DeskCaller) => new HttpError(404, deskMessage(who.lang, 'noSuchItem'), undefined, 'not_found')
const idOf = (c: Context, who: DeskCaller) => {
  const raw = c.req.param('id') ?? ''
  if (!/^[1-9]\d{0,9}$/.test(raw)) throw notFound(who)
  return Number(raw)
}

/** The program by hand: a day's sessions with halls and speakers; one session saved as a new program version. */
export function programRoutes(app: Hono, deps: AccountDeps) {
  const { db } = deps
  deskRoute(app, deskProgramEndpoints.programDay, async (c, who) => {
    const event = await eventDays(db)
    if (!event) throw notFound(who)
    const asked = c.req.query('day')
    if (asked !== undefined && (validate(asked, IsoDate)[0] || !event.days.includes(asked))) {
      throw new HttpError(400, deskMessage(who.lang, 'dayOutside', { days: `${event.days[0]} – ${event.days.at(-1)}` }), { day: [deskMessage(who.lang, 'dayOutside', { days: `${event.days[0]} – ${event.days.at(-1)}` })] })
    }
    const day = asked ?? event.days[0]!
    const [halls, speakers, sessions, version] = await Promise.all([eventHalls(db), eventSpeakers(db), daySessions(db, day), currentVersion(db, EVENT_ID)])
    return ok(c, { days: event.days, day, timezone: event.timezone, halls, speakers, sessions, version })
  })

  deskRoute(app, deskProgramEndpoints.sessionSave, async (c, who) => {
    const id = idOf(c, who)
    const body = await readBody(c, deskProgramEndpoints.sessionSave.body, who.lang)
    const errors: Record<string, string[]> = {}
    const day = await conferenceDay(db, body.start_at)
    const event = await eventDays(db)
    if (!day) errors.start_at = [deskMessage(who.lang, 'dayOutside', { days: event ? `${event.days[0]} – ${event.days.at(-1)}` : '' })]
    if (Date.parse(body.end_at) <= Date.parse(body.start_at)) errors.end_at = [deskMessage(who.lang, 'endBeforeStart')]
    if (!(await hallOfEvent(db, body.area_id))) errors.area_id = [deskMessage(who.lang, 'noSuchHall')]
    const unknown = await unknownSpeakers(db, body.speaker_ids)
    if (unknown.length) errors.speaker_ids = [deskMessage(who.lang, 'unknownSpeakers', { ids: unknown.join(', ') })]
    if (Object.keys(errors).length) throw new HttpError(422, deskMessage(who.lang, 'checkFields'), errors, 'validation_failed')
    const before = await findSession(db, id)
    if (!before) throw notFound(who)
    const { result: after, version } = await withHandEdit(db, who.actor.label, async (tx) => {
      await writeSession(tx, id, day!, body)
      const saved = await findSession(tx, id)
      await recordAudit(tx, { actor: who.actor, origin: who.origin, entity: 'meeting', entityId: id, action: before.cancelled !== body.cancelled ? (body.cancelled ? 'cancel' : 'restore') : 'update', before, after: saved })
      return saved!
    })
    return ok(c, { session: after, version })
  })
}
