/**
 * The people who work the event and what they count (docs/staff.md):
 * - `staff`: a role per person (door, hall), granted with `npm run staff -- add EMAIL ROLE`;
 * - `checkins`: every ticket the door judged as admitted, keyed by the scanner's own id (a
 *   check-in sent twice, e.g. an offline batch replayed, is stored once). One admission per
 *   person and conference day is `counted` (the partial unique index keeps it one across
 *   processes); a later one that a scanner had admitted with no network is kept `flagged` for
 *   the staff to see, never dropped;
 * - `hall_counts`: each hall's people present and when it was last counted (stale after 15
 *   minutes: "unknown"), and the capacity the organizer set (else the import's `areas.capacity`).
 */
export const id = '014_staff'

export const sql = /* sql */ `
CREATE TABLE staff (
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  role text NOT NULL CHECK (role IN ('door', 'hall')),
  granted_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, role)
);

CREATE TABLE checkins (
  id text PRIMARY KEY,
  event_id integer NOT NULL REFERENCES events (id),
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  day date NOT NULL,
  at timestamptz NOT NULL,
  door text NOT NULL,
  staff_id integer REFERENCES users (id) ON DELETE SET NULL,
  offline boolean NOT NULL DEFAULT false,
  counted boolean NOT NULL,
  flagged boolean NOT NULL DEFAULT false,
  received_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX checkins_one_per_day ON checkins (event_id, user_id, day) WHERE counted;
CREATE INDEX checkins_day ON checkins (event_id, day, door) WHERE counted;
CREATE INDEX checkins_flagged ON checkins (event_id, day) WHERE flagged;

CREATE TABLE hall_counts (
  area_id integer PRIMARY KEY REFERENCES areas (id) ON DELETE CASCADE,
  present integer NOT NULL DEFAULT 0 CHECK (present >= 0),
  counted_at timestamptz,
  capacity integer CHECK (capacity > 0)
);
`
