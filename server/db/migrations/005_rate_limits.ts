/**
 * Rate limits kept in the database (server/auth/rate-limit.ts), so they hold across processes
 * sharing one PostgreSQL and no process keeps a map that grows. One row per (rule, key) with a
 * fixed window; `key` is a SHA-256 of what is counted (an email, a client address), so no address
 * is stored. Expired rows are deleted as the limiter goes. Times are the server clock's
 * milliseconds (tests move it by hand).
 */
export const id = '005_rate_limits'

export const sql = /* sql */ `
CREATE TABLE rate_limits (
  rule text NOT NULL,
  key text NOT NULL,
  hits integer NOT NULL,
  reset_at bigint NOT NULL,
  PRIMARY KEY (rule, key)
);
CREATE INDEX rate_limits_reset_at ON rate_limits (reset_at);
`
