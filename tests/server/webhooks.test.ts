/**
 * Webhooks (server/webhooks/, server/events/): an admin registers an endpoint in the desk; each
 * check-in is one signed `checkin.created` delivery from the outbox in the database, retried
 * after the receiver was down, kept with its answer and sent again on request; loopback,
 * private and link-local addresses are refused outside tests.
 */
import { randomUUID } from 'node:crypto'
import { type IncomingHttpHeaders, type Server, createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { array } from 'superstruct'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { EVENT_ID } from '../../kernel/constants'
import { staffEndpoints } from '../../kernel/contract/staff'
import { CreatedWebhook, WebhookDelivery, WebhookEndpoint, webhookEndpoints } from '../../kernel/contract/webhooks'
import { createApp } from '../../server/app'
import { loadConfig } from '../../server/config'
import { silentLog } from '../../server/log'
import { DISABLE_AFTER, RETRY_AFTER_S } from '../../server/webhooks/dispatcher'
import { verifyWebhook } from '../../server/webhooks/sign'
import { type AccountTestServer, createAccountServer, expectData, expectError } from './helpers/account'
import { demoToken } from './helpers/cabinet'
import { auditOf, deskCall } from './helpers/desk'

const EVENT_DAY_2 = Date.UTC(2026, 11, 9, 7, 0, 0)

interface Received { headers: IncomingHttpHeaders; body: string }

/** A receiver on loopback: it records what comes, answers `status`, and can go down and come back on its port. */
class Receiver {
  received: Received[] = []
  status = 200
  port = 0
  private server: Server | null = null
  async up() {
    this.server = createServer((req, res) => {
      let body = ''
      req.on('data', (c: Buffer) => (body += c.toString('utf8')))
      req.on('end', () => {
        this.received.push({ headers: req.headers, body })
        res.writeHead(this.status, { 'Content-Type': 'text/plain' }).end(this.status < 300 ? 'thanks' : 'not now')
      })
    })
    await new Promise<void>((resolve) => this.server!.listen(this.port, '127.0.0.1', resolve))
    this.port = (this.server.address() as AddressInfo).port
  }
  async down() {
    await new Promise<void>((resolve) => this.server!.close(() => resolve()))
    this.server = null
  }
  get url() {
    return `http://127.0.0.1:${this.port}/hooks/forum`
  }
}

let server: AccountTestServer
let admin: string
let staff: string
const receiver = new Receiver()

beforeAll(async () => {
  server = await createAccountServer({ config: { webhooks: { allowLoopback: true } } })
  server.clock.now = EVENT_DAY_2
  await receiver.up()
})
afterAll(async () => {
  await receiver.down().catch(() => undefined)
  await server?.close()
})
beforeEach(async () => {
  server.clock.now = EVENT_DAY_2
  admin = await demoToken(server, 'organizer')
  staff = await demoToken(server, 'staff')
  receiver.received = []
  receiver.status = 200
  await server.db.query('DELETE FROM webhook_endpoints')
  await server.db.query('DELETE FROM checkins')
})

const register = async (url = receiver.url, events = ['checkin.created']) => expectData(await deskCall(server, webhookEndpoints.create, admin, { body: { url, events } }), CreatedWebhook)
async function ticketHolder(): Promise<string> {
  const code = randomUUID().replace(/-/g, '').slice(0, 24)
  const [user] = await server.db.query<{ id: number }>('INSERT INTO users (email, email_verified_at) VALUES ($1, now()) RETURNING id', [`w.${code}@example.org`])
  await server.db.query("INSERT INTO user_event_views (user_id, event_id, member_role, qr_code, days) VALUES ($1, $2, 'visitor', $3, NULL)", [user!.id, EVENT_ID, code])
  return code
}
const checkIn = async (code: string, id = randomUUID()) => {
  const reply = await server.raw('POST', staffEndpoints.doorCheck.path, { token: staff, body: { id, code, door: 'Главный вход' } })
  expect(reply.status, JSON.stringify(reply.body)).toBe(200)
}
const nowS = () => Math.floor(server.clock.now / 1000)

describe('webhooks', () => {
  it('a receiver gets checkin.created once per check-in, signed as documented; the same check-in sent again is not a second event', async () => {
    const { secret, endpoint } = await register()
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/)
    const [a, b] = [await ticketHolder(), await ticketHolder()]
    const again = randomUUID()
    await checkIn(a, again)
    await checkIn(a, again) // the scanner's retry of the same check-in
    await checkIn(b)
    expect(await server.app.webhooks.round()).toBe(2)
    expect(await server.app.webhooks.round()).toBe(0)
    expect(receiver.received).toHaveLength(2)
    for (const r of receiver.received) {
      const headers = r.headers as Record<string, string>
      expect(verifyWebhook(secret, headers, r.body, nowS())).toBe(true)
      const event = JSON.parse(r.body)
      expect(event).toMatchObject({ type: 'checkin.created', data: { door: 'Главный вход', offline: false, day: '2026-12-09' } })
      expect(headers['webhook-id']).toBe(event.id)
    }
    expect(new Set(receiver.received.map((r) => JSON.parse(r.body).id)).size).toBe(2)
    const deliveries = expectData(await deskCall(server, webhookEndpoints.deliveries, admin, { params: { id: endpoint.id } }), array(WebhookDelivery))
    expect(deliveries.map((d) => [d.state, d.last_status, d.last_answer])).toEqual([['delivered', 200, 'thanks'], ['delivered', 200, 'thanks']])
  })

  it('a forged or replayed delivery fails the documented check', async () => {
    const { secret } = await register()
    await checkIn(await ticketHolder())
    await server.app.webhooks.round()
    const [{ headers, body }] = receiver.received as [Received]
    const h = headers as Record<string, string>
    expect(verifyWebhook(secret, h, body.replace('Главный вход', 'Служебный вход'), nowS())).toBe(false)
    expect(verifyWebhook(`whsec_${Buffer.alloc(32, 7).toString('base64')}`, h, body, nowS())).toBe(false)
    expect(verifyWebhook(secret, { ...h, 'webhook-timestamp': String(nowS() - 3600) }, body, nowS())).toBe(false)
    expect(verifyWebhook(secret, h, body, nowS() + 3600), 'an hour later: a replay').toBe(false)
  })

  it('after the receiver was down for a minute it gets the event on the retry; the outbox survives a restart', async () => {
    const { endpoint } = await register()
    await receiver.down()
    await checkIn(await ticketHolder())
    expect(await server.app.webhooks.round()).toBe(1) // refused: the receiver is down
    let [first] = expectData(await deskCall(server, webhookEndpoints.deliveries, admin, { params: { id: endpoint.id } }), array(WebhookDelivery))
    expect(first).toMatchObject({ state: 'retrying', attempts: 1, last_status: null })
    expect(Date.parse(first!.next_attempt_at!)).toBe(server.clock.now + RETRY_AFTER_S[0] * 1000)
    await receiver.up()
    // Another process on the same database (a restart) sends it once its retry is due.
    const other = createApp({ db: server.db, config: server.config, log: silentLog, clock: server.clock.read })
    try {
      expect(await other.webhooks.round()).toBe(0) // not due yet
      server.clock.advance(60_000)
      expect(await other.webhooks.round()).toBe(1)
      expect(await server.app.webhooks.round()).toBe(0) // once across processes
    } finally {
      await other.close()
    }
    expect(receiver.received).toHaveLength(1)
    ;[first] = expectData(await deskCall(server, webhookEndpoints.deliveries, admin, { params: { id: endpoint.id } }), array(WebhookDelivery))
    expect(first).toMatchObject({ state: 'delivered', attempts: 2, last_status: 200 })
  })

  it('"send again" delivers the same event once more; a receiver that keeps failing is turned off and the admins are told', async () => {
    const { endpoint } = await register()
    await checkIn(await ticketHolder())
    await server.app.webhooks.round()
    const [delivered] = expectData(await deskCall(server, webhookEndpoints.deliveries, admin, { params: { id: endpoint.id } }), array(WebhookDelivery))
    expectData(await deskCall(server, webhookEndpoints.sendAgain, admin, { params: { id: delivered!.id } }), WebhookDelivery)
    await server.app.webhooks.round()
    expect(receiver.received.map((r) => JSON.parse(r.body).id)).toEqual([delivered!.event_id, delivered!.event_id])

    receiver.status = 500
    for (let i = 0; i < DISABLE_AFTER; i++) await checkIn(await ticketHolder())
    for (let attempt = 0; attempt <= RETRY_AFTER_S.length; attempt++) {
      await server.app.webhooks.round()
      server.clock.advance((RETRY_AFTER_S[attempt] ?? 0) * 1000)
    }
    admin = await demoToken(server, 'organizer') // a day later: a new login
    const [off] = expectData(await deskCall(server, webhookEndpoints.list, admin), array(WebhookEndpoint))
    expect(off).toMatchObject({ enabled: false, disabled_reason: 'failing', failures: DISABLE_AFTER })
    const failed = expectData(await deskCall(server, webhookEndpoints.deliveries, admin, { params: { id: endpoint.id } }), array(WebhookDelivery)).filter((d) => d.state === 'failed')
    expect(failed).toHaveLength(DISABLE_AFTER)
    expect(failed[0]).toMatchObject({ attempts: RETRY_AFTER_S.length + 1, last_status: 500, last_answer: 'not now' })
    expect((await auditOf(server, 'webhook'))[0]).toMatchObject({ action: 'disable', actor: 'webhooks' })
    const mails = await server.outbox()
    // The admins' language is not known: the notice is in both, Russian first.
    const notice = mails.find((m) => m.subject.startsWith('Вебхук отключён'))
    expect(notice?.subject).toBe('Вебхук отключён: адрес не отвечает / Webhook turned off: the address does not answer')
    expect(notice?.text).toContain(receiver.url)
    expect(notice?.text).toMatch(/Проверьте приёмник.+\n\nDeliveries to .+Check the receiver/)
  })

  it('endpoints at loopback, private or link-local addresses, or over http, are refused without the test setting', async () => {
    expect(() => loadConfig({ WEBHOOKS_ALLOW_LOOPBACK: '1', NODE_ENV: 'production', PUBLIC_URL: 'https://forum.example' })).toThrow(/WEBHOOKS_ALLOW_LOOPBACK/)
    const production = await createAccountServer()
    try {
      const prodAdmin = await demoToken(production, 'organizer')
      for (const url of [receiver.url, 'https://127.0.0.1/x', 'https://10.1.2.3/x', 'https://192.168.0.5/x', 'https://169.254.169.254/latest', 'https://[::1]/x', 'https://[fe80::1]/x', 'https://[::ffff:10.0.0.1]/x', 'http://93.184.215.14/x']) {
        const refused = expectError(await deskCall(production, webhookEndpoints.create, prodAdmin, { body: { url, events: ['checkin.created'] } }), 422, 'url_refused')
        expect(refused.errors?.url?.[0], url).toMatch(/https/)
      }
    } finally {
      await production.close()
    }
  })
})
