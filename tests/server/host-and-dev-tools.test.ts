/**
 * The right host and the right defaults: absolute links name the configured host, never the
 * request's Host header (a cached page would carry it to everyone); the development tools
 * (/dev/mail, the demo logins) answer only requests that really come from this machine; a data
 * directory made by `npm start` and restarted in production keeps no working demo login.
 */
import { type ChildProcessWithoutNullStreams, spawn } from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { type IncomingMessage, type Server, type ServerResponse, createServer, request } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createAdaptorServer } from '@hono/node-server'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEMO_ACCOUNTS, seedDemoAccounts } from '../../server/demo/accounts'
import { ACC, createAccountServer } from './helpers/account'
import { DATABASE_URL, type TestServer, createTestServer } from './helpers/server'
import { ROOT, copyTemplateDataDir } from './helpers/template'

const INDEX = '<!doctype html>\n<html lang="ru">\n<head>\n<meta name="robots" content="index, follow" />\n<title>Форум</title>\n</head><body><div id="root"></div></body></html>'
const BUNDLE = `
export async function prerender({ url, lang }) {
  return { html: '<h1>' + lang + ' ' + url + '</h1>', status: 200, head: { title: 'T', description: 'D', noindex: false } }
}
`

const listen = async (server: Server) => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()))
  return (server.address() as AddressInfo).port
}

describe('absolute links come from the configured host, never the request', () => {
  let server: TestServer
  let dist: string
  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'forum-host-'))
    mkdirSync(join(dist, '_ssr'))
    writeFileSync(join(dist, 'index.html'), INDEX)
    writeFileSync(join(dist, '_ssr', 'entry-server.js'), BUNDLE)
    // No PUBLIC_URL in the environment: the configured address is HOST:PORT.
    server = await createTestServer({ distDir: dist, publicUrl: 'http://127.0.0.1:3000' })
  })
  afterAll(async () => {
    await server?.close()
    rmSync(dist, { recursive: true, force: true })
  })

  it('a request with Host: evil.example, then a plain one: the plain one never carries the foreign host', async () => {
    for (const path of ['/news', '/program', '/', '/speakers']) {
      const evil = await server.request(`http://evil.example${path}`, { headers: { Host: 'evil.example' } })
      expect(evil.status).toBe(200)
      expect(await evil.text()).not.toContain('evil.example')
      const plain = await server.request(`http://127.0.0.1:3000${path}`)
      const html = await plain.text()
      expect(html).not.toContain('evil.example')
      expect(html).toContain(`<link rel="canonical" href="http://127.0.0.1:3000${path === '/' ? '/' : path}`)
    }
    for (const path of ['/sitemap.xml', '/robots.txt']) {
      await server.request(`http://evil.example${path}`)
      const text = await (await server.request(path)).text()
      expect(text).not.toContain('evil.example')
    }
  })

  it('a page asked for under another host is not rendered or kept: the plain shell', async () => {
    const evil = await server.request('http://evil.example/archive')
    expect(evil.headers.get('X-Render')).toBeNull()
    const plain = await server.request('http://127.0.0.1:3000/archive')
    expect(plain.headers.get('X-Render')).toBe('MISS')
  })
})

