import { Hono } from 'hono'
import { errorHandler } from './app-errors'
import { liveParts } from './app-live'
import { ACCOUNT_API_PREFIX, CONTENT_API_PREFIX, type Lang } from '../kernel/constants'
import type { AccountDeps } from './accounts/context'
import { accountApi } from './accounts/router'
import { AuthCache } from './auth/auth-cache'
import { ephemeralJwtKey } from './auth/key'
import { RateLimiter } from './auth/rate-limit'
import { calendarFeedRoutes } from './calendar/feed-routes'
import { CALENDAR_PATH, calendarRoutes } from './calendar/routes'
import { type ServerConfig, devToolsOn } from './config'
import { ContentCache } from './content/cache'
import { type ContentLoader, contentApi } from './content/router'
import { loadChanges } from './program/changes-api'
import { changesFeedRoutes } from './program/changes-feed-routes'
import { programImportRoutes } from './program/import-route'
import { ProgramPuller, pullStatus } from './program/pull'
import { quietWhileDown } from './db/outage'
import type { Db } from './db/types'
import { demoFileRoutes } from './demo/file-routes'
import { devMailRoutes } from './demo/mail-routes'
import { appBodyReader } from './app-bodies'
import { HttpError, errorBody } from './http/errors'
import { organizerBearer } from './http/organizer'
import { securityHeaders } from './http/headers'
import { apiVersions } from './http/api-version'
import { isHttps } from './http/https'
import { isDirectLoopback } from './http/local-request'
import { readLang, requestLang, t } from './http/messages'
import { type Log, consoleLog } from './log'
import { Background } from './mail/background'
import { type Mail, type Mailer, outboxMailer, smtpMailer } from './mail/mailer'
import { MailQueue } from './mail/queue'
import { namedMailer, senderIn } from './mail/sender'
import { siteName } from './content/site-name'
import { bearerToken, clientIp, requireUser } from './accounts/context'
import type { ChangeMailer } from './live/change-mail'
import type { LiveHub } from './live/hub'
import type { PushSender } from './live/push'
import { LIVE_PREFIX } from './live/routes'
import { HALL_LINK_PREFIX, QUESTIONS_PREFIX } from '../kernel/contract/questions'
import { hallLinkRoutes } from './questions/hall-link'
import { questionRoutes } from './questions/routes'
import { programChangeRoutes } from './demo/program-change'
import { rehearsalTicketRoutes } from './demo/rehearsal-tickets'
import { seatSettingRoutes } from './demo/seat-settings'
import { userpicFilesDir, userpicRoutes } from './media/userpics'
import { WriteHealth, healthRoute, liveRoute } from './pages/health'
import { openApiRoutes } from './openapi/routes'
import { pagePrerenderer } from './pages/prerender'
import { withSiteUrl } from './pages/seo/head'
import { seoRoutes } from './pages/seo/sitemap'
import { staticSite } from './pages/static'
import { streamPageRoutes } from './pages/streams'
import { webManifestRoutes } from './pages/web-manifest'
import { programPdfRoutes } from './program/pdf-routes'
import { SCHEDULE_PATH, scheduleRoutes } from './program/schedule-routes'
import { ReminderScheduler, UNSUBSCRIBE_PATH } from './reminders/scheduler'
import { reminderRoutes } from './reminders/settings'
import { staffRoutes } from './staff/routes'
import { cliHandoverRoutes } from './desk/cli-handover'
import { deskApi } from './desk/router'
import { importRoutes } from './desk/import-routes'
import { startNewsSchedule } from './desk/news-schedule'
import { ORGANIZER_MAIL_OFF_PATH } from '../kernel/contract/desk-messages'
import { organizerMailRoutes } from './desk-mail/routes'
import { organizerMailOffPage } from './desk-mail/unsubscribe-page'
import { deskParts } from './desk-parts'
import type { DeskMailSender } from './desk-mail/sender'
import { tokenAuthority } from './tokens/authority'
import { tokenDeskRoutes } from './tokens/desk-routes'
import { WebhookDispatcher } from './webhooks/dispatcher'
import { webhookDeskRoutes } from './webhooks/desk-routes'
import { seatDeskRoutes } from './desk/seats-routes'
import { staffRoles } from './staff/store'
import { hallSeatRoutes } from './staff/hall-seats'
import { SeatOffers } from './seats/offers'
import { seatCountRoutes } from './seats/public'
import { unsubscribePage } from './reminders/unsubscribe-page'
import { type Clock, systemClock } from './time'

