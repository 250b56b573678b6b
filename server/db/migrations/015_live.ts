/**
 * The live channel (server/live/): what every process tells its open pages.
 * - `live_events`: one row per thing an open page should learn of (a new program version, an
 *   announcement); its id is the Server-Sent Events id a browser sends back as Last-Event-ID.
 *   Inserting a row notifies channel `live` (payload: the id) in the same transaction, so every
 *   process listening (PostgreSQL LISTEN, or PGlite's own listen in one process) reads it after
 *   the commit. Writers take one transaction-scoped advisory lock first, so ids commit in id
 *   order and "every id above the last one seen" never skips a late commit.
 * - `live_meeting_changes`: what an import did to each session (moved: a new start, end or hall;
 *   cancelled: withdrawn), written by a trigger whatever code makes the change; the version bump
 *   of that import's transaction gathers them into its event (the "2 moved, 1 cancelled" notice
 *   and whose picks it touches).
 * - `live_announcements`: an organizer's short notice in both languages, shown until `ends_at`
 *   (the end of the venue's day when it was published).
 * - `push_subscriptions`: a person's browsers that opted in to Web Push (endpoint and keys as the
 *   browser's PushSubscription gives them; `lang`: the notifications' language).
 * - `live_push_queue`: one row per person with subscriptions whose picks (favorites or
 *   participation) a program version touched, since `first_at`: the sessions are gathered until the
 *   row is sent (server/live/push.ts), so changes close together make one notification.
 * - `change_mail_settings` and `live_mail_queue`: the same for one mail per batch of changes to
 *   everyone with a confirmed address whose picks it touches, unless they turned it off (in the
 *   cabinet, or by the link in every such mail: `unsubscribe_key`) (server/live/change-mail.ts).
 * - `live_pick_changes`: per person and picked session, what changed (the first `before`, the
 *   latest `after`) until the person marks it seen: "my program" shows before and after.
 */
export const id = '015_live'

