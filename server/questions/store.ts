import { QUESTION_SCREEN_TOP, QUESTION_WINDOW } from '../../kernel/constants'
import type { Question, QuestionSort, QuestionState, ScreenQuestion } from '../../kernel/contract/questions'
import type { Db } from '../db/types'
import { emitEvent } from '../events/outbox'

/** The questions' queries (migration 016). No other file of server/questions/ writes SQL. */

export interface MeetingTimes {
  id: number
  start_at: Date
  end_at: Date
}

export async function meetingTimes(db: Db, meetingId: number): Promise<MeetingTimes | null> {
  const [row] = await db.query<MeetingTimes>('SELECT id, start_at, end_at FROM meetings WHERE id = $1 AND NOT is_culture', [meetingId])
  return row ? { id: row.id, start_at: new Date(row.start_at), end_at: new Date(row.end_at) } : null
}

/**
 * Whether the person moderates the session: the account is linked to a speaker (users.speaker_id)
 * who is that session's speaker or moderator (meeting_speakers), as the speaker's own program knows.
 */
export async function isSessionSpeaker(db: Db, userId: number, meetingId: number): Promise<boolean> {
  const rows = await db.query(
    `SELECT 1 FROM users u JOIN meeting_speakers ms ON ms.speaker_id = u.speaker_id
     WHERE u.id = $1 AND ms.meeting_id = $2`,
    [userId, meetingId],
  )
  return rows.length > 0
}

interface QuestionRow {
  id: number
  meeting_id: number
  text: string
  author: string | null
  anonymous: boolean
  state: QuestionState
  votes: number
  created_at: string
  voted: boolean
  mine: boolean
}

/**
 * The author's name is read only for a named question: an anonymous one's author never leaves
 * this query (the rule the tests check on every answer).
 */
const SELECT = `SELECT q.id, q.meeting_id, q.text, q.anonymous, q.state,
    to_char(q.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS created_at,
    CASE WHEN q.anonymous THEN NULL
      ELSE nullif(trim(coalesce(nullif(trim(concat_ws(' ', p.firstname, p.lastname)), ''), concat_ws(' ', p.firstname_en, p.lastname_en))), '') END AS author,
    (SELECT count(*)::int FROM question_votes v WHERE v.question_id = q.id) AS votes,
    EXISTS (SELECT 1 FROM question_votes v WHERE v.question_id = q.id AND v.user_id = $2::int) AS voted,
    coalesce(q.user_id = $2::int, false) AS mine
  FROM questions q LEFT JOIN profiles p ON p.user_id = q.user_id AND NOT q.anonymous`

const toQuestion = (r: QuestionRow): Question => ({ ...r, votes: Number(r.votes) })

/**
 * A session's questions for one viewer (null: nobody logged in). Those who moderate (`all`) see
 * hidden and pending ones; everyone else never a hidden one, and a pending one only if they asked it.
 */
export async function listQuestions(db: Db, meetingId: number, viewer: number | null, sort: QuestionSort, all: boolean): Promise<Question[]> {
  const order = sort === 'new' ? 'q.created_at DESC, q.id DESC' : 'votes DESC, q.created_at ASC, q.id ASC'
  const rows = await db.query<QuestionRow>(
    `${SELECT} WHERE q.meeting_id = $1 ${all ? '' : "AND q.state <> 'hidden' AND (q.state <> 'pending' OR q.user_id = $2::int)"}
     ORDER BY (q.state = 'pinned') DESC, ${order} LIMIT 500`,
    [meetingId, viewer],
  )
  return rows.map(toQuestion)
}

export async function questionById(db: Db, id: number, viewer: number | null): Promise<Question | null> {
  const [row] = await db.query<QuestionRow>(`${SELECT} WHERE q.id = $1`, [id, viewer])
  return row ? toQuestion(row) : null
}

/**
 * Tells every open page of the session, at the writer's commit (server/live/hub.ts delivers it,
 * at most one per session every 500 ms). Not kept in `live_events`: a storm of votes must not
 * push the program's changes out of the replay window; a page that reconnects re-reads its list.
 */
async function notify(tx: Db, meetingId: number) {
  await tx.query(`SELECT pg_notify('live', 'question ' || $1::int)`, [meetingId])
}

/**
 * Whether the session's new questions wait for approval, and the version of its questions (a
 * trigger of migration 017 bumps it with every change to them or their votes).
 */
export async function listState(db: Db, meetingId: number): Promise<{ approval: boolean; version: number }> {
  const [row] = await db.query<{ approval: boolean; version: string | number }>('SELECT approval, version FROM question_settings WHERE meeting_id = $1', [meetingId])
  return { approval: row?.approval ?? false, version: Number(row?.version ?? 0) }
}

/** Switches approval for the session's new questions; the pages re-read (their form says whether questions wait). */
export async function setApproval(db: Db, meetingId: number, approval: boolean): Promise<void> {
  await db.transaction(async (tx) => {
    const changed = await tx.query(
      `INSERT INTO question_settings (meeting_id, approval) VALUES ($1, $2)
       ON CONFLICT (meeting_id) DO UPDATE SET approval = EXCLUDED.approval WHERE question_settings.approval <> EXCLUDED.approval RETURNING 1`,
      [meetingId, approval],
    )
    if (changed.length) await notify(tx, meetingId)
  })
}

/** A new question, `pending` when the session approves questions first (the one read in this transaction). */
/**
 * Adds a question unless the person asked `perMinute` in the minute before `at` (null then). The
 * count and the insert are one step for everyone: a lock on the person, held to the commit, so
 * parallel requests to any processes cannot all pass the count.
 */
