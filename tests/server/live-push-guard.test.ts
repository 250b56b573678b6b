/**
 * Push under abuse (docs/security.md, "Requests the server sends"): a subscription names an
 * address our server will POST to, so only a push service's public https address is taken; a
 * subscription is its maker's; a person holds a bounded number; dead endpoints neither delay the
 * others nor stay.
 */
import { type Server, createServer } from 'node:http'
import webPush from 'web-push'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { publishProgramChange } from '../../server/demo/program-change'
import { outboundRequest } from '../../server/http/outbound'
import { PUSH_SUBSCRIPTIONS_MAX } from '../../server/live/push-subscriptions'
import { type AccountTestServer, createAccountServer } from './helpers/account'
import { newPerson } from './helpers/cabinet'
import { startPushService } from './helpers/push-service'

const vapid = webPush.generateVAPIDKeys()
const pushConfig = { publicKey: vapid.publicKey, privateKey: vapid.privateKey, subject: 'mailto:tech@forum.test' }
let strict: AccountTestServer
let local: AccountTestServer
let push: Awaited<ReturnType<typeof startPushService>>
/** Endpoints that take the request and never answer. */
let dead: Server
let deadOrigin = ''
const held: Array<() => void> = []

beforeAll(async () => {
  push = await startPushService()
  dead = createServer((_req, res) => void held.push(() => res.destroy()))
  await new Promise<void>((resolve) => dead.listen(0, '127.0.0.1', resolve))
  deadOrigin = `http://127.0.0.1:${(dead.address() as { port: number }).port}`
  // As in production: no loopback, the browsers' push services only.
  strict = await createAccountServer({ config: { push: pushConfig, pushGroupMs: 0 } })
  // The tests' own setting: the local push service on loopback is let in.
  local = await createAccountServer({ config: { push: pushConfig, pushGroupMs: 0, outbound: { allowLoopback: true } } })
}, 180_000)
afterAll(async () => {
  for (const s of [strict, local]) {
    await s?.app.close()
    await s?.close()
  }
  for (const release of held) release()
  await new Promise<void>((resolve) => (dead ? dead.close(() => resolve()) : resolve()))
  await push?.close()
})

const keys = () => push.subscribe(`k${Math.random().toString(36).slice(2)}`).keys
const subscribe = (server: AccountTestServer, token: string, endpoint: string, extra: Record<string, unknown> = {}) =>
  server.request('/api/live/push/subscription', {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json', 'X-Lang': 'en' },
    body: JSON.stringify({ endpoint, expirationTime: null, keys: keys(), ...extra }),
  })

describe('push subscriptions name only a push service’s public https address', () => {
  it('loopback, private, link-local, IPv6 loopback, a name that resolves to 127.0.0.1 and plain http are all refused', async () => {
    const token = await newPerson(strict)
    for (const endpoint of [
      'http://127.0.0.1:9/push/x',
      'https://127.0.0.1/push/x',
      'https://10.0.0.1:6379/',
      'https://192.168.1.1/',
      'http://169.254.169.254/latest/meta-data/',
      'https://169.254.169.254/latest/meta-data/',
      'https://[::1]:8080/',
      'https://[::ffff:127.0.0.1]/',
      'https://[fd00::1]/',
      'https://localhost:5432/',
      'http://fcm.googleapis.com/fcm/send/x',
      'https://user:pass@fcm.googleapis.com/fcm/send/x',
      'https://example.com/fcm/send/x', // public, but no push service (PUSH_SERVICES)
    ]) {
      const res = await subscribe(strict, token, endpoint)
      expect(res.status, endpoint).toBe(400)
      expect((await res.json()).message, endpoint).toMatch(/push service/)
    }
    expect(await strict.db.query('SELECT 1 FROM push_subscriptions')).toEqual([])
  })

  it('a redirecting endpoint is not followed', async () => {
    let followed = 0
    const target = createServer((_q, r) => void (followed++, r.end('ok')))
    await new Promise<void>((resolve) => target.listen(0, '127.0.0.1', resolve))
    const port = (target.address() as { port: number }).port
    const redirecting = createServer((_q, r) => r.writeHead(307, { Location: `http://127.0.0.1:${port}/` }).end())
    await new Promise<void>((resolve) => redirecting.listen(0, '127.0.0.1', resolve))
    const url = `http://127.0.0.1:${(redirecting.address() as { port: number }).port}/push/x`
    const res = await outboundRequest(url, { method: 'POST', timeoutMs: 5000, maxBytes: 1024 }, { allowLoopback: true })
    expect(res.status).toBe(307)
    expect(followed).toBe(0)
    await new Promise<void>((resolve) => redirecting.close(() => resolve()))
    await new Promise<void>((resolve) => target.close(() => resolve()))
  })

  it('the browser’s expirationTime is kept: a time already past is refused, and a subscription past it gets nothing', async () => {
    const token = await newPerson(local)
    const past = await subscribe(local, token, push.subscribe('expired-now').endpoint, { expirationTime: Date.now() - 1000 })
    expect(past.status).toBe(400)
    const soon = push.subscribe('expires')
    expect((await subscribe(local, token, soon.endpoint, { expirationTime: Date.now() + 60_000, keys: soon.keys })).status).toBe(201)
    const [row] = await local.db.query<{ expires_at: Date }>('SELECT expires_at FROM push_subscriptions WHERE endpoint = $1', [soon.endpoint])
    expect(row?.expires_at).toBeInstanceOf(Date)
    await local.db.query(`UPDATE push_subscriptions SET expires_at = now() - interval '1 second' WHERE endpoint = $1`, [soon.endpoint])
    expect((await local.call('addFavorites', { token, body: { ids: [9] } })).status).toBe(200)
    await publishProgramChange(local.db, [{ id: 9, minutes: 20 }], [])
    await local.app.push!.round()
    expect(push.deliveries.some((d) => d.id === 'expires')).toBe(false)
    expect(await local.db.query('SELECT 1 FROM push_subscriptions WHERE endpoint = $1', [soon.endpoint])).toEqual([])
  })
})

