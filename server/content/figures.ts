import type { EventFigures } from '../../kernel/contract/content'
import type { Db } from '../db/types'
import { assertEventExists } from './event'
import type { ParsedRequest } from './params'
import { countFigures } from './queries'

/**
 * The home page's figures, counted from the content so that each says what its label says:
 * business sessions that are listed (the festival and withdrawn sessions are not), the people
 * who speak at a listed session of either program, and the active halls of the business program.
 * One query; cached per content version like every content response (router.ts).
 */
export async function figures(db: Db, req: ParsedRequest<unknown>): Promise<EventFigures> {
  const eventId = req.path.event as number
  await assertEventExists(db, eventId, req.lang)
  return (await countFigures(db, eventId)) ?? { sessions: 0, speakers: 0, halls: 0 }
}
