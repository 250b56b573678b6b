import { Hono, type ErrorHandler } from 'hono'
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
import { changesFeedRoutes } from './program/changes-feed'
import { programImportRoutes } from './program/import-route'
import { ProgramPuller, pullStatus } from './program/pull'
import { isDbUnavailable, quietWhileDown } from './db/outage'
import type { Db } from './db/types'
import { writeRefusal } from './db/write-refusal'
import { demoFileRoutes } from './demo/file-routes'
import { devMailRoutes } from './demo/mail-routes'
import { HttpError, errorBody, isDataException } from './http/errors'
import { securityHeaders } from './http/headers'
import { isHttps } from './http/https'
import { isDirectLoopback } from './http/local-request'
import { readLang, requestLang, t } from './http/messages'
import { type Log, consoleLog, logPath } from './log'
import { Background } from './mail/background'
import { type Mail, type Mailer, outboxMailer, smtpMailer } from './mail/mailer'
import { MailQueue } from './mail/queue'
import { namedMailer, senderWithName } from './mail/sender'
import { siteName } from './content/site-name'
import { bearerToken, requireUser } from './accounts/context'
import { ChangeMailer } from './live/change-mail'
import { changeMailRoutes } from './live/change-mail-routes'
import { LiveHub } from './live/hub'
import { pickChangeRoutes } from './live/pick-changes'
import { PushSender } from './live/push'
import { LIVE_PREFIX, liveRoutes } from './live/routes'
import { HALL_LINK_PREFIX, QUESTIONS_PREFIX } from '../kernel/contract/questions'
import { hallLinkRoutes } from './questions/hall-link'
import { questionRoutes } from './questions/routes'
import { programChangeRoutes } from './demo/program-change'
import { rehearsalTicketRoutes } from './demo/rehearsal-tickets'
import { seatSettingRoutes } from './demo/seat-settings'
import { userpicFilesDir, userpicRoutes } from './media/userpics'
import { WriteHealth, healthRoute, liveRoute } from './pages/health'
import { pagePrerenderer } from './pages/prerender'
import { withSiteUrl } from './pages/seo/head'
import { seoRoutes } from './pages/seo/sitemap'
import { staticSite } from './pages/static'
import { streamPageRoutes } from './pages/streams'
import { RETRY_AFTER_S, unavailable } from './pages/unavailable'
import { webManifestRoutes } from './pages/web-manifest'
import { programPdfRoutes } from './program/pdf-routes'
import { SCHEDULE_PATH, scheduleRoutes } from './program/schedule-routes'
import { ReminderScheduler, UNSUBSCRIBE_PATH } from './reminders/scheduler'
import { reminderRoutes } from './reminders/settings'
import { STAFF_BODY_LIMITS, staffRoutes } from './staff/routes'
import { cliHandoverRoutes } from './desk/cli-handover'
import { deskApi } from './desk/router'
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
  /** The seats' round: offers passed on at their time, unclaimed seats released, offers told (tests call round()). */
  seats: SeatOffers
  /** Starts the periodic work of a running server: queued mail of stopped processes, reminders. */
  start(): void
  /** Stops the periodic work and waits for the background work under way (worker.ts, before closing the database). */
  close(): Promise<void>
}