/** How often a running server looks for queued mail that no process holds (start() starts it). */
const MAIL_QUEUE_EVERY_MS = 2000
/** How often a running server sends the push batches and change mails that are due (after their grouping window). */
const PUSH_ROUND_MS = 5000
/** How often a running server passes expired seat offers on and tells new ones (a freed seat reaches the next person within seconds). */
const SEATS_ROUND_MS = 2000

export interface AppDeps {
  db: Db
  config: ServerConfig
  log?: Log
  /** Tests move time to the edges of token windows. */
  clock?: Clock
  /** The HS256 key (worker.ts loads JWT_SECRET or the key kept in the database, auth/key.ts); absent: JWT_SECRET or a key for this process only. */
  jwtKey?: Uint8Array
  /** PGlite's running server takes `npm run staff` with this key (server/desk/cli-handover.ts); absent: no such route. */
  cliKey?: string | null
}

export type ForumApp = Hono & {
  contentCache: ContentCache
  /** Mail and other work done after a response; tests await it instead of sleeping. */
  account: { settled(): Promise<void>; reminders: ReminderScheduler }
  /** The pull from PROGRAM_URL; null when none is set. */
  programPuller: ProgramPuller | null
  /** The live channel of this process (its open streams, the program versions it hears of). */
  live: LiveHub
  /** Web Push of program changes to the people they touch (null without VAPID keys); tests call its round(). */
  push: PushSender | null
  /** One mail per batch of program changes to the people they touch; tests call its round(). */
  changeMail: ChangeMailer
  deskMail: DeskMailSender
  /** The webhooks' outbox sender; tests call its round(). */
  webhooks: WebhookDispatcher
  /** The seats' round: offers passed on at their time, unclaimed seats released, offers told (tests call round()). */
  seats: SeatOffers
  /** Starts the periodic work of a running server: queued mail of stopped processes, reminders. */
  start(): void
  /** Stops the periodic work and waits for the background work under way (worker.ts, before closing the database). */
  close(): Promise<void>
}

/**
 * The whole server as a Hono app, and the one place that builds its services (mail, background
 * work, the auth cache, the rate limiter, the reminder scheduler), mounts every route group and
 * owns start and stop: tests call app.request() without a socket.
 */
