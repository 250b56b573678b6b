import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { devToolsOn, isLocalServer, loadConfig } from '../../server/config'
import { type AccountTestServer, createAccountServer, freshEmail } from './helpers/account'

const LOCAL_URL = 'http://127.0.0.1:3000'

describe('the outbox and the demo accounts are opt-in and local (config)', () => {
  it('off unless asked for: a fresh environment has none', () => {
    expect(loadConfig({}).devTools).toBe(false)
    expect(loadConfig({}).devToolsNote).toBeNull()
  })

  it('on when asked for (DEV_TOOLS=1 or --dev-tools, as npm start does) on loopback; DEV_TOOLS=0 wins over the flag', () => {
    expect(loadConfig({ DEV_TOOLS: '1' }).devTools).toBe(true)
    expect(loadConfig({}, ['--dev-tools']).devTools).toBe(true)
    expect(loadConfig({ DEV_TOOLS: '0' }, ['--dev-tools']).devTools).toBe(false)
    expect(loadConfig({ DEV_TOOLS: '1', HOST: '::1', PUBLIC_URL: 'http://[::1]:3000' }).devTools).toBe(true)
    expect(loadConfig({ DEV_TOOLS: '1', HOST: 'localhost', PUBLIC_URL: 'http://localhost:8080' }).devTools).toBe(true)
  })

  it('never off loopback, whatever NODE_ENV says, and the start line says so', () => {
    for (const env of [
      { HOST: '0.0.0.0' },
      { HOST: '::' },
      { HOST: '192.0.2.10' },
      { PUBLIC_URL: 'https://forum.example' },
      { PUBLIC_URL: 'http://127.0.0.1.nip.io:3000' },
      { PUBLIC_URL: 'not a url' },
    ]) {
      for (const NODE_ENV of ['development', 'test', 'production']) {
        const config = loadConfig({ DEV_TOOLS: '1', NODE_ENV, ...env })
        expect(config.devTools, JSON.stringify(env)).toBe(false)
        expect(config.devToolsNote).toMatch(/^Not on loopback \(HOST=.*\): no \/dev\/mail outbox and no demo accounts$/)
        expect(devToolsOn({ ...config, devTools: true })).toBe(false)
      }
    }
  })

  it('never in production, even on loopback', () => {
    const config = loadConfig({ DEV_TOOLS: '1', NODE_ENV: 'production' })
    expect(config.devTools).toBe(false)
    expect(config.devToolsNote).toContain('NODE_ENV=production')
    expect(devToolsOn({ ...config, devTools: true })).toBe(false)
  })

  it('a bad DEV_TOOLS value stops the start', () => {
    expect(() => loadConfig({ DEV_TOOLS: 'maybe' })).toThrow('DEV_TOOLS must be on or off')
  })

  it('loopback is 127.0.0.0/8, ::1 and localhost for both HOST and PUBLIC_URL', () => {
    expect(isLocalServer({ host: '127.0.0.2', publicUrl: 'http://localhost:1' })).toBe(true)
    expect(isLocalServer({ host: '127.0.0.1', publicUrl: 'http://128.0.0.1:1' })).toBe(false)
    expect(isLocalServer({ host: '0.0.0.0', publicUrl: LOCAL_URL })).toBe(false)
  })
})

describe('/dev/mail outbox (no SMTP_URL) on a local development server', () => {
  let server: AccountTestServer
  beforeAll(async () => {
    server = await createAccountServer({ config: { publicUrl: LOCAL_URL, devTools: true } })
  })
  afterAll(() => server?.close())

  it('lists the mail newest first as HTML with clickable links, and as JSON', async () => {
    const email = freshEmail()
    await server.call('register', { body: { email, password: 'horizon-2026', password_confirmation: 'horizon-2026', consent: true } })
    await server.call('restore', { body: { email } })
    await server.app.account.settled()
    const page = await server.request('/dev/mail')
    expect(page.status).toBe(200)
    expect(page.headers.get('Content-Type')).toMatch(/^text\/html/)
    const html = await page.text()
    expect(html).toMatch(new RegExp(`<a href="${LOCAL_URL}/restore/process\\?token=[\\w-]+">`))
    expect(html.indexOf('Восстановление пароля')).toBeLessThan(html.indexOf('Подтвердите email'))
    const json = await server.raw('GET', '/dev/mail.json')
    expect(json.status).toBe(200)
    expect(json.body.data[0]).toMatchObject({ to: email, from: '"Форум «Горизонт»" <noreply@localhost>' }) // the demo's site name, MAIL_FROM's default address
    expect(json.body.data[0].id).toBeGreaterThan(json.body.data[1].id)
  })
})

describe('/dev/mail does not exist (404) without the development tools', () => {
  for (const [name, config] of [
    ['in production', { publicUrl: LOCAL_URL, devTools: true, nodeEnv: 'production' }],
    ['when not asked for', { publicUrl: LOCAL_URL, devTools: false }],
    ['with a public PUBLIC_URL, even when the config says on', { publicUrl: 'https://forum.example', devTools: true }],
    ['listening on every interface, even when the config says on', { publicUrl: LOCAL_URL, host: '0.0.0.0', devTools: true }],
  ] as const) {
    it(name, async () => {
      const other = await createAccountServer({ config })
      try {
        expect((await other.request('/dev/mail')).status).toBe(404)
        expect((await other.request('/dev/mail.json')).status).toBe(404)
      } finally {
        await other.close()
      }
    })
  }
})
