import type { Context, Hono } from 'hono'
import { LANGUAGES, type Lang } from '../../kernel/constants'
import { deskMessageEndpoints as E, type MessageBody, organizerMailEndpoints } from '../../kernel/contract/desk-messages'
import { readBody } from '../accounts/body'
import { type AccountDeps, langFor, ok, requireUser } from '../accounts/context'
import type { RouteTable } from '../accounts/routes'
import { siteName } from '../content/site-name'
import type { Db } from '../db/types'
import { deskRoute } from '../desk/guard'
import { HttpError } from '../http/errors'
import { publishAnnouncement } from '../live/store'
import { doorDay } from '../staff/store'
import { text } from '../i18n'
import { type RenderedLetter, renderLetter } from './letter'
import { createMessage, messageProgress, organizerMailOf, recentMessages, saveOrganizerMail, segmentReach } from './store'

const notFound = (c: Context): never => {
  throw new HttpError(404, text(langFor(c), /*i18n*/ { id: 'Такого сообщения нет' }), undefined, 'not_found')
}

async function lettersOf(db: Db, body: MessageBody, publicUrl: string): Promise<Record<Lang, RenderedLetter>> {
  const out = {} as Record<Lang, RenderedLetter>
  for (const lang of LANGUAGES) out[lang] = renderLetter(lang, body[lang], await siteName(db, lang), publicUrl)
  return out
}

/**
 * The desk's messages to a group (kernel/contract/desk-messages.ts), behind the desk's guard and
 * the registrar's role. `kick` starts handing a new message's recipients to the mail queue.
 */
export const deskMailRoutes = (kick: () => void) => (app: Hono, deps: AccountDeps) => {
  const { db, clock } = deps
  const publicUrl = deps.config.publicUrl
  const today = async () => (await doorDay(db, clock()))?.day ?? new Date(clock()).toISOString().slice(0, 10)

  deskRoute(app, E.preview, async (c, who) => {
    const body = await readBody(c, E.preview.body, who.lang)
    const reach = await segmentReach(db, body.segment, await today())
    const letters = await lettersOf(db, body, publicUrl)
    return ok(c, {
      letters: LANGUAGES.map((lang) => ({ lang, ...letters[lang], count: reach.langs[lang] })),
      total: reach.total,
      opted_out: reach.opted_out,
      no_email: reach.no_email,
    })
  })

  deskRoute(app, E.send, async (c, who) => {
    const body = await readBody(c, E.send.body, who.lang)
    const letters = await lettersOf(db, body, publicUrl)
    const id = await createMessage(db, { segment: body.segment, letters, body, by: who.userId, now: clock(), today: await today(), audit: { actor: who.actor, origin: who.origin } })
    if (body.banner) await publishAnnouncement(db, { ru: body.ru.subject, en: body.en.subject })
    kick()
    return ok(c, (await messageProgress(db, id))!)
  })

  deskRoute(app, E.list, async (c) => ok(c, await recentMessages(db)))

  deskRoute(app, E.one, async (c) => {
    const raw = c.req.param('id') ?? ''
    const progress = /^[1-9][0-9]{0,8}$/.test(raw) ? await messageProgress(db, Number(raw)) : null
    return progress ? ok(c, progress) : notFound(c)
  })
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
