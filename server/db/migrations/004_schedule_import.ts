/**
 * Programs imported from schedule files (c3voc JSON, frab XML; server/IMPORT.md):
 * - an event's day change: sessions that start before it belong to the conference day before;
 * - a session's language as the file declares it, and when it was withdrawn (gone from a later
 *   import of the same file: no longer listed, its page says it was cancelled, favorites keep it);
 * - the file's stable keys (guids) mapped to our integer ids, so a re-import updates in place.
 */
export const id = '004_schedule_import'

export const sql = /* sql */ `
ALTER TABLE events
  ADD COLUMN day_change text NOT NULL DEFAULT '00:00' CHECK (day_change ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$');

ALTER TABLE meetings
  ADD COLUMN lang text,
  ADD COLUMN withdrawn_at timestamptz;

-- kind: area, industry, format, speaker, meeting; key: the file's guid (or name), scoped by event.
CREATE TABLE import_keys (
  kind text NOT NULL,
  key text NOT NULL,
  id integer NOT NULL,
  PRIMARY KEY (kind, key)
);
`
