import { accountEndpoints } from '../../kernel/contract/account'
import { consumeOneTime, issueOneTime, retireOneTime } from '../auth/one-time'
import { hashPassword } from '../auth/password'
import { EMAIL_LIMITS, LIMITS } from '../auth/rate-limit'
import { endUserSessions } from '../auth/sessions'
import { siteName } from '../content/site-name'
import { restoreMail } from '../mail/templates'
import { type AccountDeps, normalizeEmail, ok } from './context'
import { accountError, enforce } from './errors'
import { readForm } from './form-request'
import { accountMessage } from './messages'
import type { RouteTable } from './routes'
import { findUserByEmail, setPassword } from './users'

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
    deps.background.run('password recovery mail', async () => {
      const user = await findUserByEmail(db, email)
      if (!user) return
      const token = await issueOneTime(db, 'restore', user.id, now)
      await deps.mailer.send(restoreMail(lang, email, `${config.publicUrl}/restore/process?token=${token}`, await siteName(db, lang)))
    })
    return ok(c, { message: accountMessage(lang, 'instructionsSent') })
  })

  routes.add('POST', accountEndpoints.restoreProcess.path, async (c) => {
    const { lang, body } = await readForm(c, deps, LIMITS.tokenIp, accountEndpoints.restoreProcess.body, { matchPasswords: true })
    const hash = await hashPassword(body.password)
    const now = clock()
    const changed = await db.transaction(async (tx) => {
      const used = await consumeOneTime(tx, 'restore', body.token, now)
      if (!used) return false
      // The link proves the mailbox, so it also confirms an unconfirmed address.
      await setPassword(tx, used.userId, hash, new Date(now))
      await retireOneTime(tx, 'restore', used.userId, now)
      // A pending confirmation link would otherwise set its own, older password.
      await retireOneTime(tx, 'confirm', used.userId, now)
      await endUserSessions(tx, used.userId, now)
      return true
    })
    if (!changed) throw accountError(lang, 400, 'token_invalid', 'restoreInvalid')
    return ok(c, { message: accountMessage(lang, 'passwordChanged') })
  })
}
