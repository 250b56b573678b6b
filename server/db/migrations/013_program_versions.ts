/**
 * A program you can trust (server/IMPORT.md):
 * - `site_identity`: made once per site, never changed: calendar UIDs of sessions whose file gives
 *   no UUID are derived from it, so two sites never share one and one site keeps its own.
 * - `program_versions`: one row per import that changed an event's program, numbered per event
 *   from 1, with its time and source (a file's name, or the pull's URL). `initial`: the event's
 *   first imported program (its sessions are not listed one by one).
 * - `program_changes`: what one version did to one session: its kinds (added, cancelled, restored,
 *   moved, hall, retitled, speakers) and the session's state before and after, with the names it
 *   had then (server/program/changes.ts).
 * - `events.acronym`: the schedule file's acronym (`38c3`), which the exports give back.
 * - `program_pull`: the state of the pull from PROGRAM_URL (its validators, the last result), one
 *   row per URL, shared by every process: `claimed_until` is the lease of the process that pulls
 *   this round (the others find it taken and skip).
 */
export const id = '013_program_versions'

export const sql = /* sql */ `
CREATE TABLE site_identity (
  id integer PRIMARY KEY CHECK (id = 1),
  uid uuid NOT NULL
);
INSERT INTO site_identity (id, uid) VALUES (1, gen_random_uuid());

ALTER TABLE events ADD COLUMN acronym text;

CREATE TABLE program_versions (
  id serial PRIMARY KEY,
  event_id integer NOT NULL REFERENCES events (id) ON DELETE CASCADE,
  number integer NOT NULL CHECK (number > 0),
  created_at timestamptz NOT NULL DEFAULT now(),
  source_kind text NOT NULL CHECK (source_kind IN ('file', 'url')),
  source_name text NOT NULL,
  initial boolean NOT NULL DEFAULT false,
  change_count integer NOT NULL DEFAULT 0,
  UNIQUE (event_id, number)
);

CREATE TABLE program_changes (
  version_id integer NOT NULL REFERENCES program_versions (id) ON DELETE CASCADE,
  meeting_id integer NOT NULL,
  kinds text[] NOT NULL,
  before jsonb,
  after jsonb NOT NULL,
  PRIMARY KEY (version_id, meeting_id)
);
CREATE INDEX program_changes_meeting ON program_changes (meeting_id, version_id DESC);

CREATE TABLE program_pull (
  url text PRIMARY KEY,
  etag text,
  last_modified text,
  checked_at timestamptz,
  result text,
  message text,
  version integer,
  claimed_until timestamptz
);
`
