import { createHash } from 'node:crypto'
import { decodeJwt } from 'jose'
import { OAuth2Server } from 'oauth2-mock-server'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { User } from '../../kernel/contract/account'
import { DEMO_ACCOUNTS } from '../../server/demo/accounts'
import { ACC, type AccountTestServer, PUBLIC_URL, createAccountServer, expectData, expectError, expectResponse, freshEmail } from './helpers/account'

/** A local OAuth 2.0 server plays VK ID: real HTTP, real PKCE checks. */
let provider: OAuth2Server
let server: AccountTestServer
/** What the provider's user info endpoint says about the person who logs in next. */
let person: Record<string, unknown> = {}

beforeAll(async () => {
  provider = new OAuth2Server()
  await provider.issuer.keys.generate('RS256')
  await provider.start(0, '127.0.0.1')
  provider.service.on('beforeUserinfo', (response: { body: unknown }) => {
    response.body = person
  })
  const base = provider.issuer.url!
  server = await createAccountServer({
    account: {
      vk: {
        clientId: 'forum-client',
        clientSecret: 'forum-secret',
        authorizeUrl: `${base}/authorize`,
        tokenUrl: `${base}/token`,
        userinfoUrl: `${base}/userinfo`,
        userinfoMethod: 'GET',
        scope: 'email',
      },
    },
  })
})
afterAll(async () => {
  await server?.close()
  await provider?.stop()
})

interface Started {
  authorize: URL
  cookie: string
}

async function start(returnTo = '/program'): Promise<Started> {
  const res = await server.request(`${ACC}/auth/vk/start?return=${encodeURIComponent(returnTo)}`)
  expect(res.status).toBe(302)
  const setCookie = res.headers.get('Set-Cookie') ?? ''
  expect(setCookie).toMatch(/^vk_login=[^;]+; Max-Age=600; Path=\/api\/acc\/auth\/vk; HttpOnly; SameSite=Lax/)
  return { authorize: new URL(res.headers.get('Location')!), cookie: setCookie.split(';')[0]! }
}

/** The browser at the provider: it approves at once and sends the browser back to our callback. */
async function atProvider(authorize: URL): Promise<URL> {
  const res = await fetch(authorize, { redirect: 'manual' })
  expect(res.status).toBe(302)
  return new URL(res.headers.get('Location')!)
}

/** The exchange cookie each landing came with: what the browser that came back holds. */
const browserOf = new WeakMap<URL, string>()

async function callback(back: URL, cookie: string | null): Promise<URL> {
  expect(`${back.origin}${back.pathname}`).toBe(`${PUBLIC_URL}${ACC}/auth/vk/callback`)
  const res = await server.request(`${back.pathname}${back.search}`, { headers: cookie ? { Cookie: cookie } : {} })
  expect(res.status).toBe(302)
  const [flowCookie, exchangeCookie] = res.headers.getSetCookie()
  expect(flowCookie).toMatch(/^vk_login=; Max-Age=0/)
  const landing = new URL(res.headers.get('Location')!)
  if (landing.searchParams.has('social_code')) {
    expect(exchangeCookie).toMatch(/^vk_exchange=[\w-]{43}; Max-Age=300; Path=\/api\/acc\/auth\/social\/exchange; HttpOnly; SameSite=Lax$/)
    browserOf.set(landing, exchangeCookie!.split(';')[0]!)
  } else expect(exchangeCookie).toBeUndefined()
  return landing
}

/** The site's exchange, from the browser that came back (its cookie) unless told otherwise. */
function exchange(landing: URL, cookie = browserOf.get(landing) ?? null, lang: 'ru' | 'en' = 'ru') {
  const code = landing.searchParams.get('social_code')
  if (!code) throw new Error(`no social_code in ${landing}`)
  return server.call('socialExchange', { body: { code }, lang, headers: cookie ? { Cookie: cookie } : {} })
}

