import type { Db } from '../db/types'
import { type CsvCell, csvFile } from '../http/csv'

/**
 * The organizer's CSV of every session's questions and feedback. A named question carries its
 * author's name (as the page shows it); an anonymous one has an empty author, as its asker was
 * promised: the export travels in spreadsheets, and it never carries an email or an account id.
 * Feedback rows carry no person at all.
 */

const SESSION = `m.id AS session_id,
  coalesce(nullif(m.translations -> 'ru' ->> 'title', ''), m.translations -> 'en' ->> 'title', '') AS session_title,
  to_char(m.start_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS session_start`

export const QUESTIONS_CSV_HEADER = ['session_id', 'session_title', 'session_start', 'question_id', 'asked_at', 'state', 'votes', 'anonymous', 'author', 'text']
export const FEEDBACK_CSV_HEADER = ['session_id', 'session_title', 'session_start', 'rating', 'comment']

export async function questionsCsv(db: Db): Promise<string> {
  const rows = await db.query<Record<string, CsvCell>>(
    `SELECT ${SESSION}, q.id AS question_id,
        to_char(q.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS asked_at, q.state,
        (SELECT count(*)::int FROM question_votes v WHERE v.question_id = q.id) AS votes, q.anonymous,
        CASE WHEN q.anonymous THEN NULL
          ELSE nullif(trim(coalesce(nullif(trim(concat_ws(' ', p.firstname, p.lastname)), ''), concat_ws(' ', p.firstname_en, p.lastname_en))), '') END AS author,
        q.text
     FROM questions q JOIN meetings m ON m.id = q.meeting_id LEFT JOIN profiles p ON p.user_id = q.user_id AND NOT q.anonymous
     ORDER BY m.start_at, m.id, q.created_at, q.id`,
  )
  return csvFile(QUESTIONS_CSV_HEADER, rows.map((r) => QUESTIONS_CSV_HEADER.map((k) => r[k] ?? null)))
}

export async function feedbackCsv(db: Db): Promise<string> {
  // In no traceable order: by rating and text, not by when or who.
  const rows = await db.query<Record<string, CsvCell>>(
    `SELECT ${SESSION}, f.rating, f.comment
     FROM feedback f JOIN meetings m ON m.id = f.meeting_id
     ORDER BY m.start_at, m.id, f.rating DESC, f.comment NULLS LAST`,
  )
  return csvFile(FEEDBACK_CSV_HEADER, rows.map((r) => FEEDBACK_CSV_HEADER.map((k) => r[k] ?? null)))
}
