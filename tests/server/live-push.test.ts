/**
 * Web Push of program changes, against a local push service that checks the VAPID signature and
 * decrypts the payload (helpers/push-service.ts): one notification per person for a batch of
 * changes, naming the sessions and the new time in the subscription's language; a subscription
 * the service reports gone is deleted.
 */
import webPush from 'web-push'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { clockTime } from '../../kernel/venue-time'
import { publishProgramChange } from '../../server/demo/program-change'
import { type AccountTestServer, createAccountServer } from './helpers/account'
import { newPerson } from './helpers/cabinet'
import { startPushService } from './helpers/push-service'

const vapid = webPush.generateVAPIDKeys()
let server: AccountTestServer
let push: Awaited<ReturnType<typeof startPushService>>

beforeAll(async () => {
  push = await startPushService()
  server = await createAccountServer({
    config: { push: { publicKey: vapid.publicKey, privateKey: vapid.privateKey, subject: 'mailto:tech@forum.test' }, pushGroupMs: 0, outbound: { allowLoopback: true } },
  })
}, 60_000)
afterAll(async () => {
  await server?.app.close()
  await server?.close()
  await push?.close()
})

const subscribe = (token: string, body: unknown, lang: 'ru' | 'en' = 'ru') =>
  server.request('/api/live/push/subscription', {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json', 'X-Lang': lang },
    body: JSON.stringify(body),
  })

describe('Web Push of program changes', () => {
  it('the server names its VAPID public key; subscribing needs a login and a well-formed subscription', async () => {
    const key = await server.getJson('/api/live/push/key')
    expect(key.body.data.public_key).toBe(vapid.publicKey)
    const sub = push.subscribe('anonymous')
    expect((await server.request('/api/live/push/subscription', { method: 'POST', body: JSON.stringify(sub) })).status).toBe(401)
    const token = await newPerson(server)
    const bad = await subscribe(token, { endpoint: 'x' }, 'en')
    expect(bad.status).toBe(400)
    expect((await bad.json()).message).toMatch(/subscription/)
  })

  it('changes to a person’s picks within the window make one notification naming each session and its new time; a gone subscription is deleted', async () => {
    const token = await newPerson(server)
    expect((await server.call('addFavorites', { token, body: { ids: [6, 7] } })).status).toBe(200)
    const phone = push.subscribe('phone')
    expect((await subscribe(token, { endpoint: phone.endpoint, expirationTime: null, keys: phone.keys }, 'en')).status).toBe(201)
    // Another person whose browser has since dropped its subscription.
    const other = await newPerson(server)
    expect((await server.call('addFavorites', { token: other, body: { ids: [6] } })).status).toBe(200)
    const old = push.subscribe('old', { gone: true })
    expect((await subscribe(other, { endpoint: old.endpoint, expirationTime: null, keys: old.keys })).status).toBe(201)
    // Someone whose picks the change does not touch gets nothing.
    const bystander = await newPerson(server)
    expect((await server.call('addFavorites', { token: bystander, body: { ids: [30] } })).status).toBe(200)
    const tablet = push.subscribe('tablet')
    expect((await subscribe(bystander, { endpoint: tablet.endpoint, expirationTime: null, keys: tablet.keys })).status).toBe(201)

    // Two versions close together: session 6 moves by 30 minutes, then session 7 is cancelled.
    await publishProgramChange(server.db, [{ id: 6, minutes: 30 }], [])
    await publishProgramChange(server.db, [], [7])
    const sent = await server.app.push!.round()
    expect(push.failures).toEqual([])
    expect(sent).toBe(1)
    expect(push.deliveries.map((d) => d.id)).toEqual(['phone'])
    const [delivery] = push.deliveries
    expect(delivery!.vapidKey).toBe(vapid.publicKey)
    expect(delivery!.claims.aud).toBe(push.origin)
    const payload = JSON.parse(delivery!.payload) as { title: string; body: string; url: string }
    const [moved, cancelled] = await server.db.query<{ start_at: Date; title: string; tz: string }>(
      `SELECT m.start_at, m.translations->'en'->>'title' AS title, e.timezone AS tz FROM meetings m JOIN events e ON e.id = m.event_id WHERE m.id IN (6, 7) ORDER BY m.id`,
    )
    expect(payload.title).toBe('2 changes in your program')
    expect(payload.body).toContain(`"${moved!.title}" is now`)
    expect(payload.body).toContain(clockTime(moved!.start_at, moved!.tz))
    expect(payload.body).toContain(`"${cancelled!.title}" is cancelled`)
    expect(payload.url).toMatch(/\/cabinet\?lang=en$/)
    // The gone subscription was deleted; nothing is sent twice.
    expect(await server.db.query('SELECT 1 FROM push_subscriptions WHERE endpoint = $1', [old.endpoint])).toEqual([])
    expect(await server.app.push!.round()).toBe(0)
  })

  it('one change opens that session when tapped, in Russian for a Russian subscription', async () => {
    const token = await newPerson(server)
    expect((await server.call('addFavorites', { token, body: { ids: [8] } })).status).toBe(200)
    const phone = push.subscribe('ru-phone')
    expect((await subscribe(token, { endpoint: phone.endpoint, expirationTime: null, keys: phone.keys }, 'ru')).status).toBe(201)
    await publishProgramChange(server.db, [{ id: 8, minutes: -15 }], [])
    await server.app.push!.round()
    const delivery = push.deliveries.find((d) => d.id === 'ru-phone')!
    const payload = JSON.parse(delivery.payload) as { title: string; body: string; url: string }
    expect(payload.title).toBe('Изменение в вашей программе')
    expect(payload.body).toMatch(/^«.+» теперь \d+ [а-я.]+, \d\d:\d\d/)
    expect(payload.url).toMatch(/\/program\/meeting\/8$/)
  })
})
