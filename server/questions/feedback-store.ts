import { FEEDBACK_MIN_ANSWERS, FEEDBACK_OPEN_DAYS, type Lang } from '../../kernel/constants'
import type { FeedbackSummary, MyFeedback } from '../../kernel/contract/feedback'
import type { Db } from '../db/types'

/** Feedback's queries (migration 017): one answer per person and session; the speakers' summaries. */

export async function myFeedback(db: Db, meetingId: number, userId: number): Promise<MyFeedback | null> {
  const [row] = await db.query<MyFeedback>('SELECT rating, comment FROM feedback WHERE meeting_id = $1 AND user_id = $2', [meetingId, userId])
  return row ? { rating: Number(row.rating), comment: row.comment } : null
}

/**
 * Whether the person may rate the session: they picked it (a favorite or a sign-up) or were
 * checked in at the door on the day it took place (the event's own time zone), and they are not
 * one of its speakers or moderators (who read the summary).
 */
export async function mayRate(db: Db, meetingId: number, userId: number): Promise<boolean> {
  const [row] = await db.query<{ ok: boolean }>(
    `SELECT (EXISTS (SELECT 1 FROM user_favorites WHERE user_id = $2 AND meeting_id = $1)
         OR EXISTS (SELECT 1 FROM user_participations WHERE user_id = $2 AND meeting_id = $1)
         OR EXISTS (SELECT 1 FROM checkins c JOIN events e ON e.id = c.event_id JOIN meetings m ON m.id = $1
                    WHERE c.user_id = $2 AND c.counted AND c.day = (m.start_at AT TIME ZONE e.timezone)::date))
         AND NOT EXISTS (SELECT 1 FROM meeting_speakers ms JOIN users u ON u.speaker_id = ms.speaker_id WHERE u.id = $2 AND ms.meeting_id = $1) AS ok`,
    [meetingId, userId],
  )
  return row?.ok === true
}

/** The feedback window of a session ending at `endMs` has closed (FEEDBACK_OPEN_DAYS after its end). */
export const feedbackClosed = (endMs: number, now: number) => now > endMs + FEEDBACK_OPEN_DAYS * 24 * 3600_000

/** Gives or changes the person's answer; an empty comment is none. */
export async function saveFeedback(db: Db, meetingId: number, userId: number, rating: number, comment: string | null, at: Date): Promise<void> {
  await db.query(
    `INSERT INTO feedback (meeting_id, user_id, rating, comment, updated_at) VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (meeting_id, user_id) DO UPDATE SET rating = EXCLUDED.rating, comment = EXCLUDED.comment, updated_at = EXCLUDED.updated_at`,
    [meetingId, userId, rating, comment || null, at.toISOString()],
  )
}

export async function deleteFeedback(db: Db, meetingId: number, userId: number): Promise<boolean> {
  const rows = await db.query('DELETE FROM feedback WHERE meeting_id = $1 AND user_id = $2 RETURNING 1', [meetingId, userId])
  return rows.length > 0
}

interface SummaryRow {
  meeting_id: number
  title: string
  start_at: string
  end_at: Date
  answers: number
  distribution: number[]
  average: number | null
  comments: string[] | null
}

/**
 * The sessions the person speaks at or moderates (users.speaker_id ↔ meeting_speakers), each with
 * its feedback. Nothing of it leaves this function until the feedback window has closed (no
 * answer can be added then, nor deleted: see feedback-routes.ts) and FEEDBACK_MIN_ANSWERS answers
 * are in (docs/questions.md, "Who sees what"). So no count is ever seen to change: a speaker who
 * adds answers of their own, or deletes them, learns nothing of anyone else's from the difference.
 */
export async function speakerFeedback(db: Db, userId: number, lang: Lang, now: number): Promise<FeedbackSummary[]> {
  const rows = await db.query<SummaryRow>(
    `SELECT m.id AS meeting_id,
        coalesce(nullif(m.translations -> $2::text ->> 'title', ''), m.translations -> 'ru' ->> 'title', '#' || m.id) AS title,
        to_char(m.start_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS start_at, m.end_at,
        (SELECT count(*)::int FROM feedback f WHERE f.meeting_id = m.id) AS answers,
        ARRAY(SELECT (SELECT count(*)::int FROM feedback f WHERE f.meeting_id = m.id AND f.rating = r) FROM generate_series(1, 5) r) AS distribution,
        (SELECT round(avg(f.rating)::numeric, 2)::float8 FROM feedback f WHERE f.meeting_id = m.id) AS average,
        ARRAY(SELECT f.comment FROM feedback f WHERE f.meeting_id = m.id AND f.comment IS NOT NULL ORDER BY f.comment) AS comments
     FROM meetings m
     WHERE m.id IN (SELECT ms.meeting_id FROM meeting_speakers ms JOIN users u ON u.speaker_id = ms.speaker_id WHERE u.id = $1)
     ORDER BY m.start_at, m.id`,
    [userId, lang],
  )
  return rows.map((r) => {
    const answers = Number(r.answers)
    const enough = feedbackClosed(new Date(r.end_at).getTime(), now) && answers >= FEEDBACK_MIN_ANSWERS
    return {
      meeting_id: r.meeting_id,
      title: r.title,
      start_at: r.start_at,
      min_answers: FEEDBACK_MIN_ANSWERS,
      enough,
      answers: enough ? answers : null,
      distribution: enough ? r.distribution.map(Number) : null,
      average: enough && r.average !== null ? Number(r.average) : null,
      comments: enough ? (r.comments ?? []) : null,
    }
  })
}
