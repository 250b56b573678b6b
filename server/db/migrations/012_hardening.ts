/**
 * - `uploaded_files.bytes` may be null: with PGlite the bytes of a picture live in its data
 *   directory (server/media/userpics.ts userpicFilesDir), since writing a large value on PGlite's
 *   thread stalled every other request.
 * - `health_probe`: one row the readiness check (/api/health) rewrites now and then, so a database
 *   that answers reads but refuses writes (a full disk) is reported as unhealthy.
 * - `sessions` says what a person sees in their list of sessions: the device (the User-Agent at
 *   login, cut to 200 characters) and when the session was last used (its last refresh or login).
 */
export const id = '012_hardening'

export const sql = /* sql */ `
ALTER TABLE uploaded_files ALTER COLUMN bytes DROP NOT NULL;

CREATE TABLE health_probe (
  id integer PRIMARY KEY CHECK (id = 1),
  at timestamptz NOT NULL
);

ALTER TABLE sessions
  ADD COLUMN user_agent text,
  ADD COLUMN last_used_at timestamptz;
`
