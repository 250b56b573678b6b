/**
 * Reminders before the sessions of a person's program:
 * - `reminder_settings`: one row per person who has opened the setting; off until they turn it on.
 *   `lang` is the language of their mails (the site's language when they last saved).
 *   `unsubscribe_key` is the random key of the one-click link in every mail (/reminders/off/{key}):
 *   it turns reminders off and opens nothing else, so it is kept as it is (each mail carries it).
 * - `reminders_sent`: one row per reminder claimed, keyed by the session's start, inserted in the
 *   transaction that queues the mail. The primary key makes two processes unable to both send it;
 *   a moved session has a new start, so its reminder comes again at the new time.
 */
export const id = '009_reminders'

export const sql = /* sql */ `
CREATE TABLE reminder_settings (
  user_id integer PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  enabled boolean NOT NULL DEFAULT false,
  minutes_before integer NOT NULL DEFAULT 15 CHECK (minutes_before IN (5, 15, 30)),
  lang text NOT NULL DEFAULT 'ru' CHECK (lang IN ('ru', 'en')),
  unsubscribe_key text NOT NULL UNIQUE,
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX reminder_settings_enabled ON reminder_settings (user_id) WHERE enabled;

CREATE TABLE reminders_sent (
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  meeting_id integer NOT NULL REFERENCES meetings (id) ON DELETE CASCADE,
  starts_at timestamptz NOT NULL,
  sent_at timestamptz NOT NULL,
  PRIMARY KEY (user_id, meeting_id, starts_at)
);
`
