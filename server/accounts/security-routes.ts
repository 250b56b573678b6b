import type { Context } from 'hono'
import { accountEndpoints } from '../../kernel/contract/account'
import type { SessionInfo } from '../../kernel/contract/account-security'
import { hashPassword, verifyPassword } from '../auth/password'
import { passwordProblem } from '../auth/password-policy'
import { renewPersonalLinks } from '../auth/personal-links'
import { EMAIL_LIMITS, LIMITS } from '../auth/rate-limit'
import { logSecurity } from '../auth/security-log'
import { endUserSession, endUserSessions, listUserSessions } from '../auth/sessions'
import { readBody } from './body'
import { type AccountDeps, clientIp, langFor, ok, requireUser } from './context'
import { accountError, enforce } from './errors'
import { accountMessage, fieldMessage } from './messages'
import type { RouteTable } from './routes'
import { passwordCheck, passwordMessage } from './password-check'
import { findCredentials, replacePassword } from './users'

/**
 * The cabinet's account security: a new password given the current one (the person's other
 * sessions end, the calendar feed and unsubscribe links are renewed; the session that asked
 * stays), and the list of the person's live sessions with "end this one" and "end all others".
 */
export function securityRoutes(routes: RouteTable, deps: AccountDeps) {
  const { db, clock, sessions, log } = deps

  async function list(userId: number, current: string): Promise<{ sessions: SessionInfo[] }> {
    const rows = await listUserSessions(sessions, userId)
    return {
      sessions: rows.map((s) => ({
        id: s.id,
        device: s.device,
        started_at: new Date(s.started_ms).toISOString(),
        last_used_at: new Date(s.last_used_ms).toISOString(),
        current: s.id === current,
      })),
    }
  }

  const ipOf = (c: Context) => clientIp(c, deps.config.account.trustProxy)

  routes.add('POST', accountEndpoints.changePassword.path, async (c) => {
    const lang = langFor(c)
    const who = await requireUser(deps, c)
    const ip = ipOf(c)
    // A wrong current password is a guess at it: counted as a login attempt is.
    enforce(lang, await deps.limiter.hit(LIMITS.loginIp, ip))
    const user = await findCredentials(db, who.userId)
    // And per account, as login counts it: one stolen token cannot guess the password either.
    enforce(lang, await deps.limiter.hitEmail(EMAIL_LIMITS.login, user?.email ?? `user:${who.userId}`, ip))
    const body = await readBody(c, accountEndpoints.changePassword.body, lang, { matchPasswords: true, extra: passwordCheck(lang, user?.email) })
    if (!user?.password_hash || !(await verifyPassword(body.current_password, user.password_hash))) {
      logSecurity(log, 'password_refused', { user: who.userId, ip, reason: 'wrong_current' }, clock())
      throw accountError(lang, 422, 'validation_failed', 'checkFields', { errors: { current_password: [fieldMessage(lang, 'currentPassword')] } })
    }
    const problem = passwordProblem(body.password, user.email)
    if (problem) throw accountError(lang, 422, 'validation_failed', 'checkFields', { errors: { password: [passwordMessage(lang, problem)] } })
    const hash = await hashPassword(body.password)
    const now = clock()
    const ended = await db.transaction(async (tx) => {
      await replacePassword(tx, who.userId, hash)
      const count = await endUserSessions(tx, who.userId, now, who.sessionId)
      await renewPersonalLinks(tx, who.userId)
      return count
    })
    logSecurity(log, 'password_changed', { user: who.userId, ip, count: ended }, now)
    return ok(c, { message: accountMessage(lang, 'passwordChanged') })
  })

  routes.add('GET', accountEndpoints.sessions.path, async (c) => {
    const who = await requireUser(deps, c)
    return ok(c, await list(who.userId, who.sessionId))
  })

  routes.add('POST', accountEndpoints.endSession.path, async (c) => {
    const lang = langFor(c)
    const who = await requireUser(deps, c)
    const body = await readBody(c, accountEndpoints.endSession.body, lang)
    if (!(await endUserSession(sessions, who.userId, body.id))) throw accountError(lang, 404, 'not_found', 'sessionNotFound')
    logSecurity(log, 'sessions_ended', { user: who.userId, ip: ipOf(c), count: 1 }, clock())
    return ok(c, await list(who.userId, who.sessionId))
  })

  routes.add('POST', accountEndpoints.endOtherSessions.path, async (c) => {
    const who = await requireUser(deps, c)
    const ended = await endUserSessions(db, who.userId, clock(), who.sessionId)
    logSecurity(log, 'sessions_ended', { user: who.userId, ip: ipOf(c), count: ended, reason: 'all_others' }, clock())
    return ok(c, await list(who.userId, who.sessionId))
  })
}
