import type { Context } from 'hono'
import { type SeatAnswer, seatEndpoints } from '../../kernel/contract/seats'
import { placesOf } from '../seats/store'
import { type SeatOutcome, acceptSeat, leaveSeat, takeSeat } from '../seats/rules'
import { seatMessage, seatRefusal } from '../seats/messages'
import { type AccountDeps, ok, okWithMessage, langFor, requireUser } from './context'
import type { RouteTable } from './routes'

const withId = (path: string) => path.replace(':id', ':id{[0-9]+}')
/** A session id from the path; past int4 it is no session (0 finds none). */
const idOf = (c: Context): number => {
  const n = Number(c.req.param('id'))
  return n <= 2_147_483_647 ? n : 0
}

/** The answer of a seat call, with what it came to in words; a refusal as its error. */
export function seatReply(c: Context, id: number, outcome: SeatOutcome, asParticipation = false): Response {
  const lang = langFor(c)
  if (!outcome.ok) throw seatRefusal(lang, outcome.reason, { id, day: outcome.day })
  const answer: SeatAnswer = { seat: outcome.seat, counts: outcome.counts }
  // The participation call's own shape (MeetingParticipation), the seat beside it.
  const data = asParticipation ? { meeting_id: id, participation: outcome.seat?.state === 'seated' ? 'participant' : null, ...answer } : answer
  const seat = outcome.seat
  const message = !seat ? seatMessage(lang, 'left') : seat.state === 'waiting' ? seatMessage(lang, 'waiting', { place: seat.place ?? 0 }) : seatMessage(lang, seat.state)
  return okWithMessage(c, data, message)
}

/**
 * A person's seats (kernel/contract/seats.ts): their places, taking a seat or a place in line,
 * leaving (or declining an offer) in one call, accepting an offer. The rules are server/seats/.
 */
export function seatRoutes(routes: RouteTable, deps: AccountDeps) {
  const { db, clock } = deps
  routes.add('GET', seatEndpoints.mine.path, async (c) => ok(c, await placesOf(db, (await requireUser(deps, c)).userId)))
  routes.add('POST', withId(seatEndpoints.take.path), async (c) => {
    const { userId } = await requireUser(deps, c)
    const id = idOf(c)
    return seatReply(c, id, await takeSeat(db, userId, id, clock(), langFor(c)))
  })
  routes.add('POST', withId(seatEndpoints.leave.path), async (c) => {
    const { userId } = await requireUser(deps, c)
    const id = idOf(c)
    return seatReply(c, id, await leaveSeat(db, userId, id, clock()))
  })
  routes.add('POST', withId(seatEndpoints.accept.path), async (c) => {
    const { userId } = await requireUser(deps, c)
    const id = idOf(c)
    return seatReply(c, id, await acceptSeat(db, userId, id, clock()))
  })
}