describe('a subscription is its maker’s, and a person holds a bounded number', () => {
  it('posting another person’s endpoint is refused and leaves it theirs', async () => {
    const owner = await newPerson(local)
    const thief = await newPerson(local)
    const phone = push.subscribe('owned')
    expect((await subscribe(local, owner, phone.endpoint, { keys: phone.keys })).status).toBe(201)
    const res = await subscribe(local, thief, phone.endpoint)
    expect(res.status).toBe(409)
    const rows = await local.db.query<{ p256dh: string }>('SELECT p256dh FROM push_subscriptions WHERE endpoint = $1', [phone.endpoint])
    expect(rows).toEqual([{ p256dh: phone.keys.p256dh }])
  })

  it(`a person holds at most ${PUSH_SUBSCRIPTIONS_MAX} subscriptions: a new one replaces their oldest`, async () => {
    const token = await newPerson(local)
    const endpoints: string[] = []
    for (let i = 0; i <= PUSH_SUBSCRIPTIONS_MAX; i++) {
      const e = push.subscribe(`many-${i}-${Date.now()}`).endpoint
      endpoints.push(e)
      expect((await subscribe(local, token, e)).status).toBe(201)
    }
    const kept = await local.db.query<{ endpoint: string }>('SELECT endpoint FROM push_subscriptions WHERE endpoint = ANY($1) ORDER BY id', [endpoints])
    expect(kept.map((r) => r.endpoint)).toEqual(endpoints.slice(1))
  })
})

describe('dead endpoints cannot slow the others', () => {
  it('a victim’s push is delivered while ten endpoints on the same session never answer, and the dead ones are dropped after three rounds', async () => {
    const attacker = await newPerson(local)
    const victim = await newPerson(local)
    for (const token of [attacker, victim]) expect((await local.call('addFavorites', { token, body: { ids: [11] } })).status).toBe(200)
    for (let i = 0; i < 10; i++) expect((await subscribe(local, attacker, `${deadOrigin}/push/dead-${i}`)).status).toBe(201)
    const phone = push.subscribe('victim')
    expect((await subscribe(local, victim, phone.endpoint, { keys: phone.keys })).status).toBe(201)
    await publishProgramChange(local.db, [{ id: 11, minutes: 10 }], [])
    const round = local.app.push!.round()
    // Delivered before the round ends, that is before any dead endpoint's timeout: the sends run side by side.
    let roundOver = false
    void round.then(() => (roundOver = true))
    while (!push.deliveries.some((d) => d.id === 'victim')) await new Promise((r) => setTimeout(r, 20))
    expect(roundOver).toBe(false)
    await round
    expect(held.length).toBeGreaterThanOrEqual(10)
    // Three rounds in a row without an answer: the dead endpoints are gone.
    for (let i = 0; i < 2; i++) {
      await publishProgramChange(local.db, [{ id: 11, minutes: 10 }], [])
      await local.app.push!.round()
    }
    const left = await local.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM push_subscriptions WHERE endpoint LIKE $1`, [`${deadOrigin}%`])
    expect(left[0]?.n).toBe(0)
  }, 60_000)
})
