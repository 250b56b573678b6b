import type { Context } from 'hono'
import type { RateLimiter } from '../auth/rate-limit'
import type { Db } from '../db/types'
import type { Clock } from '../time'

/** What the questions' and the feedback's routes are given by app.ts (routes.ts, feedback-routes.ts). */
export interface QuestionRouteDeps {
  db: Db
  clock: Clock
  /** The account's bearer token → the person (a 401 otherwise). */
  requireUserId: (c: Context) => Promise<number>
  /** The person when a bearer token is sent, else null. */
  optionalUserId: (c: Context) => Promise<number | null>
  /**
   * More people who moderate a session besides its own moderators and speakers: the seam for the
   * hall's staff (server/staff/ sits on this floor, so app.ts passes it in).
   */
  alsoModerates?: (userId: number, meetingId: number) => Promise<boolean>
  /** The database's rate limits (auth/rate-limit.ts): votes and edits per person. */
  limiter?: RateLimiter
  /** ORGANIZER_TOKEN: the organizer's CSV exports answer only to it (none set: the exports are off). */
  organizerToken?: string | null
  /** Checks an API token with the call's scope (server/tokens/, ORGANIZER_TOKEN included); absent: ORGANIZER_TOKEN only. */
  authorize?: (c: Context, scope: 'questions:export') => Promise<unknown>
}