describe('/dev/mail and the demo logins judge each request', () => {
  let http: Server
  let proxy: Server
  let direct: string
  let viaProxy: string
  let close: () => Promise<void>
  beforeAll(async () => {
    const server = await createAccountServer({ config: { publicUrl: 'http://127.0.0.1:3000', devTools: true } })
    close = server.close
    http = createAdaptorServer({ fetch: server.app.fetch }) as Server
    direct = `http://127.0.0.1:${await listen(http)}`
    // A local reverse proxy, as a tunnel or an nginx in front of `npm start` would be: it connects from loopback.
    proxy = createServer((req: IncomingMessage, res: ServerResponse) => {
      const headers = { ...req.headers, 'x-forwarded-for': req.socket.remoteAddress ?? '' }
      const upstream = request(`${direct}${req.url}`, { method: req.method, headers }, (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers)
        answer.pipe(res)
      })
      req.pipe(upstream)
    })
    viaProxy = `http://127.0.0.1:${await listen(proxy)}`
  })
  afterAll(async () => {
    proxy?.close()
    http?.closeAllConnections()
    http?.close()
    await close?.()
  })

  it('/dev/mail straight from loopback answers; through a local proxy that adds X-Forwarded-For it is a 404', async () => {
    expect((await fetch(`${direct}/dev/mail.json`)).status).toBe(200)
    expect((await fetch(`${viaProxy}/dev/mail.json`)).status).toBe(404)
    expect((await fetch(`${viaProxy}/dev/mail`)).status).toBe(404)
    for (const header of ['Forwarded', 'X-Real-IP', 'Via', 'X-Forwarded-Host']) {
      expect((await fetch(`${direct}/dev/mail.json`, { headers: { [header]: 'for=203.0.113.9' } })).status, header).toBe(404)
    }
  })

  it('a demo login through the proxy is refused like a wrong password; straight from loopback it works', async () => {
    const login = (base: string) =>
      fetch(`${base}${ACC}/auth/login`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-Lang': 'en' },
        body: JSON.stringify({ email: DEMO_ACCOUNTS.visitor.email, password: DEMO_ACCOUNTS.visitor.password }),
      })
    const refused = await login(viaProxy)
    expect(refused.status).toBe(401)
    expect((await refused.json()).message).toBe('Invalid username or password')
    expect((await login(direct)).status).toBe(200)
  })
})

describe('demo accounts do not survive into a server without the development tools', () => {
  it('disabled at a start without dev tools (their sessions ended), enabled again by a start with them', async () => {
    const server = await createAccountServer()
    try {
      const login = () => server.call('login', { body: { email: DEMO_ACCOUNTS.speaker.email, password: DEMO_ACCOUNTS.speaker.password } })
      const before = await login()
      expect(before.status).toBe(200)
      const token = (before.body as { data: { access_token: string } }).data.access_token
      expect(await seedDemoAccounts(server.db, false)).toBe('disabled')
      expect(await seedDemoAccounts(server.db, false)).toBe('off') // already disabled: nothing to say
      expect((await login()).status).toBe(401)
      expect((await server.call('me', { token })).status).toBe(401)
      expect(await seedDemoAccounts(server.db, true)).toBe('kept')
      expect((await login()).status).toBe(200)
    } finally {
      await server.close()
    }
  })

  it.skipIf(DATABASE_URL)('a data directory made by npm start, restarted in production, refuses the demo logins; the start line says so', async () => {
    const dataDir = await copyTemplateDataDir()
    const probe = createServer()
    const port = await listen(probe)
    await new Promise((resolve) => probe.close(resolve))
    const child: ChildProcessWithoutNullStreams = spawn(join(ROOT, 'node_modules/.bin/tsx'), ['server/main.ts'], {
      cwd: ROOT,
      env: { ...process.env, DATABASE_URL: '', DATA_DIR: dataDir, PORT: String(port), NODE_ENV: 'production', PUBLIC_URL: 'https://forum.example', DIST_DIR: join(dataDir, 'no-dist') },
    })
    try {
      let stdout = ''
      await new Promise<void>((resolve, reject) => {
        child.stdout.on('data', (d) => {
          stdout += d
          if (/listening on/.test(stdout)) resolve()
        })
        child.on('exit', (code) => reject(new Error(`exited ${code}: ${stdout}`)))
      })
      expect(stdout).toContain('Disabled the demo accounts (no development tools)')
      const res = await fetch(`http://127.0.0.1:${port}${ACC}/auth/login`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email: DEMO_ACCOUNTS.speaker.email, password: DEMO_ACCOUNTS.speaker.password }),
      })
      expect(res.status).toBe(401)
    } finally {
      const exited = new Promise((resolve) => child.on('exit', resolve))
      child.kill('SIGTERM')
      await exited
      rmSync(dataDir, { recursive: true, force: true })
    }
  }, 60_000)
})
