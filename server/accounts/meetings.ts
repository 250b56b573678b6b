import { EVENT_ID } from '../../kernel/constants'
import { accountEndpoints } from '../../kernel/contract/account'
import { meetings } from '../content/meetings'
import { type AccountDeps, ok, requireUser } from './context'
import { withPersonalState } from './meeting-state'
import { programIds } from './program-ids'
import { parseQuery, withCodes } from './query'
import type { RouteTable } from './routes'
import { PERSON } from './users'

/**
 * Sessions with what is personal: the content API's loader and query (§7), plus the stream URL
 * (registered users only, §2), is_favorite and participation. The bearer is required: without
 * one the site uses the public content API.
 */
export function meetingRoutes(routes: RouteTable, deps: AccountDeps) {
  const { db } = deps

  routes.add('GET', accountEndpoints.meetings.path, async (c) => {
    const { userId, data } = await requireUser(deps, c, PERSON)
    const req = await parseQuery(c, accountEndpoints.meetings.query)
    const list = await withCodes(() => meetings(db, req))
    return ok(c, await withPersonalState(db, { userId, speakerId: data.speakerId }, list))
  })

  /** The person's program: favorites, sessions signed up for, and the linked speaker's own sessions; by start. */
  routes.add('GET', accountEndpoints.userMeetings.path, async (c) => {
    const { userId, data } = await requireUser(deps, c, PERSON)
    const req = await parseQuery(c, accountEndpoints.userMeetings.query)
    const query = { ...req.query, event_id: req.query.event_id ?? EVENT_ID, meeting_ids: await programIds(db, userId) }
    const list = await withCodes(() => meetings(db, { ...req, query }))
    return ok(c, await withPersonalState(db, { userId, speakerId: data.speakerId }, list))
  })
}
