/**
 * The live channel reads the program's change log (migration 013, server/program/changes.ts)
 * instead of keeping its own record of what each import did to each session:
 * - `live_meeting_changes` and the trigger on `meetings` that wrote it go.
 * - `program_versions.xid`: the transaction that wrote the version, so the version bump of that
 *   transaction finds the versions (and their `program_changes`) it publishes.
 * - The trigger on `content_meta` is now deferred to the commit: an import may bump the content
 *   version before it records the program version (a schedule import does), and the event must
 *   count what the whole transaction recorded. Of several bumps in one transaction, only the last
 *   writes an event. It maps the change log's kinds as the notice counts them: moved (`moved` or
 *   `hall`) and cancelled (`cancelled`; a session moved and cancelled counts as cancelled), and
 *   queues the same sessions for push, mail and "my program" (the first `before` and the latest
 *   `after` of the change log's states) as before.
 */
export const id = '019_live_change_log'

export const sql = /* sql */ `
DROP TRIGGER content_meta_live ON content_meta;
DROP TRIGGER meetings_live_change ON meetings;
DROP FUNCTION live_note_meeting_change();
DROP TABLE live_meeting_changes;

ALTER TABLE program_versions ADD COLUMN xid xid8 NOT NULL DEFAULT pg_current_xact_id();
CREATE INDEX program_versions_xid ON program_versions (xid);

CREATE OR REPLACE FUNCTION live_program_version() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changes jsonb;
  picks jsonb;
  queue text;
BEGIN
  IF NEW.version IS NOT DISTINCT FROM OLD.version
     OR NEW.version IS DISTINCT FROM (SELECT version FROM content_meta WHERE id = NEW.id) THEN
    RETURN NULL;
  END IF;
  -- This transaction's changes per session, over its versions in order.
  SELECT coalesce(jsonb_agg(ch ORDER BY ch.meeting_id), '[]') INTO changes FROM (
    SELECT c.meeting_id,
           CASE WHEN bool_or('cancelled' = ANY(c.kinds)) THEN 'cancelled' ELSE 'moved' END AS kind,
           (array_agg(c.before ORDER BY v.id))[1] AS before,
           (array_agg(c.after ORDER BY v.id DESC))[1] AS after
      FROM program_changes c JOIN program_versions v ON v.id = c.version_id
     WHERE v.xid = pg_current_xact_id() AND c.kinds && ARRAY['moved', 'hall', 'cancelled']
     GROUP BY c.meeting_id) ch;
  INSERT INTO live_events (kind, payload)
  SELECT 'program', jsonb_build_object('version', NEW.version,
           'moved', coalesce(jsonb_agg(ch.meeting_id) FILTER (WHERE ch.kind = 'moved'), '[]'),
           'cancelled', coalesce(jsonb_agg(ch.meeting_id) FILTER (WHERE ch.kind = 'cancelled'), '[]'))
    FROM jsonb_to_recordset(changes) AS ch(meeting_id int, kind text);
  -- Each person's picks (favorites or participation) among them.
  SELECT coalesce(jsonb_agg(jsonb_build_object('user_id', p.user_id) || ch.c), '[]') INTO picks
    FROM jsonb_array_elements(changes) AS ch(c)
    JOIN (SELECT user_id, meeting_id FROM user_favorites
          UNION SELECT user_id, meeting_id FROM user_participations) p ON p.meeting_id = (ch.c->>'meeting_id')::int;
  -- "My program" marks each changed pick until seen (its first before, its latest after).
  INSERT INTO live_pick_changes AS c (user_id, meeting_id, kind, before, after)
  SELECT t.user_id, t.meeting_id, t.kind, t.before, t.after
    FROM jsonb_to_recordset(picks) AS t(user_id int, meeting_id int, kind text, before jsonb, after jsonb)
   WHERE t.before IS NOT NULL
  ON CONFLICT (user_id, meeting_id) DO UPDATE
    SET kind = EXCLUDED.kind, after = EXCLUDED.after, changed_at = now();
  -- A push to the people with a subscription, a mail to those with a confirmed address who have
  -- not turned it off: gathered per person until the batch is sent (server/live/push.ts, change-mail.ts).
  FOREACH queue IN ARRAY ARRAY['live_push_queue', 'live_mail_queue'] LOOP
    EXECUTE format(
      'INSERT INTO %I AS q (user_id, meeting_ids)
       SELECT t.user_id, array_agg(DISTINCT t.meeting_id ORDER BY t.meeting_id)
         FROM jsonb_to_recordset($1) AS t(user_id int, meeting_id int)
        WHERE CASE WHEN $2 = ''live_push_queue''
                THEN EXISTS (SELECT 1 FROM push_subscriptions s WHERE s.user_id = t.user_id)
                ELSE EXISTS (SELECT 1 FROM users u WHERE u.id = t.user_id AND u.email_verified_at IS NOT NULL)
                     AND NOT EXISTS (SELECT 1 FROM change_mail_settings s WHERE s.user_id = t.user_id AND NOT s.enabled)
              END
        GROUP BY t.user_id
       ON CONFLICT (user_id) DO UPDATE
         SET meeting_ids = ARRAY(SELECT DISTINCT unnest(q.meeting_ids || EXCLUDED.meeting_ids) ORDER BY 1)', queue)
    USING picks, queue;
  END LOOP;
  RETURN NULL;
END
$$;
CREATE CONSTRAINT TRIGGER content_meta_live AFTER UPDATE ON content_meta
  DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW EXECUTE FUNCTION live_program_version();
`