/** start → provider → callback → /authorization?social_code → exchange → token. */
async function vkLogin(returnTo = '/program'): Promise<{ token: string; landing: URL }> {
  const { authorize, cookie } = await start(returnTo)
  const landing = await callback(await atProvider(authorize), cookie)
  const pair = expectResponse(await exchange(landing), 'socialExchange')
  return { token: pair.access_token, landing }
}

const meOf = async (token: string) => expectData(await server.call('me', { token }), User)

describe('§1 social login with VK ID (OAuth 2.0 code flow with PKCE S256 and state)', () => {
  it('GET /auth/providers says vk: true when VK_CLIENT_ID and VK_CLIENT_SECRET are set', async () => {
    expect(expectResponse(await server.call('providers'), 'providers')).toEqual({ vk: true })
  })

  it('§1: start → provider → callback → social_code → exchange → /me shows vk_user_id', async () => {
    person = { sub: 'vk-100500' }
    const { authorize, cookie } = await start('/program/grid?day=2')
    expect(`${authorize.origin}${authorize.pathname}`).toBe(`${provider.issuer.url}/authorize`)
    const q = Object.fromEntries(authorize.searchParams)
    expect(q).toMatchObject({
      response_type: 'code',
      client_id: 'forum-client',
      redirect_uri: `${PUBLIC_URL}/api/acc/auth/vk/callback`,
      code_challenge_method: 'S256',
      scope: 'email',
    })
    // The verifier stays server-side (in the signed HttpOnly cookie); the provider sees its S256 hash.
    const flow = decodeJwt(decodeURIComponent(cookie.slice('vk_login='.length)))
    expect(q.code_challenge).toBe(createHash('sha256').update(flow.verifier as string).digest('base64url'))
    expect(q.state).toBe(flow.state)

    const landing = await callback(await atProvider(authorize), cookie)
    expect(`${landing.origin}${landing.pathname}`).toBe(`${PUBLIC_URL}/authorization`)
    expect(landing.searchParams.get('return')).toBe('/program/grid?day=2')
    const pair = expectResponse(await exchange(landing), 'socialExchange')
    const me = await meOf(pair.access_token)
    expect(me).toMatchObject({ vk_user_id: 'vk-100500', email: '', email_verified_at: null, profile: null })

    // The code works once.
    expectError(await exchange(landing), 400, 'token_invalid')
    // The same VK person next time: the same account.
    expect((await meOf((await vkLogin()).token)).id).toBe(me.id)
  })

  it('§1: a wrong state is refused: redirect to /authorization?social_error=1, no account', async () => {
    person = { sub: 'vk-wrong-state' }
    const { authorize, cookie } = await start()
    const back = await atProvider(authorize)
    back.searchParams.set('state', 'x'.repeat(43))
    const landing = await callback(back, cookie)
    expect(landing.toString()).toBe(`${PUBLIC_URL}/authorization?social_error=1`)
    const [row] = await server.db.query('SELECT 1 FROM users WHERE vk_user_id = $1', ['vk-wrong-state'])
    expect(row).toBeUndefined()
  })

  it('§1: a callback without the flow cookie (another browser) or with a provider error is refused', async () => {
    person = { sub: 'vk-no-cookie' }
    const { authorize, cookie } = await start()
    const back = await atProvider(authorize)
    expect((await callback(back, null)).searchParams.get('social_error')).toBe('1')
    const denied = new URL(back)
    denied.searchParams.delete('code')
    denied.searchParams.set('error', 'access_denied')
    expect((await callback(denied, cookie)).searchParams.get('social_error')).toBe('1')
    // A flow cookie older than 10 minutes is refused too.
    const late = await start()
    const lateBack = await atProvider(late.authorize)
    server.clock.advance(600_000)
    expect((await callback(lateBack, late.cookie)).searchParams.get('social_error')).toBe('1')
  })

  it('§1: a verified email links to the existing account; an unverified one makes a new account without the address', async () => {
    person = { sub: 'vk-visitor', email: DEMO_ACCOUNTS.visitor.email.toUpperCase(), email_verified: true }
    const linked = await meOf((await vkLogin()).token)
    expect(linked).toMatchObject({ email: DEMO_ACCOUNTS.visitor.email, vk_user_id: 'vk-visitor' })
    expect(linked.profile?.firstname).toBe('Анна')

    person = { sub: 'vk-impostor', email: DEMO_ACCOUNTS.speaker.email, email_verified: false }
    const separate = await meOf((await vkLogin()).token)
    expect(separate).toMatchObject({ email: '', vk_user_id: 'vk-impostor', profile: null })

    const email = freshEmail('vk-new')
    person = { user: { user_id: 777, email, email_verified: true } } // VK ID's own shape
    expect(await meOf((await vkLogin()).token)).toMatchObject({ email, vk_user_id: '777', email_verified_at: expect.any(String) })
  })

  it('§1: the return path must be a path of this site; the social code expires after 5 min', async () => {
    person = { sub: 'vk-return' }
    for (const evil of ['//evil.example/x', 'https://evil.example', '/\\evil.example', 'cabinet']) {
      const { authorize, cookie } = await start(evil)
      const landing = await callback(await atProvider(authorize), cookie)
      expect(landing.searchParams.get('return')).toBe('/cabinet')
    }
    const { authorize, cookie } = await start()
    const landing = await callback(await atProvider(authorize), cookie)
    server.clock.advance(5 * 60_000)
    expectError(await exchange(landing), 400, 'token_invalid')
  })

  it('§1: a social code exchanged from another browser (no or another exchange cookie) is refused, and stays used', async () => {
    person = { sub: 'vk-planted' }
    const planted = await vkLogin() // the attacker's own account, logged in once already
    const attacker = await start()
    const attackerLanding = await callback(await atProvider(attacker.authorize), attacker.cookie)
    // The attacker sends the link to someone whose browser never came back from VK ID.
    const refused = await exchange(attackerLanding, null)
    expectError(refused, 403, 'other_browser')
    expect(refused.body.message).toBe('Этот вход через VK ID начат в другом браузере. Если вы входили сами, начните вход заново в этом браузере.')
    expect(refused.res.headers.get('Set-Cookie')).toBeNull()
    // The code is used up by the refusal: the attacker cannot try again with it.
    expectError(await exchange(attackerLanding), 400, 'token_invalid')

    // A browser holding another flow's cookie is refused too (en).
    const victim = await start()
    const victimLanding = await callback(await atProvider(victim.authorize), victim.cookie)
    const other = await start()
    const otherLanding = await callback(await atProvider(other.authorize), other.cookie)
    const crossed = await exchange(otherLanding, browserOf.get(victimLanding)!, 'en')
    expectError(crossed, 403, 'other_browser')
    expect(crossed.body.message).toBe('This VK ID login was started in another browser. If it was you, start logging in again in this browser.')

    // With its own cookie the code is accepted, and the cookie is cleared.
    const accepted = await exchange(victimLanding)
    expect((await meOf(expectResponse(accepted, 'socialExchange').access_token)).id).toBe((await meOf(planted.token)).id)
    expect(accepted.res.headers.get('Set-Cookie')).toMatch(/^vk_exchange=; Max-Age=0; Path=\/api\/acc\/auth\/social\/exchange/)
  })

  it('without VK settings the start redirects to social_error and providers says vk: false', async () => {
    const plain = await createAccountServer()
    try {
      expect(expectResponse(await plain.call('providers'), 'providers')).toEqual({ vk: false })
      const res = await plain.request(`${ACC}/auth/vk/start`)
      expect(res.headers.get('Location')).toBe(`${PUBLIC_URL}/authorization?social_error=1`)
    } finally {
      await plain.close()
    }
  })
})
