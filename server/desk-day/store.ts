/** The day's figures for the dashboard, each in one query; the door's and halls' come from staff/. */
import { EVENT_ID, type Lang } from '../../kernel/constants'
import type { DeskDay } from '../../kernel/contract/desk-day'
import type { Db } from '../db/types'
import { type DoorDay, doorSummary, staffHalls } from '../staff/store'

const iso = (v: Date | null) => (v ? v.toISOString() : null)

export async function deskDay(db: Db, day: DoorDay, lang: Lang, now: number): Promise<DeskDay> {
  const perDay = await db.query<{ day: string; count: number }>(
    `SELECT (created_at AT TIME ZONE $2)::date::text AS day, count(*)::int AS count FROM user_event_views
      WHERE event_id = $1 AND created_at > $3::timestamptz - interval '60 days' GROUP BY 1 ORDER BY 1`,
    [EVENT_ID, day.timeZone, new Date(now)],
  )
  const [reg] = await db.query<{ total: number }>('SELECT count(*)::int AS total FROM user_event_views WHERE event_id = $1', [EVENT_ID])
  const summary = await doorSummary(db, day, lang)
  const hours = await db.query<{ hour: number; count: number }>(
    `SELECT extract(hour FROM at AT TIME ZONE $3)::int AS hour, count(*)::int AS count FROM checkins
      WHERE event_id = $1 AND day = $2 AND counted GROUP BY 1 ORDER BY 1`,
    [EVENT_ID, day.day, day.timeZone],
  )
  const [q] = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM questions q JOIN meetings m ON m.id = q.meeting_id WHERE m.event_id = $1 AND q.state = 'pending'`,
    [EVENT_ID],
  )
  const [version] = await db.query<{ number: number; created_at: Date; change_count: number }>(
    'SELECT number, created_at, change_count FROM program_versions WHERE event_id = $1 ORDER BY number DESC LIMIT 1',
    [EVENT_ID],
  )
  const [pull] = await db.query<{ checked_at: Date | null; result: string | null }>('SELECT checked_at, result FROM program_pull ORDER BY checked_at DESC NULLS LAST LIMIT 1')
  const [queues] = await db.query<{ mail_pending: number; mail_failed: number; push_pending: number; messages_waiting: number }>(
    `SELECT (SELECT count(*)::int FROM mail_outbox WHERE status = 'pending') AS mail_pending,
            (SELECT count(*)::int FROM mail_outbox WHERE status = 'failed' AND created_at > $1::timestamptz - interval '1 day') AS mail_failed,
            (SELECT count(*)::int FROM live_push_queue) AS push_pending,
            (SELECT count(*)::int FROM desk_message_recipients WHERE state = 'waiting') AS messages_waiting`,
    [new Date(now)],
  )
  const today = perDay.find((d) => d.day === day.day)?.count ?? 0
  return {
    day: day.day,
    generated_at: new Date(now).toISOString(),
    registrations: { total: reg!.total, today, per_day: perDay },
    checkins: { total: summary.total, doors: summary.doors, hours, flagged: summary.flagged.length },
    halls: (await staffHalls(db, lang, now)).map((h) => ({ area_id: h.area_id, name: h.name, present: h.present, capacity: h.capacity, level: h.level })),
    questions_waiting: q!.n,
    program: {
      version: version?.number ?? null,
      changed_at: iso(version?.created_at ?? null),
      changes: version?.change_count ?? null,
      pull: pull ? { checked_at: iso(pull.checked_at), result: pull.result, ok: pull.result === 'imported' || pull.result === 'unchanged' } : null,
    },
    queues: { mail_pending: queues!.mail_pending, push_pending: queues!.push_pending, messages_waiting: queues!.messages_waiting },
    errors: { mail_failed: queues!.mail_failed, door_double: summary.flagged.length },
  }
}