export const sql = /* sql */ `
CREATE TABLE live_events (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  kind text NOT NULL CHECK (kind IN ('program', 'announcement')),
  payload jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX live_events_created ON live_events (created_at);

CREATE TABLE live_announcements (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  text_ru text NOT NULL,
  text_en text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  ends_at timestamptz NOT NULL
);
CREATE INDEX live_announcements_ends ON live_announcements (ends_at);

CREATE TABLE live_meeting_changes (
  xid xid8 NOT NULL DEFAULT pg_current_xact_id(),
  meeting_id integer NOT NULL,
  kind text NOT NULL CHECK (kind IN ('moved', 'cancelled')),
  before jsonb NOT NULL,
  after jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX live_meeting_changes_xid ON live_meeting_changes (xid);

CREATE TABLE push_subscriptions (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  endpoint text NOT NULL UNIQUE,
  p256dh text NOT NULL,
  auth text NOT NULL,
  lang text NOT NULL DEFAULT 'ru' CHECK (lang IN ('ru', 'en')),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX push_subscriptions_user ON push_subscriptions (user_id);

CREATE TABLE live_push_queue (
  user_id integer PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  meeting_ids integer[] NOT NULL,
  first_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE change_mail_settings (
  user_id integer PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  enabled boolean NOT NULL DEFAULT true,
  lang text NOT NULL DEFAULT 'ru' CHECK (lang IN ('ru', 'en')),
  unsubscribe_key text NOT NULL UNIQUE DEFAULT replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '')
);

CREATE TABLE live_mail_queue (
  user_id integer PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  meeting_ids integer[] NOT NULL,
  first_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE live_pick_changes (
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  meeting_id integer NOT NULL REFERENCES meetings (id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('moved', 'cancelled')),
  before jsonb NOT NULL,
  after jsonb NOT NULL,
  changed_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, meeting_id)
);

CREATE FUNCTION live_note_meeting_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.withdrawn_at IS NULL AND NEW.withdrawn_at IS NOT NULL THEN
    INSERT INTO live_meeting_changes (meeting_id, kind, before, after)
    VALUES (NEW.id, 'cancelled',
      jsonb_build_object('start_at', OLD.start_at, 'end_at', OLD.end_at, 'area_id', OLD.area_id),
      jsonb_build_object('start_at', NEW.start_at, 'end_at', NEW.end_at, 'area_id', NEW.area_id));
  ELSIF NEW.withdrawn_at IS NULL
    AND (OLD.start_at, OLD.end_at, OLD.area_id) IS DISTINCT FROM (NEW.start_at, NEW.end_at, NEW.area_id) THEN
    INSERT INTO live_meeting_changes (meeting_id, kind, before, after)
    VALUES (NEW.id, 'moved',
      jsonb_build_object('start_at', OLD.start_at, 'end_at', OLD.end_at, 'area_id', OLD.area_id),
      jsonb_build_object('start_at', NEW.start_at, 'end_at', NEW.end_at, 'area_id', NEW.area_id));
  END IF;
  RETURN NULL;
END
$$;
CREATE TRIGGER meetings_live_change AFTER UPDATE ON meetings
  FOR EACH ROW EXECUTE FUNCTION live_note_meeting_change();

CREATE FUNCTION live_notify() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('live', NEW.id::text);
  RETURN NULL;
END
$$;
CREATE TRIGGER live_events_notify AFTER INSERT ON live_events
  FOR EACH ROW EXECUTE FUNCTION live_notify();

-- Serializes the writers of live_events (see above); 18866197 is this migration's own key.
CREATE FUNCTION live_lock() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_advisory_xact_lock(18866197);
  RETURN NEW;
END
$$;
CREATE TRIGGER live_events_lock BEFORE INSERT ON live_events
  FOR EACH ROW EXECUTE FUNCTION live_lock();

CREATE FUNCTION live_program_version() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  moved int[];
  cancelled int[];
BEGIN
  IF NEW.version IS NOT DISTINCT FROM OLD.version THEN
    RETURN NULL;
  END IF;
  SELECT coalesce(array_agg(DISTINCT meeting_id) FILTER (WHERE kind = 'moved'), '{}'),
         coalesce(array_agg(DISTINCT meeting_id) FILTER (WHERE kind = 'cancelled'), '{}')
    INTO moved, cancelled
    FROM live_meeting_changes WHERE xid = pg_current_xact_id();
  -- A session both moved and cancelled in one import counts as cancelled.
  moved := ARRAY(SELECT unnest(moved) EXCEPT SELECT unnest(cancelled) ORDER BY 1);
  INSERT INTO live_events (kind, payload)
  VALUES ('program', jsonb_build_object('version', NEW.version, 'moved', to_jsonb(moved), 'cancelled', to_jsonb(cancelled)));
  -- Whose picks this touches, among the people with a push subscription.
  INSERT INTO live_push_queue AS q (user_id, meeting_ids)
  SELECT p.user_id, array_agg(DISTINCT p.meeting_id)
    FROM (SELECT user_id, meeting_id FROM user_favorites
          UNION SELECT user_id, meeting_id FROM user_participations) p
   WHERE p.meeting_id = ANY(moved || cancelled)
     AND EXISTS (SELECT 1 FROM push_subscriptions s WHERE s.user_id = p.user_id)
   GROUP BY p.user_id
  ON CONFLICT (user_id) DO UPDATE
    SET meeting_ids = ARRAY(SELECT DISTINCT unnest(q.meeting_ids || EXCLUDED.meeting_ids) ORDER BY 1);
  -- "My program" marks each changed pick until seen.
  INSERT INTO live_pick_changes AS c (user_id, meeting_id, kind, before, after)
  SELECT p.user_id, ch.meeting_id, ch.kind, ch.before, ch.after
    FROM (SELECT meeting_id,
                 CASE WHEN bool_or(kind = 'cancelled') THEN 'cancelled' ELSE 'moved' END AS kind,
                 (array_agg(before))[1] AS before, (array_agg(after))[count(*)] AS after
            FROM live_meeting_changes WHERE xid = pg_current_xact_id() GROUP BY meeting_id) ch
    JOIN (SELECT user_id, meeting_id FROM user_favorites
          UNION SELECT user_id, meeting_id FROM user_participations) p ON p.meeting_id = ch.meeting_id
  ON CONFLICT (user_id, meeting_id) DO UPDATE
    SET kind = EXCLUDED.kind, after = EXCLUDED.after, changed_at = now();
  -- And by mail: everyone with a confirmed address who has not turned it off.
  INSERT INTO live_mail_queue AS q (user_id, meeting_ids)
  SELECT p.user_id, array_agg(DISTINCT p.meeting_id)
    FROM (SELECT user_id, meeting_id FROM user_favorites
          UNION SELECT user_id, meeting_id FROM user_participations) p
    JOIN users u ON u.id = p.user_id AND u.email_verified_at IS NOT NULL
   WHERE p.meeting_id = ANY(moved || cancelled)
     AND NOT EXISTS (SELECT 1 FROM change_mail_settings s WHERE s.user_id = p.user_id AND NOT s.enabled)
   GROUP BY p.user_id
  ON CONFLICT (user_id) DO UPDATE
    SET meeting_ids = ARRAY(SELECT DISTINCT unnest(q.meeting_ids || EXCLUDED.meeting_ids) ORDER BY 1);
  RETURN NULL;
END
$$;
CREATE TRIGGER content_meta_live AFTER UPDATE ON content_meta
  FOR EACH ROW EXECUTE FUNCTION live_program_version();
`