function errorHandler(log: Log, writes: WriteHealth): ErrorHandler {
  let refusalLogged = 0
  return (err, c) => {
    const lang = requestLang(c)
    const noStore = { 'Cache-Control': 'no-store' }
    if (err instanceof HttpError) {
      return c.json(errorBody(err.message, err.errors, err.code), err.status, { ...noStore, ...err.headers })
    }
    // A value PostgreSQL refused got past validation: still the client's input, not a crash.
    if (isDataException(err)) return c.json(errorBody(t(lang, 'invalidParams')), 400, noStore)
    if (isDbUnavailable(err)) return unavailable(c) // 503 + Retry-After; the outage is logged once (db/outage.ts)
    // The database answers but refuses to write (a full disk): a 503 that says so, and the health check reports it.
    const refused = writeRefusal(err)
    if (refused) {
      writes.refused(refused)
      if (Date.now() - refusalLogged > 60_000) {
        refusalLogged = Date.now()
        log.error(`the database refuses writes (${refused}); ${c.req.method} ${logPath(c.req.path)} answered 503`)
      }
      return c.json(errorBody(t(lang, 'writesRefused')), 503, { ...noStore, 'Retry-After': String(RETRY_AFTER_S) })
    }
    log.error(`${c.req.method} ${logPath(c.req.path)} failed:`, err) // the path only (queries may carry tokens), its key masked
    return c.json(errorBody(t(lang, 'internal')), 500, noStore)
  }
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

  // The program's pull, when PROGRAM_URL is set: one process pulls per round (program/pull.ts).
  const pullUrl = config.program.url
  const puller = pullUrl ? new ProgramPuller({ db, log, url: pullUrl, everyMs: config.program.pullEveryMs, options: config.program.options }) : null
  const healthDetails = pullUrl ? async () => ({ program_pull: await pullStatus(db, pullUrl) }) : undefined
  // 503 while the database is unreachable or refuses writes: a load balancer takes the process out
  app.get('/api/health', healthRoute(db, writes, healthDetails))
  const programImport = programImportRoutes(db, config.program.importKey, log) // content:import hands files over
  programImport.onError(onError)
  app.route('/', programImport)
  const cliHandover = cliHandoverRoutes(db, cliKey) // npm run staff while PGlite is held by this server
  cliHandover.onError(onError)
  app.route('/', cliHandover)
  app.get('/api/health/live', liveRoute()) // the process serves; no database (the bench's trivial route)

  const content = contentApi({
    db,
    cache: contentCache,
    cacheControl: config.contentCacheControl,
    provided: { changes: loadChanges as ContentLoader },
  })
  content.onError(onError)
  app.route(CONTENT_API_PREFIX, content)

  const demoFiles = demoFileRoutes()
  demoFiles.onError(onError)
  app.route('/media', demoFiles)
  const programPdfs = programPdfRoutes(db, contentCache)
  programPdfs.onError(onError)
  app.route('/media', programPdfs)
  const userpics = userpicRoutes(db, userpicFilesDir(db, config.dataDir))
  userpics.onError(onError)
  app.route('/media/userpics', userpics)
  const streams = streamPageRoutes(db, clock)
  streams.onError(onError)
  app.route('/media/streams', streams)
  const schedule = scheduleRoutes(db, contentCache, config.publicUrl)
  schedule.onError(onError)
  app.route(SCHEDULE_PATH, schedule)
  app.route('/', seoRoutes(db, contentCache)) // robots.txt, sitemap.xml, og-image.png
  const changesFeed = changesFeedRoutes(db, contentCache, config.publicUrl)
  changesFeed.onError(onError)
  app.route('/', changesFeed) // the program's change log as Atom
  app.route('/', webManifestRoutes(db, contentCache)) // the installed app's name is the event's
  const calendars = calendarRoutes(db, contentCache, config.publicUrl)
  calendars.onError(onError)
  app.route(CALENDAR_PATH, calendars)

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
    limiter: new RateLimiter(db, clock, a.rateLimit),
    mailer,
    background,
  }
  const account = accountApi({ deps: accountDeps, authCache, moreRoutes: [calendarFeedRoutes, reminderRoutes, staffRoutes, hallSeatRoutes], bodyLimits: STAFF_BODY_LIMITS })
  account.onError(onError)
  app.route(ACCOUNT_API_PREFIX, account)
  // The organizer's desk (server/desk/): the same tokens, a desk role on every call.
  const desk = deskApi(accountDeps, [seatDeskRoutes])
  desk.onError(onError)
  app.route('/', desk) // its paths are the contract's, DESK_API_PREFIX included

  // The live channel (server/live/): streams, announcements, push, change mails, changed picks.
  const requireUserId = async (c: Parameters<typeof requireUser>[1]) => (await requireUser(accountDeps, c)).userId
  const mailOut = {
    async queue(tx: Db, mail: Mail) {
      const from = senderWithName(a.mailFrom, await siteName(tx, 'ru'))
      await (queue ? queue.enqueue(tx, { ...mail, from }) : outboxMailer(tx, from).send({ ...mail, from }))
    },
    deliver: async () => {
      await queue?.deliverDue()
    },
  }
  const live = new LiveHub(db, log, undefined, clock)
  const push = config.push ? new PushSender(db, config.push, log, config.publicUrl, config.pushGroupMs) : null
  const changeMail = new ChangeMailer(db, mailOut, log, config.publicUrl, config.pushGroupMs)
  live.onEvent((e) => {
    // A rendered change log lists the day's announcements: a new one is not left out of kept pages
    // (announcements are a few a day, so dropping what is kept costs little).
    if (e.event.type === 'announcement') contentCache.invalidate()
    if (e.event.type !== 'program') return
    // A page told of a new version asks at once: this process must not answer from before it.
    contentCache.invalidate()
    // The batches this version started are due when the grouping window ends (rounds also run every few seconds).
    setTimeout(() => {
      void push?.round().catch(() => undefined)
      void changeMail.round().catch(() => undefined)
    }, config.pushGroupMs + 500).unref()
  })
  const liveApi = liveRoutes({ db, hub: live, organizerToken: config.organizerToken, push: config.push, requireUserId })
  liveApi.route('/mail', changeMailRoutes(db, requireUserId))
  liveApi.route('/my-changes', pickChangeRoutes(db, requireUserId))
  liveApi.onError(onError)
  app.route(LIVE_PREFIX, liveApi)

  // Seats (server/seats/): the public figures; the offers told by mail and push from their outbox.
  const seatCounts = seatCountRoutes(db, clock, config.organizerToken)
  seatCounts.onError(onError)
  app.route('/', seatCounts)
  const seats = new SeatOffers(db, clock, {
    queueMail: (tx, mail) => mailOut.queue(tx, mail),
    push: push ? async (userId, payload) => void (await push.toUser(userId, payload)) : undefined,
    site: (tx) => siteName(tx, 'ru'),
  }, config.publicUrl, log)

  // Questions to the speakers (server/questions/); their updates go out on the live channel.
  const questionsApi = questionRoutes({
    db,
    clock,
    requireUserId,
    optionalUserId: async (c) => (bearerToken(c) ? requireUserId(c) : null),
    // The hall's staff run the questions of every session (they stand in the halls, not in one session).
    alsoModerates: async (userId) => (await staffRoles(db, userId)).includes('hall'),
    organizerToken: config.organizerToken,
  })
  questionsApi.onError(onError)
  app.route(QUESTIONS_PREFIX, questionsApi)
  const hallLinks = hallLinkRoutes(db, clock) // the hall's screen's QR code: /h/{hall id}
  hallLinks.onError(onError)
  app.route(HALL_LINK_PREFIX, hallLinks)

  const reminderOff = unsubscribePage(db) // the one-click link of reminder mails
  reminderOff.onError(onError)
  app.route(UNSUBSCRIBE_PATH, reminderOff)

  const apiNotFound = (path: string, lang: Lang) => new HttpError(404, t(lang, 'noSuchEndpoint', { path }))
  // The outbox has links that log people in: only for a local development server (config.ts).
  if (devToolsOn(config)) {
    // And judged per request: a proxy or tunnel in front of a local server reaches nothing here.
    app.use('/dev/*', async (c, next) => {
      if (!isDirectLoopback(c)) throw apiNotFound(c.req.path, requestLang(c))
      await next()
    })
    const devMail = devMailRoutes(db)
    devMail.onError(onError)
    app.route('/dev', devMail)
    const programChange = programChangeRoutes(db) // tries the live channel (server/demo/program-change.ts)
    programChange.onError(onError)
    app.route('/dev', programChange)
    const seatSettings = seatSettingRoutes(db, clock, seats) // seats set and offers told at once (server/demo/seat-settings.ts)
    seatSettings.onError(onError)
    app.route('/dev', seatSettings)
    const rehearsal = rehearsalTicketRoutes(db) // ticket holders in bulk, to rehearse the door (server/demo/rehearsal-tickets.ts)
    rehearsal.onError(onError)
    app.route('/dev', rehearsal)
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
  return Object.assign(app, {
    contentCache,
    live,
    push,
    changeMail,
    seats,
    account: { settled: () => background.settled(), reminders },
    programPuller: puller,
    start: () => {
      queue?.start(MAIL_QUEUE_EVERY_MS)
      reminders.start()
      puller?.start()
      push?.start(PUSH_ROUND_MS)
      changeMail.start(PUSH_ROUND_MS)
      seats.start(SEATS_ROUND_MS)
      live.start().catch((err: unknown) => log.error('live channel: start failed:', (err as Error).message))
    },
    close: async () => {
      await puller?.close()
      await live.close()
      await push?.stop()
      await changeMail.stop()
      await seats.stop()
      authCache.stop()
      await reminders.stop()
      await queue?.stop()
      await background.settled()
    },
  })
}
