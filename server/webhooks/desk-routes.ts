/**
 * The desk's webhooks page (kernel/contract/webhooks.ts): an admin registers endpoints (their
 * address checked like every outbound request), turns them off and on, reads each delivery with
 * its status and answer, and sends one again. Every change is in the audit log.
 */
import type { Context, Hono } from 'hono'
import { webhookEndpoints } from '../../kernel/contract/webhooks'
import { readBody } from '../accounts/body'
import { type AccountDeps, ok } from '../accounts/context'
import { recordAudit } from '../audit/record'
import { deskRoute } from '../desk/guard'
import { HttpError } from '../http/errors'
import { text } from '../i18n'
import type { Lang } from '../../kernel/constants'
import { type OutboundOptions, OutboundRefused, assertPublicHttpsUrl } from './outbound'
import { newWebhookSecret } from './sign'
import { createEndpoint, deleteEndpoint, listDeliveries, listEndpoints, sendAgain, setEndpointEnabled } from './store'

const idOf = (c: Context) => {
  const raw = c.req.param('id')
  return raw && /^[1-9]\d{0,12}$/.test(raw) ? Number(raw) : null
}
const noSuch = (lang: Lang) => new HttpError(404, text(lang, /*i18n*/ { id: 'Такого вебхука нет' }), undefined, 'not_found')

export function webhookDeskRoutes(outbound: OutboundOptions) {
  return (app: Hono, deps: AccountDeps) => {
    const { db, clock } = deps
    deskRoute(app, webhookEndpoints.list, async (c) => ok(c, await listEndpoints(db)))

    deskRoute(app, webhookEndpoints.create, async (c, who) => {
      const body = await readBody(c, webhookEndpoints.create.body, who.lang)
      try {
        await assertPublicHttpsUrl(body.url, outbound)
      } catch (err) {
        if (!(err instanceof OutboundRefused)) throw err
        const message = text(who.lang, /*i18n*/ { id: 'Нужен публичный адрес https: этот не подходит ({reason})', values: { reason: err.message } })
        throw new HttpError(422, message, { url: [message] }, 'url_refused')
      }
      const secret = newWebhookSecret()
      const endpoint = await db.transaction(async (tx) => {
        const made = await createEndpoint(tx, { url: body.url, events: body.events, secret })
        await recordAudit(tx, { actor: who.actor, origin: who.origin, entity: 'webhook', entityId: made.id, action: 'create', after: { url: made.url, events: made.events } })
        return made
      })
      return ok(c, { endpoint, secret })
    })

    deskRoute(app, webhookEndpoints.setEnabled, async (c, who) => {
      const id = idOf(c)
      const body = await readBody(c, webhookEndpoints.setEnabled.body, who.lang)
      const endpoint = id === null ? null : await db.transaction(async (tx) => {
        const changed = await setEndpointEnabled(tx, id, body.enabled)
        if (changed) await recordAudit(tx, { actor: who.actor, origin: who.origin, entity: 'webhook', entityId: id, action: body.enabled ? 'enable' : 'disable' })
        return changed
      })
      if (!endpoint) throw noSuch(who.lang)
      return ok(c, endpoint)
    })

    deskRoute(app, webhookEndpoints.remove, async (c, who) => {
      const id = idOf(c)
      const gone = id !== null && (await db.transaction(async (tx) => {
        const deleted = await deleteEndpoint(tx, id)
        if (deleted) await recordAudit(tx, { actor: who.actor, origin: who.origin, entity: 'webhook', entityId: id, action: 'delete' })
        return deleted
      }))
      if (!gone) throw noSuch(who.lang)
      return ok(c, { deleted: true })
    })

    deskRoute(app, webhookEndpoints.deliveries, async (c) => ok(c, await listDeliveries(db, idOf(c) ?? 0)))

    deskRoute(app, webhookEndpoints.sendAgain, async (c, who) => {
      const id = idOf(c)
      const delivery = id === null ? null : await sendAgain(db, id, new Date(clock()))
      if (!delivery) throw new HttpError(404, text(who.lang, /*i18n*/ { id: 'Такой доставки нет' }), undefined, 'not_found')
      await recordAudit(db, { actor: who.actor, origin: who.origin, entity: 'webhook_delivery', entityId: id, action: 'send_again' })
      return ok(c, delivery)
    })
  }
}
