/**
 * Questions waiting for approval, and feedback after a session (server/questions/).
 * - `questions.state` gains `pending`: asked in a session whose moderators approve questions
 *   first; only its author and the moderators see it until it is approved.
 * - `question_settings`: per session, whether new questions wait for approval (no row: they do not).
 * - `feedback`: one rating (1–5) and an optional plain-text comment per person and session; it
 *   goes with the account.
 */
export const id = '017_questions_approval_feedback'

export const sql = /* sql */ `
ALTER TABLE questions DROP CONSTRAINT questions_state_check;
ALTER TABLE questions ADD CONSTRAINT questions_state_check CHECK (state IN ('pending', 'open', 'pinned', 'answered', 'hidden'));

CREATE TABLE question_settings (
  meeting_id integer PRIMARY KEY REFERENCES meetings (id) ON DELETE CASCADE,
  approval boolean NOT NULL DEFAULT false
);

CREATE TABLE feedback (
  meeting_id integer NOT NULL REFERENCES meetings (id) ON DELETE CASCADE,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  rating smallint NOT NULL CHECK (rating BETWEEN 1 AND 5),
  comment text CHECK (comment IS NULL OR char_length(comment) BETWEEN 1 AND 500),
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (meeting_id, user_id)
);
CREATE INDEX feedback_user ON feedback (user_id);
`
