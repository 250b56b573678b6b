import { accountEndpoints } from '../../kernel/contract/account'
import { burnPasswordCheck, verifyPassword } from '../auth/password'
import { EMAIL_LIMITS, LIMITS } from '../auth/rate-limit'
import { logSecurity } from '../auth/security-log'
import { endSession, refreshSession, startSession } from '../auth/sessions'
import { isDemoEmail } from '../auth/demo-emails'
import { isDirectLoopback } from '../http/local-request'
import { type AccountDeps, clientIp, invalidToken, langFor, normalizeEmail, ok, requireToken } from './context'
import { accountError, enforce } from './errors'
import { readForm } from './form-request'
import { accountMessage } from './messages'
import type { RouteTable } from './routes'
import { findUserByEmail } from './users'

export function loginRoutes(routes: RouteTable, deps: AccountDeps) {
  const { db, limiter, config, sessions } = deps

  routes.add('POST', accountEndpoints.login.path, async (c) => {
    const { lang, ip, body } = await readForm(c, deps, LIMITS.loginIp, accountEndpoints.login.body)
    const email = normalizeEmail(body.email)
    enforce(lang, await limiter.hitEmail(EMAIL_LIMITS.login, email, ip))
    const user = await findUserByEmail(db, email)
    const invalid = (reason: string) => {
      logSecurity(deps.log, 'login_failed', { user: user?.id, email, ip, reason }, deps.clock())
      return accountError(lang, 401, 'invalid_credentials', 'invalidCredentials')
    }
    // The demo accounts' passwords are published: they log in only for a request that really comes
    // from this machine (not through a proxy or tunnel); a server started without the development
    // tools has disabled them anyway (server/demo/accounts.ts disableDemoAccounts).
    if (isDemoEmail(email) && !isDirectLoopback(c)) {
      await burnPasswordCheck(body.password)
      logSecurity(deps.log, 'demo_login_refused', { user: user?.id, ip }, deps.clock())
      throw accountError(lang, 401, 'invalid_credentials', 'invalidCredentials')
    }
    if (!user?.password_hash) {
      await burnPasswordCheck(body.password)
      throw invalid('unknown_email')
    }
    if (!(await verifyPassword(body.password, user.password_hash))) throw invalid('bad_password')
    // Only the right password learns that the address still waits for confirmation.
    if (!user.verified) {
      logSecurity(deps.log, 'login_refused', { user: user.id, ip, reason: 'not_confirmed' }, deps.clock())
      throw accountError(lang, 403, 'email_not_confirmed', 'emailNotConfirmed')
    }
    const pair = await startSession(sessions, user.id, c.req.header('User-Agent') ?? null)
    logSecurity(deps.log, 'login_succeeded', { user: user.id, ip }, deps.clock())
    return ok(c, pair)
  })

  routes.add('POST', accountEndpoints.refresh.path, async (c) => {
    const lang = langFor(c)
    enforce(lang, await limiter.hit(LIMITS.refreshIp, clientIp(c, config.account.trustProxy)))
    const pair = await refreshSession(sessions, requireToken(c))
    // §4: too early is refused like an invalid token (the client refreshes only inside the window).
    if (pair === 'early') throw accountError(lang, 401, 'token_invalid', 'refreshTooEarly')
    if (!pair) throw invalidToken(c)
    return ok(c, pair)
  })

  routes.add('POST', accountEndpoints.logout.path, async (c) => {
    if (!(await endSession(sessions, requireToken(c)))) throw invalidToken(c)
    return ok(c, { message: accountMessage(langFor(c), 'loggedOut') })
  })
}
