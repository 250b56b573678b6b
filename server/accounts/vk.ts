import { createHash, randomBytes, timingSafeEqual } from 'node:crypto'
import type { Context } from 'hono'
import { deleteCookie, setCookie } from 'hono/cookie'
import { cookieName, cookiePath, isHttps, readCookie } from '../http/https'
import { SignJWT, jwtVerify } from 'jose'
import { ACCOUNT_API_PREFIX } from '../../kernel/constants'
import { accountEndpoints } from '../../kernel/contract/account'
import { TOKEN_ISSUER } from '../auth/jwt'
import { logText } from '../log'
import { type AccountDeps, ok } from './context'
import type { RouteTable } from './routes'
import { exchangeCode, fetchIdentity } from './vk-client'
import { issueBoundSocialCode, socialExchangeRoute } from './vk-exchange'
import { linkVkUser } from './vk-link'

const COOKIE = 'vk_login'
const COOKIE_PATH = `${ACCOUNT_API_PREFIX}/auth/vk`
const FLOW_AUDIENCE = 'horizon-forum/vk-login'
const FLOW_TTL_S = 600
const DEFAULT_RETURN = '/cabinet'

interface Flow {
  state: string
  verifier: string
  ret: string
}

/** Only a path of this site: anything else (//evil.example, https://…, \\…) is an open redirect. */
export function safeReturnPath(value: string | undefined): string {
  const hasControl = [...(value ?? '')].some((ch) => ch.charCodeAt(0) < 0x20 || ch.charCodeAt(0) === 0x7f)
  if (!value || value.length > 512 || !value.startsWith('/') || value.includes('\\') || hasControl) return DEFAULT_RETURN
  try {
    return new URL(value, 'http://site.invalid').origin === 'http://site.invalid' && !value.startsWith('//') ? value : DEFAULT_RETURN
  } catch {
    return DEFAULT_RETURN
  }
}

const random = () => randomBytes(32).toString('base64url')
const s256 = (verifier: string) => createHash('sha256').update(verifier).digest('base64url')
const sameString = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b))

/**
 * VK ID login: OAuth 2.0 authorization code with PKCE (S256) and state. The state and verifier
 * live in a signed, HttpOnly, SameSite=Lax cookie scoped to these paths for 10 minutes: it binds
 * the callback to the browser that started the flow (no login CSRF) and needs no table. The
 * callback never hands tokens to the URL: it redirects with a one-time code (60 s), bound to this
 * browser by a second cookie (vk-exchange.ts), that the site exchanges for a token pair when the
 * person clicks to finish.
 */
export function vkRoutes(routes: RouteTable, deps: AccountDeps) {
  const { config, clock, jwtKey, db, log } = deps
  const vk = config.account.vk
  const redirectUri = `${config.publicUrl}${COOKIE_PATH}/callback`
  const httpsOf = (c: Context) => isHttps(c, config.publicUrl, config.account.trustProxy)
  const toSite = (c: Context, query: Record<string, string>) =>
    c.redirect(`${config.publicUrl}/authorization?${new URLSearchParams(query)}`, 302)
  const failed = (c: Context) => toSite(c, { social_error: '1' })

  routes.add('GET', accountEndpoints.providers.path, (c) => ok(c, { vk: vk !== null }))

  routes.add('GET', '/auth/vk/start', async (c) => {
    c.header('Cache-Control', 'no-store')
    if (!vk) return failed(c)
    const flow: Flow = { state: random(), verifier: random(), ret: safeReturnPath(c.req.query('return')) }
    const now = Math.floor(clock() / 1000)
    const sealed = await new SignJWT({ ...flow })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setIssuer(TOKEN_ISSUER)
      .setAudience(FLOW_AUDIENCE)
      .setIssuedAt(now)
      .setExpirationTime(now + FLOW_TTL_S)
      .sign(jwtKey)
    const https = httpsOf(c)
    setCookie(c, cookieName(COOKIE, https), sealed, { path: cookiePath(COOKIE_PATH, https), httpOnly: true, sameSite: 'Lax', secure: https, maxAge: FLOW_TTL_S })
    const url = new URL(vk.authorizeUrl)
    url.search = new URLSearchParams({
      response_type: 'code',
      client_id: vk.clientId,
      redirect_uri: redirectUri,
      state: flow.state,
      code_challenge: s256(flow.verifier),
      code_challenge_method: 'S256',
      scope: vk.scope,
    }).toString()
    return c.redirect(url.toString(), 302)
  })

  async function openFlow(sealed: string | undefined): Promise<Flow | null> {
    if (!sealed) return null
    try {
      const { payload } = await jwtVerify(sealed, jwtKey, {
        algorithms: ['HS256'],
        issuer: TOKEN_ISSUER,
        audience: FLOW_AUDIENCE,
        currentDate: new Date(clock()),
      })
      const { state, verifier, ret } = payload
      return typeof state === 'string' && typeof verifier === 'string' && typeof ret === 'string' ? { state, verifier, ret } : null
    } catch {
      return null
    }
  }

  routes.add('GET', '/auth/vk/callback', async (c) => {
    c.header('Cache-Control', 'no-store')
    const flow = await openFlow(readCookie(c, COOKIE))
    const https = httpsOf(c)
    deleteCookie(c, cookieName(COOKIE, https), { path: cookiePath(COOKIE_PATH, https), httpOnly: true, sameSite: 'Lax', secure: https })
    const { code, state, device_id: deviceId, error } = c.req.query()
    if (!vk || !flow || !code || !state || error || !sameString(state, flow.state)) {
      log.info(`VK login refused: ${!flow ? 'no or expired flow cookie' : error ? `provider error "${logText(error, 100)}"` : 'state or code missing or wrong'}`)
      return failed(c)
    }
    try {
      const token = await exchangeCode(vk, { code, verifier: flow.verifier, redirectUri, state, deviceId })
      const identity = await fetchIdentity(vk, token.accessToken, token.userId)
      const now = clock()
      const userId = await linkVkUser(db, identity, now)
      const socialCode = await issueBoundSocialCode(c, deps, userId, now)
      return toSite(c, { social_code: socialCode, return: flow.ret })
    } catch (err) {
      log.error('VK login failed:', err)
      return failed(c)
    }
  })

  socialExchangeRoute(routes, deps)
}
