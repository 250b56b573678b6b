import { type Context, Hono } from 'hono'
import { type Lang } from '../../kernel/constants'
import { DEFAULT_EXPORT_COLUMNS, ExportQuery, PEOPLE_FILTER_KEYS, type PeopleFilter, deskPeopleEndpoints as E } from '../../kernel/contract/desk-people'
import { readBody } from '../accounts/body'
import { NO_STORE, langFor, ok } from '../accounts/context'
import { parseQuery } from '../accounts/query'
import { siteName } from '../content/site-name'
import type { Db } from '../db/types'
import { HttpError } from '../http/errors'
import type { Mail } from '../mail/mailer'
import { doorDay } from '../staff/store'
import { EXPORT_TYPES, exportStream } from './export'
import { type DeskPeopleMessageKey, deskPeopleMessage } from './messages'
import { listPeople, personPage } from './people-store'
import { linkSpeaker, reissueTicket, setMemberRole, ticketMailFacts } from './ticket-store'
import { ticketMail } from './ticket-mail'

/** One line of the audit log: what the desk did, to whom, with what (never a secret). */
export interface AuditEntry {
  action: string
  subject?: number
  details?: Record<string, unknown>
}

export interface DeskPeopleDeps {
  db: Db
  clock: () => number
  publicUrl: string
  sendMail: (mail: Mail) => Promise<void>
  /** Writes the audit log's line, naming the desk's person of the request. */
  audit: (c: Context, entry: AuditEntry) => Promise<void>
  /** The audit log's lines about a person, newest first. */
  personEvents?: (userId: number) => Promise<Array<{ at: string; action: string; by: string | null }>>
}

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

/** The date of a file name: the venue's day. */
const fileName = (today: string, format: string) => `people-${today}.${format}`

/**
 * The desk's people (kernel/contract/desk-people.ts): paths relative to the desk's route group,
 * which checks the role before any of these runs. Never cached: every answer is personal data.
 */
export function deskPeopleRoutes(deps: DeskPeopleDeps): Hono {
  const { db, clock } = deps
  const app = new Hono()
  const today = async (c: Context) => (await doorDay(db, clock()))?.day ?? fail(c, 404, 'noEvent', 'not_found')

  app.get(E.list.path, async (c) => {
    const { query } = await parseQuery(c, E.list.query)
    return ok(c, await listPeople(db, query, await today(c)))
  })

  // Before '/people/:id', which would take 'export' for an id.
  app.get(E.export.path, async (c) => {
    const { query } = await parseQuery(c, ExportQuery)
    const lang: Lang = langFor(c)
    const day = await today(c)
    const filter = filterOf(query)
    const columns = [...new Set(query.columns ?? DEFAULT_EXPORT_COLUMNS)]
    const format = query.format
    const { body, done } = exportStream(db, { filter, columns, format, lang, today: day })
    // The audit line is written when the file is: with the rows it held.
    done.then((rows) => deps.audit(c, { action: 'people_export', details: { format, filter, columns, rows } })).catch(() => undefined)
    return new Response(body, {
      headers: {
        ...NO_STORE,
        'Content-Type': EXPORT_TYPES[format],
        'Content-Disposition': `attachment; filename="${fileName(day, format)}"`,
        'X-Content-Type-Options': 'nosniff',
      },
    })
  })

  app.get(E.person.path, async (c) => {
    const id = personId(c)
    const page = await personPage(db, id)
    if (!page) return fail(c, 404, 'noPerson', 'not_found')
    return ok(c, { ...page, events: (await deps.personEvents?.(id)) ?? [] })
  })

  app.post(E.reissue.path, async (c) => {
    const id = personId(c)
    const ticket = await reissueTicket(db, id, clock())
    if (!ticket) return fail(c, 404, 'notRegistered', 'not_registered')
    await deps.audit(c, { action: 'ticket_reissued', subject: id, details: { issues: ticket.issues } })
    return ok(c, ticket)
  })

  app.post(E.resend.path, async (c) => {
    const id = personId(c)
    const facts = await ticketMailFacts(db, id)
    if (!facts) return fail(c, 404, 'notRegistered', 'not_registered')
    const cabinet = new URL('/cabinet', deps.publicUrl).toString()
    await deps.sendMail(ticketMail(facts.lang, facts, cabinet, await siteName(db, facts.lang)))
    await deps.audit(c, { action: 'confirmation_resent', subject: id })
    return ok(c, { to: facts.email })
  })

  app.put(E.role.path, async (c) => {
    const id = personId(c)
    const body = await readBody(c, E.role.body, langFor(c))
    const changed = await setMemberRole(db, id, body.role)
    if (!changed) return fail(c, 404, 'notRegistered', 'not_registered')
    await deps.audit(c, { action: 'role_changed', subject: id, details: { from: changed.before, to: changed.role } })
    return ok(c, { role: changed.role })
  })

  app.put(E.speaker.path, async (c) => {
    const id = personId(c)
    const body = await readBody(c, E.speaker.body, langFor(c))
    const outcome = await linkSpeaker(db, id, body.speaker_id)
    if (outcome === 'no_account') return fail(c, 404, 'noPerson', 'not_found')
    if (outcome === 'no_speaker') return fail(c, 422, 'noSpeaker', 'no_speaker')
    if (outcome === 'taken') return fail(c, 409, 'speakerTaken', 'speaker_taken')
    await deps.audit(c, { action: 'speaker_linked', subject: id, details: { speaker_id: body.speaker_id } })
    return ok(c, { speaker_id: body.speaker_id })
  })

  return app
}
