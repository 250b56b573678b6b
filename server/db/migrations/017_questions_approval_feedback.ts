/**
 * Questions waiting for approval, and feedback after a session (server/questions/).
 * - `questions.state` gains `pending`: asked in a session whose moderators approve questions
 *   first; only its author and the moderators see it until it is approved.
 * - `question_settings`: per session, whether new questions wait for approval (no row: they do not),
 *   and a version bumped by a trigger with every change of its questions and votes, a cascade of
 *   an account's deletion included (an unchanged public list is served from memory, correctly
 *   across processes).
 * - `feedback`: one rating (1–5) and an optional plain-text comment per person and session; it
 *   goes with the account.
 */
export const id = '017_questions_approval_feedback'

export const sql = /* sql */ `
ALTER TABLE questions DROP CONSTRAINT questions_state_check;
ALTER TABLE questions ADD CONSTRAINT questions_state_check CHECK (state IN ('pending', 'open', 'pinned', 'answered', 'hidden'));

CREATE TABLE question_settings (
  meeting_id integer PRIMARY KEY REFERENCES meetings (id) ON DELETE CASCADE,
  approval boolean NOT NULL DEFAULT false,
  version bigint NOT NULL DEFAULT 0
);

CREATE FUNCTION question_version_bump() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  m integer;
BEGIN
  IF TG_TABLE_NAME = 'questions' THEN
    m := CASE WHEN TG_OP = 'DELETE' THEN OLD.meeting_id ELSE NEW.meeting_id END;
  ELSE
    SELECT q.meeting_id INTO m FROM questions q WHERE q.id = CASE WHEN TG_OP = 'DELETE' THEN OLD.question_id ELSE NEW.question_id END;
  END IF;
  -- A session being deleted takes its questions along: nothing to bump then.
  INSERT INTO question_settings (meeting_id, version) SELECT m, 1 WHERE m IS NOT NULL AND EXISTS (SELECT 1 FROM meetings WHERE id = m)
    ON CONFLICT (meeting_id) DO UPDATE SET version = question_settings.version + 1;
  RETURN NULL;
END $$;
CREATE TRIGGER questions_version AFTER INSERT OR UPDATE OR DELETE ON questions FOR EACH ROW EXECUTE FUNCTION question_version_bump();
CREATE TRIGGER question_votes_version AFTER INSERT OR DELETE ON question_votes FOR EACH ROW EXECUTE FUNCTION question_version_bump();

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
