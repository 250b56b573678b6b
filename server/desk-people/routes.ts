import type { Context, Hono } from 'hono'
import { DEFAULT_EXPORT_COLUMNS, PEOPLE_FILTER_KEYS, type PeopleFilter, deskPeopleEndpoints as E } from '../../kernel/contract/desk-people'
import { readBody } from '../accounts/body'
import { type AccountDeps, NO_STORE, langFor, ok } from '../accounts/context'
import { parseQuery } from '../accounts/query'
import { recordAudit } from '../audit/record'
import { siteName } from '../content/site-name'
import { type DeskCaller, deskRoute } from '../desk/guard'
import { HttpError } from '../http/errors'
import { doorDay } from '../staff/store'
import { EXPORT_TYPES, exportStream } from './export'
import { type DeskPeopleMessageKey, deskPeopleMessage } from './messages'
import { listPeople, personEvents, personPage } from './people-store'
import { ticketMail } from './ticket-mail'
import { linkSpeaker, reissueTicket, setMemberRole, setStaffDuty, ticketMailFacts } from './ticket-store'

const fail = (c: Context, status: 404 | 409 | 422, key: DeskPeopleMessageKey, code: string): never => {
  throw new HttpError(status, deskPeopleMessage(langFor(c), key), undefined, code)
}

const personId = (c: Context): number => {
  const raw = c.req.param('id') ?? ''
  if (!/^[1-9][0-9]{0,8}$/.test(raw)) fail(c, 404, 'noPerson', 'not_found')
  return Number(raw)
}

const filterOf = (query: PeopleFilter): PeopleFilter =>
  Object.fromEntries(PEOPLE_FILTER_KEYS.filter((k) => query[k] !== undefined).map((k) => [k, query[k]])) as PeopleFilter

/**
 * The desk's people (kernel/contract/desk-people.ts), behind the desk's guard and the
 * registrar's role. Every write is in the audit log (entity 'person'), and so is every export
 * (who, which filter and columns, how many rows).
 */
export function deskPeopleRoutes(app: Hono, deps: AccountDeps) {
  const { db, clock } = deps
  const today = async (c: Context) => (await doorDay(db, clock()))?.day ?? fail(c, 404, 'noEvent', 'not_found')
  const audit = (who: DeskCaller, entityId: number | null, action: string, after: unknown) =>
    recordAudit(db, { actor: who.actor, entity: 'person', entityId, action, after, origin: who.origin })

  deskRoute(app, E.list, async (c) => {
    const { query } = await parseQuery(c, E.list.query)
    return ok(c, await listPeople(db, query, await today(c)))
  })

  // Before ':id', which would take 'export' for an id.
  deskRoute(app, E.export, async (c, who) => {
    const { query } = await parseQuery(c, E.export.query)
    const day = await today(c)
    const filter = filterOf(query)
    const columns = [...new Set(query.columns ?? DEFAULT_EXPORT_COLUMNS)]
    const { format } = query
    const { body, done } = exportStream(db, { filter, columns, format, lang: who.lang, today: day })
    // Written when the file is: with the rows it held.
    done.then((rows) => audit(who, null, 'export', { format, filter, columns, rows })).catch((err: unknown) => deps.log.error('people export failed:', err))
    return new Response(body, {
      headers: {
        ...NO_STORE,
        'Content-Type': EXPORT_TYPES[format],
        'Content-Disposition': `attachment; filename="people-${day}.${format}"`,
        'X-Content-Type-Options': 'nosniff',
      },
    })
  })

  deskRoute(app, E.person, async (c) => {
    const id = personId(c)
    const page = await personPage(db, id)
    if (!page) return fail(c, 404, 'noPerson', 'not_found')
    return ok(c, { ...page, events: await personEvents(db, id) })
  })

  deskRoute(app, E.reissue, async (c, who) => {
    const id = personId(c)
    const ticket = await db.transaction(async (tx) => {
      const done = await reissueTicket(tx, id, clock())
      if (done) await recordAudit(tx, { actor: who.actor, entity: 'person', entityId: id, action: 'ticket_reissue', after: { issues: done.issues }, origin: who.origin })
      return done
    })
    if (!ticket) return fail(c, 404, 'notRegistered', 'not_registered')
    return ok(c, ticket)
  })

  deskRoute(app, E.resend, async (c, who) => {
    const id = personId(c)
    const facts = await ticketMailFacts(db, id)
    if (!facts) return fail(c, 404, 'notRegistered', 'not_registered')
    const cabinet = new URL('/cabinet', deps.config.publicUrl).toString()
    await deps.mailer.send(ticketMail(facts.lang, facts, cabinet, await siteName(db, facts.lang)))
    await audit(who, id, 'confirmation_resend', null)
    return ok(c, { to: facts.email })
  })

  deskRoute(app, E.role, async (c, who) => {
    const id = personId(c)
    const body = await readBody(c, E.role.body, who.lang)
    const changed = await db.transaction(async (tx) => {
      const done = await setMemberRole(tx, id, body.role)
      if (done) await recordAudit(tx, { actor: who.actor, entity: 'person', entityId: id, action: 'member_role', before: { role: done.before }, after: { role: done.role }, origin: who.origin })
      return done
    })
    if (!changed) return fail(c, 404, 'notRegistered', 'not_registered')
    return ok(c, { role: changed.role })
  })

  deskRoute(app, E.speaker, async (c, who) => {
    const id = personId(c)
    const body = await readBody(c, E.speaker.body, who.lang)
    const outcome = await linkSpeaker(db, id, body.speaker_id)
    if (outcome === 'no_account') return fail(c, 404, 'noPerson', 'not_found')
    if (outcome === 'no_speaker') return fail(c, 422, 'noSpeaker', 'no_speaker')
    if (outcome === 'taken') return fail(c, 409, 'speakerTaken', 'speaker_taken')
    await audit(who, id, 'speaker_link', { speaker_id: body.speaker_id })
    return ok(c, { speaker_id: body.speaker_id })
  })

  deskRoute(app, E.staff, async (c, who) => {
    const id = personId(c)
    const body = await readBody(c, E.staff.body, who.lang)
    const duties = await db.transaction(async (tx) => {
      const done = await setStaffDuty(tx, id, body)
      if (done) await recordAudit(tx, { actor: who.actor, entity: 'role', entityId: id, action: body.granted ? 'grant' : 'revoke', after: { role: body.role, assignment: body.assignment ?? null }, origin: who.origin })
      return done
    })
    if (!duties) return fail(c, 404, 'noPerson', 'not_found')
    return ok(c, duties)
  })
}
