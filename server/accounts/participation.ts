import { accountEndpoints } from '../../kernel/contract/account'
import { readBody } from './body'
import { type AccountDeps, langFor, okWithMessage, requireUser } from './context'
import { accountError } from './errors'
import { joinMeeting, knownMeetings, leaveMeeting } from './cabinet-store'
import { accountMessage } from './messages'
import { personalState } from './meeting-state'
import type { RouteTable } from './routes'
import { speakerOf } from './users'
import { leaveSeat, takeSeat } from '../seats/rules'
import { takesSeats } from '../seats/store'
import { seatReply } from './seats'

/** Only digits reach the handler: PUT on add-to-favorite stays a 405, /meeting/abc a 404. */
export const PARTICIPATION_ROUTE = accountEndpoints.participation.path.replace(':id', ':id{[0-9]+}')

/**
 * PUT /api/user/meeting/{id} {type_of_participation}: 'participant' signs the person up for the
 * session, 'none' refuses; both idempotent. A speaker cannot refuse their own session here (409:
 * the organizers change programs). Unknown session: 404.
 */
export function participationRoutes(routes: RouteTable, deps: AccountDeps) {
  const { db } = deps
  routes.add('PUT', PARTICIPATION_ROUTE, async (c) => {
    const lang = langFor(c)
    const { userId } = await requireUser(deps, c)
    const id = Number(c.req.param('id'))
    const body = await readBody(c, accountEndpoints.participation.body, lang)
    if (!(await knownMeetings(db, [id])).has(id)) throw accountError(lang, 404, 'not_found', 'meetingNotFound', { vars: { id: c.req.param('id') ?? '' } })

    const who = { userId, speakerId: await speakerOf(db, userId) }
    const joining = body.type_of_participation === 'participant'
    // A session with a number of seats signs up through its seats: a seat, or a place in line.
    if (await takesSeats(db, id)) {
      const outcome = await (joining ? takeSeat(db, userId, id, deps.clock(), lang) : leaveSeat(db, userId, id, deps.clock()))
      return seatReply(c, id, outcome, true)
    }
    const before = (await personalState(db, who, [id])).get(id)
    if (!joining && (before?.participation === 'speaker' || before?.participation === 'moderator')) {
      throw accountError(lang, 409, 'speaker_session', 'speakerSession')
    }
    await (joining ? joinMeeting(db, userId, id) : leaveMeeting(db, userId, id))
    const after = (await personalState(db, who, [id])).get(id)
    return okWithMessage(c, { meeting_id: id, participation: after?.participation ?? null }, accountMessage(lang, joining ? 'participationAdded' : 'participationRemoved'))
  })
}
