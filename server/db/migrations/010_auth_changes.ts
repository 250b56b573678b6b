/**
 * The change feed behind each process's cache of sessions and of what a logged-in
 * call reads about its person (server/auth/auth-cache.ts). Triggers write a row in the same
 * transaction as every change that could make a cached answer wrong, whichever code (or person
 * with psql) makes it:
 * - `sessions` updated or deleted (logout, refresh, reuse detection, password change, expiry
 *   clean-up): the session's row; a new session needs none (nothing can have cached it);
 * - `users` updated or deleted (confirmation, password, VK link, speaker link): the person;
 * - `profiles` and `user_event_views` inserted, updated or deleted: the person.
 * `xid` is the writing transaction's id: a process reads the rows of every transaction that was
 * still running or not yet started at its previous read (pg_snapshot_xmin), so a transaction that
 * commits late is never skipped, as it would be by reading "seq > the last seq seen".
 * Rows older than ten minutes are deleted by the processes that read them.
 */
export const id = '010_auth_changes'

export const sql = /* sql */ `
CREATE TABLE auth_changes (
  seq bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  xid xid8 NOT NULL DEFAULT pg_current_xact_id(),
  user_id integer,
  -- Set for a session's change: only that session is dropped (not the person's other sessions).
  session_id text,
  created_at timestamptz NOT NULL DEFAULT clock_timestamp()
);
CREATE INDEX auth_changes_xid ON auth_changes (xid);
CREATE INDEX auth_changes_created ON auth_changes (created_at);

CREATE FUNCTION note_auth_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'sessions' THEN
    INSERT INTO auth_changes (user_id, session_id) VALUES (OLD.user_id, OLD.id);
  ELSIF TG_TABLE_NAME = 'users' THEN
    INSERT INTO auth_changes (user_id) VALUES (OLD.id);
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO auth_changes (user_id) VALUES (OLD.user_id);
  ELSE
    INSERT INTO auth_changes (user_id) VALUES (NEW.user_id);
    IF TG_OP = 'UPDATE' AND OLD.user_id <> NEW.user_id THEN
      INSERT INTO auth_changes (user_id) VALUES (OLD.user_id);
    END IF;
  END IF;
  RETURN NULL;
END
$$;

CREATE TRIGGER sessions_auth_change AFTER UPDATE OR DELETE ON sessions
  FOR EACH ROW EXECUTE FUNCTION note_auth_change();
CREATE TRIGGER users_auth_change AFTER UPDATE OR DELETE ON users
  FOR EACH ROW EXECUTE FUNCTION note_auth_change();
CREATE TRIGGER profiles_auth_change AFTER INSERT OR UPDATE OR DELETE ON profiles
  FOR EACH ROW EXECUTE FUNCTION note_auth_change();
CREATE TRIGGER user_event_views_auth_change AFTER INSERT OR UPDATE OR DELETE ON user_event_views
  FOR EACH ROW EXECUTE FUNCTION note_auth_change();
`
