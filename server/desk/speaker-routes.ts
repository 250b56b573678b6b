import type { Hono } from 'hono'
import { deskSpeakerEndpoints } from '../../kernel/contract/desk-speakers'
import { readBody } from '../accounts/body'
import { type AccountDeps, ok } from '../accounts/context'
import { recordAudit } from '../audit/record'
import { HttpError } from '../http/errors'
import { bumpContentVersion } from './content-version'
import { deskRoute } from './guard'
import { deskMessage } from './messages'
import { findDeskSpeaker, listDeskSpeakers, updateSpeaker } from './speaker-store'

/** Speakers: the list, and one saved (recorded, the content version moved). */
export function speakerRoutes(app: Hono, deps: AccountDeps) {
  const { db } = deps
  deskRoute(app, deskSpeakerEndpoints.speakers, async (c) => ok(c, await listDeskSpeakers(db)))
  deskRoute(app, deskSpeakerEndpoints.speakerSave, async (c, who) => {
    const raw = c.req.param('id') ?? ''
    const id = /^[1-9]\d{0,9}$/.test(raw) ? Number(raw) : 0
    const body = await readBody(c, deskSpeakerEndpoints.speakerSave.body, who.lang)
    const saved = await db.transaction(async (tx) => {
      const before = id ? await findDeskSpeaker(tx, id) : null
      if (!before) return null
      await updateSpeaker(tx, id, body)
      const after = await findDeskSpeaker(tx, id)
      await recordAudit(tx, { actor: who.actor, origin: who.origin, entity: 'speaker', entityId: id, action: 'update', before, after })
      await bumpContentVersion(tx, who.actor.label)
      return after
    })
    if (!saved) throw new HttpError(404, deskMessage(who.lang, 'noSuchItem'), undefined, 'not_found')
    return ok(c, saved)
  })
}
