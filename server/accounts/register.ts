import { accountEndpoints } from '../../kernel/contract/account'
import { type OneTimeKind, consumeOneTime, issueOneTime, retireOneTime } from '../auth/one-time'
import { hashPassword } from '../auth/password'
import { EMAIL_LIMITS, LIMITS } from '../auth/rate-limit'
import { siteName } from '../content/site-name'
import { confirmMail } from '../mail/templates'
import { passwordCheck } from '../accounts/password-check'
import { type AccountDeps, langFor, normalizeEmail, ok } from './context'
import { accountError, enforce } from './errors'
import { readForm } from './form-request'
import { accountMessage } from './messages'
import type { RouteTable } from './routes'
import { confirmEmail, findUserByEmail, registerUser } from './users'

const CONFIRM: OneTimeKind = 'confirm'

/**
 * Registration creates an unconfirmed user and mails a single-use link. Registering again with an
 * unconfirmed email mails a new link (that is how a lost mail is re-sent). The password that
 * counts is the one registered together with the link that gets used: a stranger registering
 * someone else's address first cannot choose the password that person later confirms.
 */
export function registerRoutes(routes: RouteTable, deps: AccountDeps) {
  const { db, clock, limiter, config } = deps

  routes.add('POST', accountEndpoints.register.path, async (c) => {
    const { lang, ip, body } = await readForm(c, deps, LIMITS.registerIp, accountEndpoints.register.body, {
      matchPasswords: true,
      extra: passwordCheck(langFor(c)),
    })
    const email = normalizeEmail(body.email)
    enforce(lang, await limiter.hitEmail(EMAIL_LIMITS.register, email, ip))
    if ((await findUserByEmail(db, email))?.verified) throw accountError(lang, 409, 'email_taken', 'emailTaken')

    const hash = await hashPassword(body.password)
    const now = clock()
    // The newest registration's password answers the "not confirmed yet" login check.
    const userId = await registerUser(db, email, hash)
    if (userId === null) throw accountError(lang, 409, 'email_taken', 'emailTaken') // confirmed meanwhile
    const token = await issueOneTime(db, CONFIRM, userId, now, { password_hash: hash })
    const link = `${config.publicUrl}/login?confirm=${token}`
    deps.background.run('confirmation mail', async () => deps.mailer.send(confirmMail(lang, email, link, await siteName(db, lang))))
    return ok(c, { message: accountMessage(lang, 'registered', { email }) })
  })

  routes.add('POST', accountEndpoints.confirm.path, async (c) => {
    const { lang, body } = await readForm(c, deps, LIMITS.tokenIp, accountEndpoints.confirm.body)
    const now = clock()
    const confirmed = await db.transaction(async (tx) => {
      const used = await consumeOneTime(tx, CONFIRM, body.token, now)
      if (!used) return false
      const hash = typeof used.payload.password_hash === 'string' ? used.payload.password_hash : null
      await confirmEmail(tx, used.userId, new Date(now), hash)
      // The other links would set their own passwords: once confirmed, they are void.
      await retireOneTime(tx, CONFIRM, used.userId, now)
      return true
    })
    if (!confirmed) throw accountError(lang, 400, 'token_invalid', 'confirmInvalid')
    return ok(c, { message: accountMessage(lang, 'confirmed') })
  })
}
