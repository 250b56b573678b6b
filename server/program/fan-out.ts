/**
 * What a new content version tells the people who follow the program, in one place:
 * - one `program` event on the live channel: the content version, the sessions it moved (a new
 *   start, end or hall) and cancelled (a session moved and cancelled counts as cancelled). The
 *   insert notifies channel `live` (migration 015's trigger; that trigger only notifies);
 * - for each person whose picks (favorites or participation) it touches: a mark in "my program"
 *   until seen (the first `before`, the latest `after`), and the sessions gathered in the push and
 *   mail queues until the batch is sent (server/live/push.ts, change-mail.ts).
 * Called by `withProgramVersion` (version.ts) only, in the writer's transaction.
 */
import type { Db } from '../db/types'
import type { SessionChange } from './diff'
import type { StoredState } from './snapshot'

export interface LiveChange {
  meeting_id: number
  kind: 'moved' | 'cancelled'
  before: StoredState | null
  after: StoredState
}

/** The changes a person is told of, by session id: moves, hall changes and cancellations. */
export function liveChanges(changes: readonly SessionChange[]): LiveChange[] {
  return changes
    .filter((c) => c.kinds.some((k) => k === 'moved' || k === 'hall' || k === 'cancelled'))
    .map((c) => ({ meeting_id: c.meeting_id, kind: c.kinds.includes('cancelled') ? ('cancelled' as const) : ('moved' as const), before: c.before, after: c.after }))
    .sort((a, b) => a.meeting_id - b.meeting_id)
}

const PICKS = 'SELECT user_id, meeting_id FROM user_favorites UNION SELECT user_id, meeting_id FROM user_participations'
const MERGE_QUEUE = 'ON CONFLICT (user_id) DO UPDATE SET meeting_ids = ARRAY(SELECT DISTINCT unnest(q.meeting_ids || EXCLUDED.meeting_ids) ORDER BY 1)'

/** Publishes `contentVersion` with what `changes` did, and queues it for whose picks it touches. */
export async function fanOutProgramChanges(tx: Db, contentVersion: number, changes: readonly SessionChange[]): Promise<void> {
  const live = liveChanges(changes)
  const of = (kind: LiveChange['kind']) => live.filter((c) => c.kind === kind).map((c) => c.meeting_id)
  await tx.query(`INSERT INTO live_events (kind, payload) VALUES ('program', $1::text::jsonb)`, [
    JSON.stringify({ version: contentVersion, moved: of('moved'), cancelled: of('cancelled') }),
  ])
  if (live.length === 0) return
  const ids = live.map((c) => c.meeting_id)
  await tx.query(
    `INSERT INTO live_pick_changes AS c (user_id, meeting_id, kind, before, after)
     SELECT p.user_id, ch.meeting_id, ch.kind, ch.before, ch.after
       FROM jsonb_to_recordset($1::text::jsonb) AS ch(meeting_id int, kind text, before jsonb, after jsonb)
       JOIN (${PICKS}) p ON p.meeting_id = ch.meeting_id
      WHERE ch.before IS NOT NULL
     ON CONFLICT (user_id, meeting_id) DO UPDATE SET kind = EXCLUDED.kind, after = EXCLUDED.after, changed_at = now()`,
    [JSON.stringify(live)],
  )
  await tx.query(
    `INSERT INTO live_push_queue AS q (user_id, meeting_ids)
     SELECT p.user_id, array_agg(DISTINCT p.meeting_id ORDER BY p.meeting_id) FROM (${PICKS}) p
      WHERE p.meeting_id = ANY($1::int[]) AND EXISTS (SELECT 1 FROM push_subscriptions s WHERE s.user_id = p.user_id)
      GROUP BY p.user_id
     ${MERGE_QUEUE}`,
    [ids],
  )
  await tx.query(
    `INSERT INTO live_mail_queue AS q (user_id, meeting_ids)
     SELECT p.user_id, array_agg(DISTINCT p.meeting_id ORDER BY p.meeting_id) FROM (${PICKS}) p
       JOIN users u ON u.id = p.user_id AND u.email_verified_at IS NOT NULL
      WHERE p.meeting_id = ANY($1::int[])
        AND NOT EXISTS (SELECT 1 FROM change_mail_settings s WHERE s.user_id = p.user_id AND NOT s.enabled)
      GROUP BY p.user_id
     ${MERGE_QUEUE}`,
    [ids],
  )
}
