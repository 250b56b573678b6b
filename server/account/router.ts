import { Hono } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { ACCOUNT_API_PREFIX } from '../../src/config/constants'
import { RateLimiter } from '../auth/rate-limit'
import { HttpError } from '../http/errors'
import type { ServerConfig } from '../config'
import type { Db } from '../db/types'
import type { Log } from '../log'
import { Background } from '../mail/background'
import { type Mailer, outboxMailer, smtpMailer } from '../mail/mailer'
import type { Clock } from '../time'
import { type AccountDeps, langFor } from './context'
import { accountError } from './errors'
import { am } from './messages'
import { loginRoutes } from './login'
import { registerRoutes } from './register'
import { restoreRoutes } from './restore'
import { RouteTable } from './routes'
import { userRoutes } from './user'
import { vkRoutes } from './vk'

export interface AccountApiOptions {
  db: Db
  config: ServerConfig
  clock: Clock
  log: Log
  jwtKey: Uint8Array
}

/** JSON bodies of these calls are a few hundred bytes. */
const MAX_BODY_BYTES = 16 * 1024

/** The account API (§7), mounted at ACCOUNT_API_PREFIX. */
export function accountApi({ db, config, clock, log, jwtKey }: AccountApiOptions): { app: Hono; settled: () => Promise<void> } {
  const a = config.account
  const mailer: Mailer = a.smtpUrl ? smtpMailer(a.smtpUrl, a.mailFrom) : outboxMailer(db, a.mailFrom)
  const background = new Background(log)
  const deps: AccountDeps = {
    db,
    config,
    clock,
    log,
    jwtKey,
    sessions: { db, key: jwtKey, clock, config: a },
    limiter: new RateLimiter(clock, a.rateLimit),
    mailer,
    background,
  }

  const app = new Hono()
  app.use(
    '*',
    bodyLimit({
      maxSize: MAX_BODY_BYTES,
      onError: (c) => {
        throw accountError(langFor(c), 413, 'validation_failed', 'tooLarge')
      },
    }),
  )
  const routes = new RouteTable(app)
  registerRoutes(routes, deps)
  loginRoutes(routes, deps)
  restoreRoutes(routes, deps)
  userRoutes(routes, deps)
  vkRoutes(routes, deps)

  app.all('*', (c) => {
    const lang = langFor(c)
    const path = c.req.path.slice(ACCOUNT_API_PREFIX.length)
    const allowed = routes.allowed(path)
    if (allowed) {
      const message = am(lang, 'methodNotAllowed', { method: c.req.method, path: c.req.path, allowed: allowed.join(', ') })
      throw new HttpError(405, message, undefined, undefined, { Allow: allowed.join(', ') })
    }
    throw accountError(lang, 404, 'not_found', 'noSuchEndpoint', { vars: { path: c.req.path } })
  })
  return { app, settled: () => background.settled() }
}
