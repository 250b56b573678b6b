import { type Context, Hono } from 'hono'
import { LANGUAGES, type Lang } from '../../kernel/constants'
import { deskMessageEndpoints as E, type MessageBody, organizerMailEndpoints } from '../../kernel/contract/desk-messages'
import { readBody } from '../accounts/body'
import { type AccountDeps, langFor, ok, requireUser } from '../accounts/context'
import type { RouteTable } from '../accounts/routes'
import { siteName } from '../content/site-name'
import type { Db } from '../db/types'
import type { AuditEntry } from '../desk-people/routes'
import { HttpError } from '../http/errors'
import { publishAnnouncement } from '../live/store'
import { doorDay } from '../staff/store'
import { text } from '../i18n'
import { type RenderedLetter, renderLetter } from './letter'
import { createMessage, messageProgress, organizerMailOf, recentMessages, saveOrganizerMail, segmentReach } from './store'

export interface DeskMailDeps {
  db: Db
  clock: () => number
  publicUrl: string
  audit: (c: Context, entry: AuditEntry) => Promise<void>
  /** The desk's person of the request (the message's author). */
  actor: (c: Context) => number | null
  /** Starts handing the recipients to the mail queue. */
  kick: () => void
}

const notFound = (c: Context): never => {
  throw new HttpError(404, text(langFor(c), /*i18n*/ { id: 'Такого сообщения нет' }), undefined, 'not_found')
}

async function lettersOf(db: Db, body: MessageBody, publicUrl: string): Promise<Record<Lang, RenderedLetter>> {
  const out = {} as Record<Lang, RenderedLetter>
  for (const lang of LANGUAGES) out[lang] = renderLetter(lang, body[lang], await siteName(db, lang), publicUrl)
  return out
}

/** The desk's messages to a group (kernel/contract/desk-messages.ts), under the desk's route group. */
export function deskMailRoutes(deps: DeskMailDeps): Hono {
  const { db, clock } = deps
  const app = new Hono()
  const today = async () => (await doorDay(db, clock()))?.day ?? new Date(clock()).toISOString().slice(0, 10)

  app.post(E.preview.path, async (c) => {
    const body = await readBody(c, E.preview.body, langFor(c))
    const reach = await segmentReach(db, body.segment, await today())
    const letters = await lettersOf(db, body, deps.publicUrl)
    return ok(c, {
      letters: LANGUAGES.map((lang) => ({ lang, ...letters[lang], count: reach.langs[lang] })),
      total: reach.total,
      opted_out: reach.opted_out,
      no_email: reach.no_email,
    })
  })

  app.post(E.send.path, async (c) => {
    const body = await readBody(c, E.send.body, langFor(c))
    const now = clock()
    const id = await createMessage(db, { segment: body.segment, letters: await lettersOf(db, body, deps.publicUrl), body, by: deps.actor(c), now, today: await today() })
    if (body.banner) await publishAnnouncement(db, { ru: body.ru.subject, en: body.en.subject })
    const progress = (await messageProgress(db, id))!
    await deps.audit(c, { action: 'message_sent', details: { message: id, segment: body.segment, recipients: progress.recipients, skipped: progress.skipped, banner: body.banner ?? false } })
    deps.kick()
    return ok(c, progress)
  })

  app.get(E.list.path, async (c) => ok(c, await recentMessages(db)))

  app.get(E.one.path, async (c) => {
    const raw = c.req.param('id') ?? ''
    const progress = /^[1-9][0-9]{0,8}$/.test(raw) ? await messageProgress(db, Number(raw)) : null
    return progress ? ok(c, progress) : notFound(c)
  })
  return app
}

/** The cabinet's switch of organizer mail (account API): on until turned off; the mails come in the language of the last save. */
export function organizerMailRoutes(routes: RouteTable, deps: AccountDeps) {
  routes.add('GET', organizerMailEndpoints.read.path, async (c) => {
    const { userId } = await requireUser(deps, c)
    return ok(c, await organizerMailOf(deps.db, userId))
  })
  routes.add('PUT', organizerMailEndpoints.save.path, async (c) => {
    const lang = langFor(c)
    const { userId } = await requireUser(deps, c)
    const body = await readBody(c, organizerMailEndpoints.save.body, lang)
    return ok(c, await saveOrganizerMail(deps.db, userId, body.enabled, lang))
  })
}
