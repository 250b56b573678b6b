import { Hono } from 'hono'
import { ACCOUNT_API_PREFIX } from '../../kernel/constants'
import type { AuthCache } from '../auth/auth-cache'
import { HttpError } from '../http/errors'
import { type AccountDeps, langFor, requesterOf } from './context'
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
import { seatRoutes } from './seats'
import { securityRoutes } from './security-routes'
import { userpicRoutes } from './userpic'
import { vkRoutes } from './vk'

/** A group of account routes; the groups of folders above accounts/ come in from app.ts. */
export type AccountRouteGroup = (routes: RouteTable, deps: AccountDeps) => void

export interface AccountApiOptions {
  deps: AccountDeps
  authCache: AuthCache
  /** Registered after the account's own groups: the calendar feed and reminder settings. */
  moreRoutes: AccountRouteGroup[]
}

/** The account API (§7), mounted at ACCOUNT_API_PREFIX; its services are built in app.ts. */
export function accountApi({ deps, authCache, moreRoutes }: AccountApiOptions): Hono {
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
  // Bodies are read and capped for every route by server/http/body.ts (app.ts): 16 KB, more where
  // a route says (the scanners' sync), the userpic upload counting its own bytes.
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
  seatRoutes(routes, deps)
  securityRoutes(routes, deps)
  for (const group of moreRoutes) group(routes, deps)

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
  return app
}
