/**
 * API tokens (server/tokens/, docs/api-tokens.md): a name, scopes and an expiry; the secret's
 * SHA-256 only (the secret is shown once). Looked up by hash on every call, so a revocation
 * holds at once on every process.
 */
export const id = '025_api_tokens'

export const sql = /* sql */ `
CREATE TABLE api_tokens (
  id serial PRIMARY KEY,
  name text NOT NULL,
  scopes text[] NOT NULL,
  hash text NOT NULL UNIQUE,
  hint text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  created_by text,
  expires_at timestamptz NOT NULL,
  last_used_at timestamptz,
  revoked_at timestamptz
);
`
