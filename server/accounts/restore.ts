import { accountEndpoints } from '../../kernel/contract/account'
import { consumeOneTime, issueOneTime, retireOneTime } from '../auth/one-time'
import { hashPassword } from '../auth/password'
import { EMAIL_LIMITS, LIMITS } from '../auth/rate-limit'
import { endUserSessions } from '../auth/sessions'
import { siteName } from '../content/site-name'
import { restoreMail } from '../mail/templates'
import { passwordCheck, passwordMessage } from '../accounts/password-check'
import { renewPersonalLinks } from '../auth/personal-links'
import { passwordProblem } from '../auth/password-policy'
import { logSecurity } from '../auth/security-log'
import { type AccountDeps, langFor, normalizeEmail, ok } from './context'
import { accountError, enforce } from './errors'
import { readForm } from './form-request'
import { accountMessage } from './messages'
import type { RouteTable } from './routes'
import { findCredentials, findUserByEmail, setPassword } from './users'

export function restoreRoutes(routes: RouteTable, deps: AccountDeps) {
  const { db, clock, limiter, config } = deps

  /**
   * The same answer, at the same speed, for known and unknown addresses: the lookup and the mail
   * happen after the response, so neither the body nor the timing tells whether an account exists.
   */
  routes.add('POST', accountEndpoints.restore.path, async (c) => {
    const { lang, ip, body } = await readForm(c, deps, LIMITS.restoreIp, accountEndpoints.restore.body)
    const email = normalizeEmail(body.email)
    enforce(lang, await limiter.hitEmail(EMAIL_LIMITS.restore, email, ip))
    const now = clock()
    logSecurity(deps.log, 'password_reset_requested', { email, ip }, now)
    deps.background.run('password recovery mail', async () => {
      const user = await findUserByEmail(db, email)
      if (!user) return
      const token = await issueOneTime(db, 'restore', user.id, now)
      await deps.mailer.send(restoreMail(lang, email, `${config.publicUrl}/restore/process?token=${token}`, await siteName(db, lang)))
    })
    return ok(c, { message: accountMessage(lang, 'instructionsSent') })
  })

  routes.add('POST', accountEndpoints.restoreProcess.path, async (c) => {
    const { lang, ip, body } = await readForm(c, deps, LIMITS.tokenIp, accountEndpoints.restoreProcess.body, {
      matchPasswords: true,
      extra: passwordCheck(langFor(c)),
    })
    const hash = await hashPassword(body.password)
    const now = clock()
    const changed = await db.transaction(async (tx) => {
      const used = await consumeOneTime(tx, 'restore', body.token, now)
      if (!used) return false
      // Made of the account's own address: refused, and the link stays usable (the transaction rolls back).
      const owner = await findCredentials(tx, used.userId)
      const problem = passwordProblem(body.password, owner?.email)
      if (problem) {
        logSecurity(deps.log, 'password_refused', { user: used.userId, ip, reason: problem }, now)
        throw accountError(lang, 422, 'validation_failed', 'checkFields', { errors: { password: [passwordMessage(lang, problem)] } })
      }
      // The link proves the mailbox, so it also confirms an unconfirmed address.
      await setPassword(tx, used.userId, hash, new Date(now))
      await retireOneTime(tx, 'restore', used.userId, now)
      // A pending confirmation link would otherwise set its own, older password.
      await retireOneTime(tx, 'confirm', used.userId, now)
      const ended = await endUserSessions(tx, used.userId, now)
      // Whoever had the old password may have copied the feed or unsubscribe links: new ones.
      await renewPersonalLinks(tx, used.userId)
      logSecurity(deps.log, 'password_reset', { user: used.userId, ip, count: ended }, now)
      return true
    })
    if (!changed) throw accountError(lang, 400, 'token_invalid', 'restoreInvalid')
    return ok(c, { message: accountMessage(lang, 'passwordChanged') })
  })
}