export function createApp({ db, config, log: given = consoleLog, clock = systemClock, jwtKey, cliKey = null }: AppDeps): ForumApp {
  const log = quietWhileDown(given) // an unreachable database is one line, not one per request or round
  const app = new Hono()
  const writes = new WriteHealth(db)
  const onError = errorHandler(log, writes)
  const contentCache = new ContentCache(db, config.contentVersionCheckMs, config.contentCacheBytes)
  app.onError(onError)
  app.use('*', readLang)
  app.use('*', withSiteUrl(config.publicUrl)) // absolute links name the configured host, never the request's
  app.use('*', securityHeaders({ frameSrc: config.cspFrameSrc, hsts: (c) => isHttps(c, config.publicUrl, config.account.trustProxy) }))
  app.use('*', appBodyReader()) // bodies read once and capped (app-bodies.ts)
  app.use('*', apiVersions) // each API names the version of its answers; a client may ask for one

  // The program's pull, when PROGRAM_URL is set: one process pulls per round (program/pull.ts).
  const pullUrl = config.program.url
  const puller = pullUrl ? new ProgramPuller({ db, log, url: pullUrl, everyMs: config.program.pullEveryMs, options: config.program.options }) : null
  const healthDetails = pullUrl ? async () => ({ program_pull: await pullStatus(db, pullUrl) }) : undefined
  // 503 while the database is unreachable or refuses writes: a load balancer takes the process out
  app.get('/api/health', healthRoute(db, writes, healthDetails, (c) => organizerBearer(c, config.organizerToken)))
  const limiter = new RateLimiter(db, clock, config.account.rateLimit) // in the database: every process counts together
  const addressOf = (c: Parameters<typeof clientIp>[0]) => clientIp(c, config.account.trustProxy)
  app.get('/api/health/live', liveRoute()) // the process serves; no database (the bench's trivial route)
  app.route('/', openApiRoutes(config.publicUrl)) // the OpenAPI document of every route, from kernel/contract

  const key = jwtKey ?? (config.account.jwtSecret ? new TextEncoder().encode(config.account.jwtSecret) : ephemeralJwtKey())
  const a = config.account
  // With SMTP the mail goes through the queue in the database (mail/queue.ts), shared by every process.
  const queue = a.smtpUrl ? new MailQueue(db, smtpMailer(a.smtpUrl, a.mailFrom), a.mailFrom, log, { claimS: config.mailClaimS }) : null
  const mailer: Mailer = namedMailer(queue ?? outboxMailer(db, a.mailFrom), db, a.mailFrom)
  const background = new Background(log)
  const authCache = new AuthCache(db, log)
  const reminders = new ReminderScheduler({ db, clock, log, publicUrl: config.publicUrl, mailFrom: a.mailFrom, queue })
  const accountDeps: AccountDeps = {
    db,
    config,
    clock,
    log,
    jwtKey: key,
    sessions: { db, key, clock, config: a, log, cache: authCache },
    limiter,
    mailer,
    background,
  }
  const more = deskParts({ db, log, mailFrom: a.mailFrom, smtp: queue !== null }) // people, messages, the day's dashboard
  const webhooks = new WebhookDispatcher({ db, clock, log, mailer, site: config.publicUrl, outbound: config.webhooks }) // the outbox of server/events/
  // API tokens of the desk (server/tokens/), ORGANIZER_TOKEN as one with every scope.
  const authorize = tokenAuthority({ db, organizerToken: config.organizerToken, clock, trustProxy: a.trustProxy })
  const requireUserId = async (c: Parameters<typeof requireUser>[1]) => (await requireUser(accountDeps, c)).userId
  const mailOut = {
    async queue(tx: Db, mail: Mail) {
      const from = await senderIn(tx, a.mailFrom, mail.lang)
      await (queue ? queue.enqueue(tx, { ...mail, from }) : outboxMailer(tx, from).send({ ...mail, from }))
    },
    deliver: async () => {
      await queue?.deliverDue()
    },
  }
  const live = liveParts({ db, config, log, clock, contentCache, mailOut, requireUserId, limiter, clientAddress: addressOf, authorize })
  // Seats (server/seats/): the offers told by mail and push from their outbox.
  const seats = new SeatOffers(db, clock, {
    queueMail: (tx, mail) => mailOut.queue(tx, mail),
    push: live.push ? async (userId, payload) => void (await live.push?.toUser(userId, payload)) : undefined,
    site: (tx, lang) => siteName(tx, lang),
  }, config.publicUrl, log)

  /**
   * The route table: where each group is mounted, in order (a path two groups serve goes to the
   * first). A new group is one row; each answers errors through `onError`.
   */
  const routes: [prefix: string, group: Hono][] = [
    ['/', programImportRoutes(db, config.program.importKey, log, { limiter, addressOf })], // content:import hands files over
    ['/', cliHandoverRoutes(db, cliKey)], // npm run staff while PGlite is held by this server
    [CONTENT_API_PREFIX, contentApi({ db, cache: contentCache, cacheControl: config.contentCacheControl, provided: { changes: loadChanges as ContentLoader } })],
    ['/media', demoFileRoutes()],
    ['/media', programPdfRoutes(db, contentCache)],
    ['/media/userpics', userpicRoutes(db, userpicFilesDir(db, config.dataDir))],
    ['/media/streams', streamPageRoutes(db, clock)],
    [SCHEDULE_PATH, scheduleRoutes(db, contentCache, config.publicUrl)],
    ['/', seoRoutes(db, contentCache)], // robots.txt, sitemap.xml, og-image.png
    ['/', changesFeedRoutes(db, contentCache, config.publicUrl)], // the program's change log as Atom
    ['/', webManifestRoutes(db, contentCache)], // the installed app's name is the event's
    [CALENDAR_PATH, calendarRoutes(db, contentCache, config.publicUrl)],
    [ACCOUNT_API_PREFIX, accountApi({ deps: accountDeps, authCache, moreRoutes: [calendarFeedRoutes, reminderRoutes, staffRoutes, organizerMailRoutes, hallSeatRoutes] })],
    // The organizer's desk (server/desk/): the same tokens, a desk role on every call; its paths are the contract's.
    ['/', deskApi(accountDeps, [importRoutes(puller, pullUrl ?? null), ...more.groups, tokenDeskRoutes, webhookDeskRoutes(config.webhooks), seatDeskRoutes])],
    [LIVE_PREFIX, live.routes],
    ['/', seatCountRoutes(db, clock, config.organizerToken)], // seats (server/seats/): the public figures
    // Questions to the speakers (server/questions/); their updates go out on the live channel.
    [QUESTIONS_PREFIX, questionRoutes({
      db,
      clock,
      requireUserId,
      optionalUserId: async (c) => (bearerToken(c) ? requireUserId(c) : null),
      // The hall's staff run the questions of every session (they stand in the halls, not in one session).
      alsoModerates: async (userId) => (await staffRoles(db, userId)).includes('hall'),
      limiter,
      organizerToken: config.organizerToken,
      authorize,
    })],
    [HALL_LINK_PREFIX, hallLinkRoutes(db, clock)], // the hall's screen's QR code: /h/{hall id}
    [UNSUBSCRIBE_PATH, unsubscribePage(db)], // the one-click link of reminder mails
    [ORGANIZER_MAIL_OFF_PATH, organizerMailOffPage(db)], // the one-click link of organizer mail
  ]
  const apiNotFound = (path: string, lang: Lang) => new HttpError(404, t(lang, 'noSuchEndpoint', { path }))
  // The outbox has links that log people in: only for a local development server (config.ts).
  if (devToolsOn(config)) {
    // And judged per request: a proxy or tunnel in front of a local server reaches nothing here.
    app.use('/dev/*', async (c, next) => {
      if (!isDirectLoopback(c)) throw apiNotFound(c.req.path, requestLang(c))
      await next()
    })
    routes.push(
      ['/dev', devMailRoutes(db)],
      ['/dev', programChangeRoutes(db)], // tries the live channel (server/demo/program-change.ts)
      ['/dev', seatSettingRoutes(db, clock, seats)], // seats set and offers told at once (server/demo/seat-settings.ts)
      ['/dev', rehearsalTicketRoutes(db)], // ticket holders in bulk, to rehearse the door (server/demo/rehearsal-tickets.ts)
    )
  }
  for (const [prefix, group] of routes) {
    group.onError(onError)
    app.route(prefix, group)
  }

  // Unknown API paths answer JSON 404s, never the site's HTML.
  for (const prefix of [ACCOUNT_API_PREFIX, '/api', '/acms', '/media', '/dev']) {
    app.all(`${prefix}/*`, (c) => {
      throw apiNotFound(c.req.path, requestLang(c))
    })
  }

  const prerender = config.prerender
    ? pagePrerenderer({ distDir: config.distDir, fetch: (request) => app.fetch(request), cache: contentCache, db, log, siteUrl: config.publicUrl })
    : undefined
  const site = staticSite(config.distDir, prerender)
  app.get('*', (c) => site(c))
  app.all('*', (c) => c.json(errorBody(t(requestLang(c), 'methodNotAllowed', { method: c.req.method })), 405, { Allow: 'GET, HEAD' }))
  const { hub, push, changeMail } = live
  let stopSchedule = () => {}
  return Object.assign(app, {
    contentCache,
    live: hub,
    push,
    changeMail,
    deskMail: more.deskMail,
    webhooks,
    seats,
    account: { settled: () => background.settled(), reminders },
    programPuller: puller,
    start: () => {
      queue?.start(MAIL_QUEUE_EVERY_MS)
      reminders.start()
      puller?.start()
      push?.start(PUSH_ROUND_MS)
      changeMail.start(PUSH_ROUND_MS)
      hub.start().catch((err: unknown) => log.error('live channel: start failed:', (err as Error).message))
      stopSchedule = startNewsSchedule(db, clock, log)
      more.start()
      webhooks.start(PUSH_ROUND_MS)
      seats.start(SEATS_ROUND_MS)
    },
    close: async () => {
      stopSchedule()
      await puller?.close()
      await hub.close()
      await push?.stop()
      await changeMail.stop()
      await more.stop()
      await webhooks.stop()
      await seats.stop()
      authCache.stop()
      await reminders.stop()
      await queue?.stop()
      await background.settled()
    },
  })
}
