/**
 * Seats (server/seats/, docs/seats.md): a session may take sign-ups with a number of places.
 * The capacity in force is the desk's number for the session, else the import's per-session
 * field (`meetings.seats`), else its format's, else the hall's when the organizer says so; none
 * of them: open entry, as before. A person holds one place per session: a seat, a place in line
 * (`line`, taken from one sequence under the session's row lock, so the line is the order in
 * which sign-ups reached it) or an offer of a freed seat until `offer_expires_at`. Every offer
 * is written to `seat_offer_outbox` in its own transaction, so a restart neither loses nor
 * repeats one.
 */
export const id = '027_seats'

export const sql = /* sql */ `
ALTER TABLE meetings ADD COLUMN seats integer CHECK (seats >= 0);

-- The organizer's rules for one session; the row is also the lock every sign-up of it takes.
CREATE TABLE seat_sessions (
  meeting_id integer PRIMARY KEY REFERENCES meetings (id) ON DELETE CASCADE,
  capacity integer CHECK (capacity >= 0),
  use_hall boolean NOT NULL DEFAULT false,
  closed boolean NOT NULL DEFAULT false,
  -- Seats unclaimed SEAT_RELEASE_AFTER_START_MINUTES after the start: to the line, to walk-ins, or kept (NULL).
  release_to text CHECK (release_to IN ('line', 'walk_in')),
  released_at timestamptz
);

-- "Every masterclass: 30": a capacity per format (area event type).
CREATE TABLE seat_formats (
  area_event_type_id integer PRIMARY KEY REFERENCES area_event_types (id) ON DELETE CASCADE,
  capacity integer NOT NULL CHECK (capacity >= 0)
);

CREATE SEQUENCE seat_line_seq;
CREATE TABLE seat_places (
  meeting_id integer NOT NULL REFERENCES meetings (id) ON DELETE CASCADE,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  state text NOT NULL CHECK (state IN ('seated', 'waiting', 'offered')),
  line bigint NOT NULL DEFAULT nextval('seat_line_seq'),
  forced boolean NOT NULL DEFAULT false,
  -- The language the person signed up in: their offer's mail and push come in it.
  lang text NOT NULL DEFAULT 'ru' CHECK (lang IN ('ru', 'en')),
  offer_expires_at timestamptz,
  checked_in_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (meeting_id, user_id),
  CHECK ((state = 'offered') = (offer_expires_at IS NOT NULL))
);
CREATE INDEX seat_places_line ON seat_places (meeting_id, state, line);
CREATE INDEX seat_places_user ON seat_places (user_id);
CREATE INDEX seat_places_offers ON seat_places (offer_expires_at) WHERE state = 'offered';

-- One row per offer made, written with it; a round tells the person (mail, push) and marks it sent.
CREATE TABLE seat_offer_outbox (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  meeting_id integer NOT NULL REFERENCES meetings (id) ON DELETE CASCADE,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  expires_at timestamptz NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  sent_at timestamptz
);
CREATE INDEX seat_offer_outbox_due ON seat_offer_outbox (id) WHERE sent_at IS NULL;
`
