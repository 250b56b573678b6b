import type { Hono } from 'hono'
import { deskAnnouncementEndpoints } from '../../kernel/contract/desk-announcements'
import { readBody } from '../accounts/body'
import { type AccountDeps, ok } from '../accounts/context'
import { recordAudit } from '../audit/record'
import { HttpError } from '../http/errors'
import { publishAnnouncement, todaysAnnouncements } from '../live/store'
import { deskRoute } from './guard'
import { deskMessage } from './messages'

/** Announcements from the desk: the same table and live event as `npm run announce`, no token. */
export function announcementRoutes(app: Hono, deps: AccountDeps) {
  const { db } = deps
  deskRoute(app, deskAnnouncementEndpoints.announcements, async (c) => ok(c, await todaysAnnouncements(db)))
  deskRoute(app, deskAnnouncementEndpoints.announce, async (c, who) => {
    const body = await readBody(c, deskAnnouncementEndpoints.announce.body, who.lang)
    if (body.ends_at && Date.parse(body.ends_at) <= deps.clock()) {
      throw new HttpError(422, deskMessage(who.lang, 'checkFields'), { ends_at: [deskMessage(who.lang, 'endsInPast')] }, 'validation_failed')
    }
    const announcement = await publishAnnouncement(db, { ru: body.ru, en: body.en }, body.ends_at ?? null, (tx, a) =>
      recordAudit(tx, { actor: who.actor, origin: who.origin, entity: 'announcement', entityId: a.id, action: 'create', after: a }),
    )
    return ok(c, announcement)
  })
}