export async function addQuestion(db: Db, meetingId: number, userId: number, text: string, anonymous: boolean, at: Date, perMinute = Number.POSITIVE_INFINITY): Promise<number | null> {
  return db.transaction(async (tx) => {
    // 18866198: this query's own advisory-lock class (migration 015 uses 18866197).
    await tx.query('SELECT pg_advisory_xact_lock(18866198, $1::int)', [userId])
    const [recent] = await tx.query<{ n: number }>('SELECT count(*)::int AS n FROM questions WHERE user_id = $1 AND created_at > $2', [userId, new Date(at.getTime() - 60_000).toISOString()])
    if (Number(recent?.n ?? 0) >= perMinute) return null
    const [row] = await tx.query<{ id: number }>(
      `INSERT INTO questions (meeting_id, user_id, text, anonymous, created_at, state)
       VALUES ($1, $2, $3, $4, $5, CASE WHEN coalesce((SELECT approval FROM question_settings WHERE meeting_id = $1), false) THEN 'pending' ELSE 'open' END)
       RETURNING id`,
      [meetingId, userId, text, anonymous, at.toISOString()],
    )
    await notify(tx, meetingId)
    const id = (row as { id: number }).id
    // The webhooks' event: the question as the organizer's export has it, never the asker's account.
    await emitEvent(tx, 'question.created', { question_id: id, meeting_id: meetingId, text, anonymous, created_at: at.toISOString() }, at)
    return id
  })
}

export async function questionMeta(db: Db, id: number): Promise<{ meeting_id: number; user_id: number; state: QuestionState } | null> {
  const [row] = await db.query<{ meeting_id: number; user_id: number; state: QuestionState }>('SELECT meeting_id, user_id, state FROM questions WHERE id = $1', [id])
  return row ?? null
}

/** Votes on or off (idempotent); a live event only when something changed. */
export async function setVote(db: Db, questionId: number, meetingId: number, userId: number, on: boolean): Promise<void> {
  await db.transaction(async (tx) => {
    const changed = on
      ? await tx.query('INSERT INTO question_votes (question_id, user_id) VALUES ($1, $2) ON CONFLICT DO NOTHING RETURNING 1', [questionId, userId])
      : await tx.query('DELETE FROM question_votes WHERE question_id = $1 AND user_id = $2 RETURNING 1', [questionId, userId])
    if (changed.length) await notify(tx, meetingId)
  })
}

/** Moves the question from `from` to `to` (no change if another moderator moved it first: false). */
export async function setState(db: Db, questionId: number, meetingId: number, from: QuestionState, to: QuestionState): Promise<boolean> {
  return db.transaction(async (tx) => {
    // One pinned question per session: pinning this one puts the previous one back.
    if (to === 'pinned') await tx.query(`UPDATE questions SET state = 'open' WHERE meeting_id = $1 AND state = 'pinned' AND id <> $2`, [meetingId, questionId])
    const done = await tx.query('UPDATE questions SET state = $3 WHERE id = $1 AND state = $2 RETURNING 1', [questionId, from, to])
    if (done.length) await notify(tx, meetingId)
    if (done.length && to === 'answered') await emitEvent(tx, 'question.answered', { question_id: questionId, meeting_id: meetingId }, new Date())
    return done.length > 0
  })
}

export async function deleteQuestion(db: Db, questionId: number, meetingId: number, userId: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    const done = await tx.query('DELETE FROM questions WHERE id = $1 AND user_id = $2 RETURNING 1', [questionId, userId])
    if (done.length) await notify(tx, meetingId)
    return done.length > 0
  })
}

/** The hall's screen: the pinned question and the top open ones; texts and counts only. */
export async function screenQuestions(db: Db, meetingId: number): Promise<{ pinned: ScreenQuestion | null; top: ScreenQuestion[] }> {
  const rows = await db.query<ScreenQuestion>(
    `SELECT q.id, q.text, q.state, (SELECT count(*)::int FROM question_votes v WHERE v.question_id = q.id) AS votes
     FROM questions q WHERE q.meeting_id = $1 AND q.state IN ('open', 'pinned')
     ORDER BY (q.state = 'pinned') DESC, votes DESC, q.created_at ASC LIMIT $2`,
    [meetingId, QUESTION_SCREEN_TOP + 1],
  )
  const list = rows.map((r) => ({ ...r, votes: Number(r.votes) }))
  const pinned = list[0]?.state === 'pinned' ? list[0] : null
  return { pinned, top: list.filter((q) => q.state !== 'pinned').slice(0, QUESTION_SCREEN_TOP) }
}

/**
 * The session a hall's short link opens: the one on now; else the next one whose questions are
 * already open; else the one just ended whose questions are still open; else the next one; else
 * the hall's last. Null: no such hall, or no session in it.
 */
export async function hallSession(db: Db, areaId: number, now: Date): Promise<number | null> {
  const [row] = await db.query<{ id: number }>(
    `SELECT m.id FROM meetings m
     WHERE m.area_id = $1 AND NOT m.is_culture AND m.withdrawn_at IS NULL
     ORDER BY CASE
         WHEN m.start_at <= $2 AND m.end_at > $2 THEN 0
         WHEN m.start_at > $2 AND m.start_at - make_interval(secs => $3) <= $2 THEN 1
         WHEN m.end_at <= $2 AND m.end_at + make_interval(secs => $4) >= $2 THEN 2
         WHEN m.start_at > $2 THEN 3
         ELSE 4 END,
       CASE WHEN m.start_at > $2 THEN m.start_at END ASC,
       m.end_at DESC, m.id
     LIMIT 1`,
    [areaId, now.toISOString(), QUESTION_WINDOW.beforeMs / 1000, QUESTION_WINDOW.afterMs / 1000],
  )
  return row?.id ?? null
}
