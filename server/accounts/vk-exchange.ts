import { createHash, randomBytes, timingSafeEqual } from 'node:crypto'
import type { Context } from 'hono'
import { deleteCookie, setCookie } from 'hono/cookie'
import { cookieName, cookiePath, isHttps, readCookie } from '../http/https'
import { ACCOUNT_API_PREFIX } from '../../kernel/constants'
import { accountEndpoints } from '../../kernel/contract/account'
import { ONE_TIME_TTL_MS, consumeOneTime, issueOneTime } from '../auth/one-time'
import { LIMITS } from '../auth/rate-limit'
import { startSession } from '../auth/sessions'
import { type AccountDeps, ok } from './context'
import { accountError } from './errors'
import { readForm } from './form-request'
import type { RouteTable } from './routes'

const COOKIE = 'vk_exchange'
const COOKIE_PATH = `${ACCOUNT_API_PREFIX}${accountEndpoints.socialExchange.path}`
const digest = (nonce: string) => createHash('sha256').update(nonce).digest('base64url')

/**
 * Binds a social code to the browser that came back from the provider (login CSRF): the callback
 * sets a random nonce in an HttpOnly, SameSite=Lax cookie scoped to the exchange path, and the code
 * remembers only the nonce's hash. A code carried to another browser (a link someone was sent)
 * arrives there without the nonce and is refused.
 */
export async function issueBoundSocialCode(c: Context, deps: AccountDeps, userId: number, now: number): Promise<string> {
  const nonce = randomBytes(32).toString('base64url')
  const code = await issueOneTime(deps.db, 'social', userId, now, { browser: digest(nonce) })
  const https = isHttps(c, deps.config.publicUrl, deps.config.account.trustProxy)
  setCookie(c, cookieName(COOKIE, https), nonce, {
    path: cookiePath(COOKIE_PATH, https),
    httpOnly: true,
    sameSite: 'Lax',
    secure: https,
    maxAge: ONE_TIME_TTL_MS.social / 1000,
  })
  return code
}

const sameString = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b))

/**
 * POST /auth/social/exchange: the one-time code for a token pair, only from the browser it was
 * issued to. The code is used up either way: one that reached the wrong browser stays dead.
 */
export function socialExchangeRoute(routes: RouteTable, deps: AccountDeps) {
  const { config, clock, db } = deps
  routes.add('POST', accountEndpoints.socialExchange.path, async (c) => {
    const { lang, body } = await readForm(c, deps, LIMITS.tokenIp, accountEndpoints.socialExchange.body)
    const nonce = readCookie(c, COOKIE)
    const used = await consumeOneTime(db, 'social', body.code, clock())
    if (!used) throw accountError(lang, 400, 'token_invalid', 'socialInvalid')
    const bound = used.payload.browser
    if (!nonce || typeof bound !== 'string' || !sameString(digest(nonce), bound)) {
      throw accountError(lang, 403, 'other_browser', 'socialOtherBrowser')
    }
    const https = isHttps(c, config.publicUrl, config.account.trustProxy)
    deleteCookie(c, cookieName(COOKIE, https), { path: cookiePath(COOKIE_PATH, https), httpOnly: true, sameSite: 'Lax', secure: https })
    return ok(c, await startSession(deps.sessions, used.userId, c.req.header('User-Agent') ?? null))
  })
}
