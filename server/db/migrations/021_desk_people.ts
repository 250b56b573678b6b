/**
 * The desk's people (docs/desk-people.md): a ticket can be reissued. The code lives in one
 * place, `user_event_views.qr_code`, which the door reads online and the scanners' offline data
 * is made from; a reissue replaces it, so the old code is refused online at once and offline
 * after the scanners' next sync. The row counts the issues and keeps the last reissue's time.
 * Indexes for the list's usual order and its check-in filters.
 */
export const id = '021_desk_people'

export const sql = /* sql */ `
ALTER TABLE user_event_views
  ADD COLUMN ticket_issues integer NOT NULL DEFAULT 1,
  ADD COLUMN ticket_reissued_at timestamptz;
CREATE INDEX checkins_user ON checkins (user_id, event_id, day) WHERE counted;
CREATE INDEX user_event_views_created ON user_event_views (event_id, created_at);
`
