/**
 * The desk's people (docs/desk-people.md): a ticket can be reissued. The code lives in one
 * place, `user_event_views.qr_code`, which the door reads online and the scanners' offline data
 * is made from; a reissue replaces it, so the old code is refused online at once and offline
 * after the scanners' next sync. The row counts the issues and keeps the last reissue's time.
 * Indexes for the list's usual order and its check-in filters. A door or hall role carries the
 * day's assignment (which door, which hall), given in the desk.
 *
 * Messages to a group (docs/desk-messages.md): `desk_messages` keeps each message's letters, made
 * once per language with a placeholder for the person's unsubscribe key; `desk_message_recipients`
 * the people it was meant for, fixed when it was sent (PRIMARY KEY: once per person). A row goes
 * from `waiting` to `queued` in the same statement that writes its mail into `mail_outbox`, so a
 * process that stops in the middle leaves each person either queued once or still waiting.
 * `organizer_mail_settings`: the one-click opt-out and the cabinet's switch of organizer mail.
 *
 * The day's dashboard (docs/desk-day.md) hears of what it counts on channel `desk_day`: a check-in,
 * a registration, a question's state, a hall's count, a program version. Sent at commit; the
 * payload is only the table's name (the page reads the figures again).
 */
export const id = '024_desk_people'

export const sql = /* sql */ `
ALTER TABLE user_event_views
  ADD COLUMN ticket_issues integer NOT NULL DEFAULT 1,
  ADD COLUMN ticket_reissued_at timestamptz;
-- The door or hall a staff member works at today, given in the desk with the role.
ALTER TABLE staff ADD COLUMN assignment text CHECK (char_length(assignment) BETWEEN 1 AND 80);
CREATE INDEX checkins_user ON checkins (user_id, event_id, day) WHERE counted;
CREATE INDEX user_event_views_created ON user_event_views (event_id, created_at);

CREATE TABLE organizer_mail_settings (
  user_id integer PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  enabled boolean NOT NULL DEFAULT true,
  lang text CHECK (lang IN ('ru', 'en')),
  unsubscribe_key text NOT NULL UNIQUE DEFAULT replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', ''),
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE desk_messages (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  created_at timestamptz NOT NULL,
  created_by integer REFERENCES users (id) ON DELETE SET NULL,
  segment jsonb NOT NULL,
  letters jsonb NOT NULL,
  banner boolean NOT NULL DEFAULT false,
  state text NOT NULL DEFAULT 'sending' CHECK (state IN ('sending', 'sent'))
);

CREATE TABLE desk_message_recipients (
  message_id integer NOT NULL REFERENCES desk_messages (id) ON DELETE CASCADE,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  email text NOT NULL,
  lang text NOT NULL CHECK (lang IN ('ru', 'en')),
  state text NOT NULL CHECK (state IN ('waiting', 'queued', 'skipped')),
  outbox_id integer,
  PRIMARY KEY (message_id, user_id)
);
CREATE INDEX desk_message_recipients_waiting ON desk_message_recipients (message_id, user_id) WHERE state = 'waiting';

CREATE FUNCTION desk_day_notify() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('desk_day', TG_TABLE_NAME);
  RETURN NULL;
END $$;
CREATE TRIGGER checkins_desk_day AFTER INSERT ON checkins FOR EACH STATEMENT EXECUTE FUNCTION desk_day_notify();
CREATE TRIGGER user_event_views_desk_day AFTER INSERT ON user_event_views FOR EACH STATEMENT EXECUTE FUNCTION desk_day_notify();
CREATE TRIGGER questions_desk_day AFTER INSERT OR UPDATE OF state ON questions FOR EACH STATEMENT EXECUTE FUNCTION desk_day_notify();
CREATE TRIGGER hall_counts_desk_day AFTER INSERT OR UPDATE ON hall_counts FOR EACH STATEMENT EXECUTE FUNCTION desk_day_notify();
CREATE TRIGGER program_versions_desk_day AFTER INSERT ON program_versions FOR EACH STATEMENT EXECUTE FUNCTION desk_day_notify();
`
