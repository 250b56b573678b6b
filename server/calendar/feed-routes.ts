import { randomBytes } from 'node:crypto'
import { accountEndpoints } from '../../kernel/contract/account'
import type { Db } from '../db/types'
import { type AccountDeps, ok, requireUser } from '../accounts/context'
import type { RouteTable } from '../accounts/routes'
import { type FeedRow, ensureFeed, findFeedOwner, replaceFeedKey } from './queries'

/** The feed's public path; its key (43 base64url characters, 256 random bits) makes it the person's. */
export const CALENDAR_FEED_PATH = '/media/calendar/feed'
export const FEED_KEY = /^[A-Za-z0-9_-]{43}$/

const newKey = () => randomBytes(32).toString('base64url')

/** The person's feed key, made on the first ask. */
const feedOf = (db: Db, userId: number): Promise<FeedRow> => ensureFeed(db, userId, newKey())

/** A new key: the old address answers 404 from now on. */
const renewFeed = (db: Db, userId: number): Promise<FeedRow> => replaceFeedKey(db, userId, newKey())

/** Whose feed a key opens, or null. */
export async function feedOwner(db: Db, key: string): Promise<number | null> {
  if (!FEED_KEY.test(key)) return null
  return findFeedOwner(db, key)
}

/** https://… for a download, webcal://… for a calendar app to subscribe (same address otherwise). */
function addresses(site: string, row: FeedRow) {
  const url = `${site}${CALENDAR_FEED_PATH}/${row.key}.ics`
  return { url, webcal_url: url.replace(/^https?:/, 'webcal:'), created_at: new Date(row.created_at).toISOString() }
}

/**
 * GET /api/user/calendar (the feed's addresses, made on the first ask) and POST
 * /api/user/calendar/renew (a new key; the old address stops working). The access token never
 * goes into a feed address.
 */
export function calendarFeedRoutes(routes: RouteTable, deps: AccountDeps) {
  const { db, config } = deps
  routes.add('GET', accountEndpoints.calendarFeed.path, async (c) => {
    const { userId } = await requireUser(deps, c)
    return ok(c, addresses(config.publicUrl, await feedOf(db, userId)))
  })
  routes.add('POST', accountEndpoints.renewCalendarFeed.path, async (c) => {
    const { userId } = await requireUser(deps, c)
    return ok(c, addresses(config.publicUrl, await renewFeed(db, userId)))
  })
}
