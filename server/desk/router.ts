/**
 * The organizer's desk API (kernel/contract/desk.ts, docs/desk.md), mounted at DESK_API_PREFIX by
 * app.ts at '/' (the contract's paths are whole). One guard for every call (deskGuard: logged in, a desk role), then each group checks its
 * endpoints' roles (deskRoute). A group of another part of the desk is one more entry in `groups`.
 */
import { Hono } from 'hono'
import { DESK_API_PREFIX } from '../../kernel/contract/desk'
import type { AccountDeps } from '../accounts/context'
import { announcementRoutes } from './announcement-routes'
import { auditRoutes } from './audit-routes'
import { deskGuard } from './guard'
import { newsRoutes } from './news-routes'
import { pictureRoutes } from './picture-routes'
import { programRoutes } from './program-routes'
import { roleRoutes } from './roles-routes'
import { speakerRoutes } from './speaker-routes'

/** A JSON body of the desk: a news item with its rich text in both languages stays well under it. */
export const DESK_BODY_MAX_BYTES = 512 * 1024

export type DeskRouteGroup = (app: Hono, deps: AccountDeps) => void

export function deskApi(deps: AccountDeps, more: DeskRouteGroup[] = []): Hono {
  const app = new Hono()
  app.use(`${DESK_API_PREFIX}/*`, async (c, next) => {
    await next()
    c.header('Cache-Control', 'no-store')
  })
  app.use(`${DESK_API_PREFIX}/*`, deskGuard(deps))
  // Bodies are read and capped by the one body reader (http/body.ts; app.ts gives the desk
  // DESK_BODY_MAX_BYTES and its import files the import's limit); a picture counts its own bytes.
  const groups: DeskRouteGroup[] = [roleRoutes, (a, d) => auditRoutes(a, d.db), newsRoutes, pictureRoutes, programRoutes, announcementRoutes, speakerRoutes, ...more]
  for (const group of groups) group(app, deps)
  return app
}

export { DESK_API_PREFIX }
