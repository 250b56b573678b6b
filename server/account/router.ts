import { Hono } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { ACCOUNT_API_PREFIX } from '../../kernel/constants'
import { AuthCache } from '../auth/auth-cache'
import { RateLimiter } from '../auth/rate-limit'
import { HttpError } from '../http/errors'
import type { ServerConfig } from '../config'
import type { Db } from '../db/types'
import type { Log } from '../log'
import { Background } from '../mail/background'
import { type Mailer, outboxMailer, smtpMailer } from '../mail/mailer'
import { MailQueue } from '../mail/queue'
import { namedMailer } from '../mail/sender'
import { ReminderScheduler } from '../reminders/scheduler'
import { reminderRoutes } from '../reminders/settings'
import type { Clock } from '../time'
import { type AccountDeps, langFor, requesterOf } from './context'
import { calendarFeedRoutes } from './calendar-feed'
import { accountError } from './errors'
import { accountMessage } from './messages'
import { eventRegistrationRoutes } from './event-registration'
import { favoriteRoutes } from './favorites'
import { loginRoutes } from './login'
import { meetingRoutes } from './meetings'
import { participationRoutes } from './participation'
import { profileRoutes } from './profile'
import { registerRoutes } from './register'
import { restoreRoutes } from './restore'
import { RouteTable } from './routes'
import { speakerMediaRoutes } from './speaker-media'
import { streamRoutes } from './streams'
import { userRoutes } from './user'
import { securityRoutes } from '../accounts/security-routes'
import { USERPIC_PATH, userpicRoutes } from './userpic'
import { vkRoutes } from './vk'

export interface AccountApiOptions {
  db: Db
  config: ServerConfig
  clock: Clock
  log: Log
  jwtKey: Uint8Array
}

/** JSON bodies of these calls are at most a few kilobytes (a profile with a 500-character bio). */
const MAX_BODY_BYTES = 16 * 1024

/** How often a running server looks for queued mail that no process holds (main.ts starts it). */
const MAIL_QUEUE_EVERY_MS = 2000

export interface AccountApi {
  app: Hono
  /** Mail and other work done after a response; tests await it instead of sleeping. */
  settled: () => Promise<void>
  /** Issue 14.4: the reminders loop (tests call its runOnce() on their clock). */
  reminders: ReminderScheduler
  /** Periodic work of a running server: taking over queued mail, reminders. */
  start: () => void
  /** Stops the periodic work and waits for the work already under way. */
  close: () => Promise<void>
}

/** The account API (§7), mounted at ACCOUNT_API_PREFIX. */
export function accountApi({ db, config, clock, log, jwtKey }: AccountApiOptions): AccountApi {
  const a = config.account
  // With SMTP the mail goes through the queue in the database (mail/queue.ts), shared by every process.
  const queue = a.smtpUrl ? new MailQueue(db, smtpMailer(a.smtpUrl, a.mailFrom), a.mailFrom, log, { claimS: config.mailClaimS }) : null
  const mailer: Mailer = namedMailer(queue ?? outboxMailer(db, a.mailFrom), db, a.mailFrom)
  const background = new Background(log)
  const authCache = new AuthCache(db, log)
  const reminders = new ReminderScheduler({ db, clock, log, publicUrl: config.publicUrl, mailFrom: a.mailFrom, queue })
  const deps: AccountDeps = {
    db,
    config,
    clock,
    log,
    jwtKey,
    sessions: { db, key: jwtKey, clock, config: a, log, cache: authCache },
    limiter: new RateLimiter(db, clock, a.rateLimit),
    mailer,
    background,
  }

  const app = new Hono()
  // Read-your-writes on this process (other processes see a change through the feed within a
  // second): after a write, the writer's cached entries, or without a known writer everyone's
  // (login, logout, confirmation, restore…), wait for a read of the feed that started after it.
  app.use('*', async (c, next) => {
    try {
      await next()
    } finally {
      if (c.req.method !== 'GET' && c.req.method !== 'HEAD') {
        const userId = requesterOf(c)
        if (userId === undefined) authCache.mustRead()
        else authCache.mustReadFor(userId)
      }
    }
  })
  const jsonLimit = bodyLimit({
    maxSize: MAX_BODY_BYTES,
    onError: (c) => {
      throw accountError(langFor(c), 413, 'validation_failed', 'tooLarge')
    },
  })
  // The userpic upload counts its own bytes while they arrive (userpic.ts).
  const upload = `${ACCOUNT_API_PREFIX}${USERPIC_PATH}`
  app.use('*', (c, next) => (c.req.path === upload ? next() : jsonLimit(c, next)))
  const routes = new RouteTable(app)
  registerRoutes(routes, deps)
  loginRoutes(routes, deps)
  restoreRoutes(routes, deps)
  userRoutes(routes, deps)
  vkRoutes(routes, deps)
  // The cabinet: everything below is the token's own person's.
  profileRoutes(routes, deps)
  userpicRoutes(routes, deps)
  eventRegistrationRoutes(routes, deps)
  meetingRoutes(routes, deps)
  participationRoutes(routes, deps)
  favoriteRoutes(routes, deps)
  speakerMediaRoutes(routes, deps)
  streamRoutes(routes, deps)
  calendarFeedRoutes(routes, deps)
  reminderRoutes(routes, deps)
  securityRoutes(routes, deps)

  app.all('*', (c) => {
    const lang = langFor(c)
    const path = c.req.path.slice(ACCOUNT_API_PREFIX.length)
    const allowed = routes.allowed(path)
    if (allowed) {
      const message = accountMessage(lang, 'methodNotAllowed', { method: c.req.method, path: c.req.path, allowed: allowed.join(', ') })
      throw new HttpError(405, message, undefined, undefined, { Allow: allowed.join(', ') })
    }
    throw accountError(lang, 404, 'not_found', 'noSuchEndpoint', { vars: { path: c.req.path } })
  })
  return {
    app,
    settled: () => background.settled(),
    reminders,
    start: () => {
      queue?.start(MAIL_QUEUE_EVERY_MS)
      reminders.start()
    },
    close: async () => {
      authCache.stop()
      await reminders.stop()
      await queue?.stop()
      await background.settled()
    },
  }
}
