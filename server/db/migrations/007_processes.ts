/**
 * Many server processes on one PostgreSQL: what each process used to keep on its own
 * disk or in its memory moves into the database.
 * - `server_secrets`: the HS256 token key when JWT_SECRET is not set (server/auth/key.ts), created
 *   once by whichever process starts first (INSERT … ON CONFLICT DO NOTHING, then read back).
 * - `uploaded_files`: uploaded userpics (server/media/userpics.ts) by their random name, with the
 *   type chosen after sniffing the bytes; every process serves every file.
 * - `mail_outbox` becomes the SMTP queue (server/mail/queue.ts): `status` is `kept` (no SMTP_URL:
 *   the development outbox, as before), `pending` (to be sent) or `failed` (given up; bodies
 *   cleared). A sent mail's row is deleted. `claimed_by`/`claimed_until` let exactly one process
 *   work on a row; a claim that runs out (its process died) is taken over; `attempts` and
 *   `next_attempt_at` carry the retry backoff across processes and restarts.
 */
export const id = '007_processes'

export const sql = /* sql */ `
CREATE TABLE server_secrets (
  name text PRIMARY KEY,
  value bytea NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE uploaded_files (
  name text PRIMARY KEY,
  content_type text NOT NULL,
  bytes bytea NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

ALTER TABLE mail_outbox
  ADD COLUMN status text NOT NULL DEFAULT 'kept' CHECK (status IN ('kept', 'pending', 'failed')),
  ADD COLUMN attempts integer NOT NULL DEFAULT 0,
  ADD COLUMN next_attempt_at timestamptz,
  ADD COLUMN claimed_by text,
  ADD COLUMN claimed_until timestamptz,
  ADD COLUMN last_error text;
CREATE INDEX mail_outbox_due ON mail_outbox (next_attempt_at) WHERE status = 'pending';
`
