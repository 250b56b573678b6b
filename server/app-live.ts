import type { Hono } from 'hono'
import type { ServerConfig } from './config'
import type { ContentCache } from './content/cache'
import type { Db } from './db/types'
import type { Log } from './log'
import type { Mail } from './mail/mailer'
import { ChangeMailer } from './live/change-mail'
import { changeMailRoutes } from './live/change-mail-routes'
import { LiveHub } from './live/hub'
import { pickChangeRoutes } from './live/pick-changes'
import { PushSender } from './live/push'
import { streamCaps } from './live/capacity'
import { liveRoutes } from './live/routes'
import type { Clock } from './time'

export interface LiveParts {
  hub: LiveHub
  push: PushSender | null
  changeMail: ChangeMailer
  routes: Hono
}

interface LiveDeps {
  db: Db
  config: ServerConfig
  log: Log
  clock: Clock
  contentCache: ContentCache
  /** Queues a mail in the writer's transaction, and delivers what is due. */
  mailOut: { queue(tx: Db, mail: Mail): Promise<void>; deliver(): Promise<void> }
  requireUserId: Parameters<typeof liveRoutes>[0]['requireUserId']
  limiter: Parameters<typeof liveRoutes>[0]['limiter']
  clientAddress: Parameters<typeof liveRoutes>[0]['clientAddress']
  authorize: Parameters<typeof liveRoutes>[0]['authorize']
}

/** The live channel (server/live/): streams, announcements, push, change mails, changed picks. */
export function liveParts({ db, config, log, clock, contentCache, mailOut, requireUserId, limiter, clientAddress, authorize }: LiveDeps): LiveParts {
  const hub = new LiveHub(db, log, undefined, clock)
  const push = config.push ? new PushSender(db, config.push, log, config.publicUrl, config.pushGroupMs, config.outbound) : null
  const changeMail = new ChangeMailer(db, mailOut, log, config.publicUrl, config.pushGroupMs)
  hub.onEvent((e) => {
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
  const routes = liveRoutes({
    db,
    hub,
    organizerToken: config.organizerToken,
    authorize,
    push: config.push,
    pushServices: config.pushServices,
    outbound: config.outbound,
    streamCaps: streamCaps(config.liveStreams),
    clientAddress,
    limiter,
    requireUserId,
  })
  routes.route('/mail', changeMailRoutes(db, requireUserId))
  routes.route('/my-changes', pickChangeRoutes(db, requireUserId))
  return { hub, push, changeMail, routes }
}
