/**
 * Transport: HTTPS is judged from PUBLIC_URL or, behind a trusted proxy (TRUST_PROXY), from
 * X-Forwarded-Proto; over HTTPS every answer carries HSTS with includeSubDomains and the VK
 * login's cookies carry the __Host- prefix (Secure, Path=/, no Domain).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ACC, type AccountTestServer, createAccountServer } from './helpers/account'

const VK = {
  clientId: 'forum-client',
  clientSecret: 'forum-secret',
  authorizeUrl: 'https://id.vk.example/authorize',
  tokenUrl: 'https://id.vk.example/token',
  userinfoUrl: 'https://id.vk.example/userinfo',
  userinfoMethod: 'GET' as const,
  scope: 'email',
}

const servers: AccountTestServer[] = []
let httpsSite: AccountTestServer
let behindProxy: AccountTestServer
let plain: AccountTestServer
beforeAll(async () => {
  httpsSite = await createAccountServer({ config: { publicUrl: 'https://forum.example' }, account: { vk: VK } })
  behindProxy = await createAccountServer({ config: { publicUrl: 'http://forum.example' }, account: { vk: VK, trustProxy: 1 } })
  plain = await createAccountServer({ config: { publicUrl: 'http://forum.example' }, account: { vk: VK } })
  servers.push(httpsSite, behindProxy, plain)
})
afterAll(async () => {
  for (const s of servers) await s.close()
})

const HSTS = 'max-age=31536000; includeSubDomains'

describe('HTTPS: HSTS with subdomains, __Host- cookies', () => {
  it('an https PUBLIC_URL: HSTS includes subdomains on pages, APIs and errors', async () => {
    for (const path of ['/api/health', '/acms/api/v1.0/news/35', '/api/nothing-here', '/']) {
      expect((await httpsSite.request(path)).headers.get('Strict-Transport-Security'), path).toBe(HSTS)
    }
  })

  it('behind a trusted proxy, X-Forwarded-Proto: https counts; http or no header does not', async () => {
    expect((await behindProxy.request('/api/health', { headers: { 'X-Forwarded-Proto': 'https' } })).headers.get('Strict-Transport-Security')).toBe(HSTS)
    expect((await behindProxy.request('/api/health', { headers: { 'X-Forwarded-Proto': 'http' } })).headers.get('Strict-Transport-Security')).toBeNull()
    expect((await behindProxy.request('/api/health')).headers.get('Strict-Transport-Security')).toBeNull()
  })

  it('without a trusted proxy, anyone’s X-Forwarded-Proto is ignored', async () => {
    expect((await plain.request('/api/health', { headers: { 'X-Forwarded-Proto': 'https' } })).headers.get('Strict-Transport-Security')).toBeNull()
  })

  it('the VK login cookie: __Host-vk_login, Secure, Path=/ over https; vk_login on a plain http server', async () => {
    const secure = (await httpsSite.request(`${ACC}/auth/vk/start`)).headers.get('Set-Cookie') ?? ''
    expect(secure).toMatch(/^__Host-vk_login=[^;]+; Max-Age=600; Path=\/; HttpOnly; Secure; SameSite=Lax$/)
    expect(secure).not.toMatch(/Domain=/i)
    const proxied = (await behindProxy.request(`${ACC}/auth/vk/start`, { headers: { 'X-Forwarded-Proto': 'https' } })).headers.get('Set-Cookie') ?? ''
    expect(proxied).toMatch(/^__Host-vk_login=/)
    const http = (await plain.request(`${ACC}/auth/vk/start`)).headers.get('Set-Cookie') ?? ''
    expect(http).toMatch(/^vk_login=[^;]+; Max-Age=600; Path=\/api\/acc\/auth\/vk; HttpOnly; SameSite=Lax$/)
  })

  it('the callback reads and clears the __Host- cookie', async () => {
    const cookie = ((await httpsSite.request(`${ACC}/auth/vk/start`)).headers.get('Set-Cookie') ?? '').split(';')[0]!
    const res = await httpsSite.request(`${ACC}/auth/vk/callback?code=x&state=wrong`, { headers: { Cookie: cookie } })
    expect(res.status).toBe(302)
    expect(res.headers.get('Set-Cookie')).toMatch(/^__Host-vk_login=; Max-Age=0; Path=\/; HttpOnly; Secure; SameSite=Lax$/)
  })
})
