/**
 * Questions to a session's speakers (server/questions/).
 * - `questions`: the text (plain, at most 300 characters), its author (always stored, for
 *   moderation; `anonymous` hides them from the public), its moderation state. A person's
 *   questions go with their account.
 * - `question_votes`: one row per person and question; the count is read, never stored, so a
 *   deleted account's votes go with it.
 * - `live_events` gets the kind `question`: the session's questions changed.
 */
export const id = '016_questions'

export const sql = /* sql */ `
CREATE TABLE questions (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  meeting_id integer NOT NULL REFERENCES meetings (id) ON DELETE CASCADE,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  text text NOT NULL CHECK (char_length(text) BETWEEN 1 AND 300),
  anonymous boolean NOT NULL DEFAULT false,
  state text NOT NULL DEFAULT 'open' CHECK (state IN ('open', 'pinned', 'answered', 'hidden')),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX questions_meeting ON questions (meeting_id, created_at);
CREATE INDEX questions_user ON questions (user_id, created_at);

CREATE TABLE question_votes (
  question_id integer NOT NULL REFERENCES questions (id) ON DELETE CASCADE,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  PRIMARY KEY (question_id, user_id)
);

ALTER TABLE live_events DROP CONSTRAINT live_events_kind_check;
ALTER TABLE live_events ADD CONSTRAINT live_events_kind_check CHECK (kind IN ('program', 'announcement', 'question'));
`
