/**
 * Scheduled news go out at their time: every running server looks every SCHEDULE_EVERY_MS for
 * the due ones; the UPDATE that publishes them is atomic, so on several processes one takes each
 * item, records it (actor "schedule") and moves the content version for all.
 */
import { recordAudit } from '../audit/record'
import type { Db } from '../db/types'
import type { Log } from '../log'
import type { Clock } from '../time'
import { bumpContentVersion } from './content-version'
import { publishDueNews } from './news-store'
import { isDbUnavailable } from '../db/outage'

export const SCHEDULE_EVERY_MS = 15_000

export async function publishDue(db: Db, clock: Clock): Promise<number[]> {
  return db.transaction(async (tx) => {
    const ids = await publishDueNews(tx, new Date(clock()))
    for (const id of ids) {
      await recordAudit(tx, { actor: { kind: 'system', label: 'schedule' }, origin: 'server', entity: 'news', entityId: id, action: 'published', after: { state: 'published' } })
    }
    if (ids.length) await bumpContentVersion(tx, 'schedule')
    return ids
  })
}

export function startNewsSchedule(db: Db, clock: Clock, log: Log): () => void {
  const timer = setInterval(() => {
    publishDue(db, clock).catch((err: unknown) => void (isDbUnavailable(err) || log.error('scheduled news: a round failed:', (err as Error).message)))
  }, SCHEDULE_EVERY_MS)
  timer.unref()
  return () => clearInterval(timer)
}
