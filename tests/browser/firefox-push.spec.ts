import webPush from 'web-push'
import { expect, test } from './fixtures'
import { startAutopush } from './support/autopush'
import { Firefox } from './support/firefox-bidi'
import { type OwnServer, startOwnServer } from './support/own-server'

/**
 * Web Push through a real browser's PushManager: Debian's Firefox ESR, its push client pointed at
 * a local push service that speaks Mozilla's protocol (support/autopush.ts). The cabinet's switch
 * subscribes with the subscription JSON Firefox makes (every standard field, `expirationTime`
 * too), the program moves the person's picked session, and the server's encrypted message reaches
 * Firefox, which decrypts it and whose service worker shows the notification.
 *
 * The server is this journey's own: push on (VAPID keys), its requests allowed to loopback
 * (OUTBOUND_ALLOW_LOOPBACK, tests only) and only to this push service (PUSH_SERVICES), changes sent
 * without the grouping wait (PUSH_GROUP_S=0). It serves the site the journeys' build made.
 */
const VISITOR = { email: 'visitor@horizon-forum.example', password: 'visitor2026' }
const SESSION_ID = 6
const ready = `document.documentElement.hasAttribute('data-ready')`

test.describe('Firefox ESR, Web Push', () => {
  test.setTimeout(180_000)
  let firefox: Firefox | undefined
  let server: OwnServer | undefined
  let push: Awaited<ReturnType<typeof startAutopush>> | undefined

  test.afterAll(async () => {
    await firefox?.close()
    await server?.stop()
    await push?.close()
  })

  test('push: the cabinet subscribes through Firefox\'s PushManager, and a moved picked session shows as a notification', async () => {
    push = await startAutopush()
    const vapid = webPush.generateVAPIDKeys()
    server = await startOwnServer('push', {
      DEV_TOOLS: '1',
      RATE_LIMIT: '0',
      VAPID_PUBLIC_KEY: vapid.publicKey,
      VAPID_PRIVATE_KEY: vapid.privateKey,
      VAPID_SUBJECT: 'mailto:journeys@forum.test',
      PUSH_GROUP_S: '0',
      PUSH_SERVICES: '127.0.0.1',
      OUTBOUND_ALLOW_LOOPBACK: '1',
    })
    const { base } = server

    // The person and their pick (setup through the API; the push is what this journey proves).
    const login = (await (await fetch(`${base}/api/acc/auth/login`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(VISITOR) })).json()) as { data: { access_token: string; expires_in: number } }
    const token = login.data.access_token
    const picked = await fetch(`${base}/api/acc/api/user/meeting/add-to-favorite`, { method: 'POST', headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` }, body: JSON.stringify({ ids: [SESSION_ID] }) })
    expect(picked.status).toBe(200)

    firefox = await Firefox.launch({
      prefs: {
        'dom.push.serverURL': push.webSocketUrl,
        'dom.push.testing.allowInsecureServerURL': true,
        'dom.push.connection.enabled': true,
        'dom.push.enabled': true,
        // No permission prompt in a headless browser: notifications are allowed, as a person would.
        'permissions.default.desktop-notification': 1,
        // Headless, the desktop's notification service is absent: Firefox's own shows (and keeps) them.
        'alerts.useSystemBackend': false,
      },
    })
    await firefox.goto(`${base}/`)
    await firefox.waitFor(ready)
    await firefox.evaluate(
      `(() => { localStorage.setItem('jwt_expires_at', '${Date.now() + login.data.expires_in * 1000}'); localStorage.setItem('email', '${VISITOR.email}'); localStorage.setItem('jwt_token', '${token}'); return true })()`,
    )
    await firefox.goto(`${base}/cabinet`)
    await firefox.waitFor(ready)
    await firefox.waitFor(`navigator.serviceWorker.getRegistration().then((r) => Boolean(r?.active))`, 60_000)
    const button = `[...document.querySelectorAll('.push-opt-in button')].find((b) => b.textContent.replace(/\\u00ad/g, '').includes('Включить уведомления об изменениях'))`
    await firefox.waitFor(`Boolean(${button})`, 30_000)
    await firefox.evaluate(`(${button}).click()`)
    await firefox.waitFor(`document.querySelector('.push-opt-in [role=status]')?.textContent.replace(/\\u00ad/g, '').includes('Уведомления об изменениях включены')`, 30_000)

    // The subscription Firefox made has every standard field, and the server took it.
    const fields = await firefox.evaluate<string[]>(`navigator.serviceWorker.ready.then((r) => r.pushManager.getSubscription()).then((s) => Object.keys(s.toJSON()).sort())`)
    expect(fields).toEqual(['endpoint', 'expirationTime', 'keys'])
    expect(push.channels.size).toBe(1)

    // The program moves the picked session: the server's message, encrypted, reaches Firefox.
    const changed = await fetch(`${base}/dev/program/change`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ move: [{ id: SESSION_ID, minutes: 30 }] }) })
    expect(changed.status).toBe(200)
    await expect.poll(() => push!.receipts.length, { timeout: 60_000 }).toBe(1)
    expect(push.failures).toEqual([])
    expect(push.receipts[0]!.encoding).toBe('aes128gcm')
    // Firefox acknowledges it with 100: decrypted with its own keys and handed to the worker.
    await expect.poll(() => push!.acks.map((a) => a.code), { timeout: 30_000 }).toEqual([100])

    // Firefox decrypted it, and the site's worker shows it.
    let shown: Array<{ title: string; body: string }> = []
    await expect
      .poll(async () => {
        shown = await firefox!.evaluate<Array<{ title: string; body: string }>>(`navigator.serviceWorker.ready.then((r) => r.getNotifications()).then((all) => all.map((n) => ({ title: n.title, body: n.body })))`)
        return shown.length
      }, { timeout: 30_000 })
      .toBe(1)
    expect(shown[0]!.title).toBe('Изменение в вашей программе')
    expect(shown[0]!.body).toMatch(/^«.+» теперь \d{1,2} [а-я.]+, \d\d:\d\d/)
  })
})
