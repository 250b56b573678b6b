/**
 * The key of a person's calendar feed (/media/calendar/feed/{key}.ics), which
 * calendar apps poll without the person's token. One row per person; renewing replaces the key,
 * so the old address answers 404. The key is kept as it is (the cabinet shows the address again
 * each visit): it opens nothing but that read-only list of sessions.
 */
export const id = '008_calendar_feeds'

export const sql = /* sql */ `
CREATE TABLE calendar_feeds (
  user_id integer PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  key text NOT NULL UNIQUE,
  created_at timestamptz NOT NULL DEFAULT now()
);
`
