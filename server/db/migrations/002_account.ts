/**
 * The account schema. Emails are stored lower-cased (compared case-insensitively); NULL for a VK
 * account whose provider gave no verified email. Secrets are never stored in the clear: one-time
 * tokens by their SHA-256, passwords as scrypt hashes. Times the API reasons about (expiry,
 * grace, revocation) are written from the server's injectable clock, not now().
 */
export const id = '002_account'

export const sql = /* sql */ `
CREATE TABLE users (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  email text UNIQUE,
  -- NULL: no password yet (a VK account) or a registration that is not confirmed yet.
  password_hash text,
  email_verified_at timestamptz,
  vk_user_id text UNIQUE,
  -- A speaker's account shows their speeches (the cabinet).
  speaker_id integer REFERENCES speakers (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE profiles (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id integer NOT NULL UNIQUE REFERENCES users (id) ON DELETE CASCADE,
  phone text,
  sex text NOT NULL DEFAULT 'M' CHECK (sex IN ('M', 'F')),
  birthdate date,
  firstname text,
  lastname text,
  surname text,
  firstname_en text,
  lastname_en text,
  userpic text,
  organization text,
  organization_type text,
  industry_id integer REFERENCES industries (id) ON DELETE SET NULL,
  position text,
  region text,
  city text,
  education text,
  bio text CHECK (char_length(bio) <= 500)
);

-- One row per person and event: written by the event registration (a later issue).
CREATE TABLE user_event_views (
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  event_id integer NOT NULL REFERENCES events (id),
  member_role text NOT NULL,
  qr_code text NOT NULL UNIQUE,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, event_id)
);

-- A login. Its access token is a JWT naming the session (sid) and the token (jti); only the
-- current jti (and, for a short grace, the previous one) is accepted.
CREATE TABLE sessions (
  id text PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  started_at timestamptz NOT NULL,
  jti text NOT NULL,
  token_iat bigint NOT NULL,
  token_exp bigint NOT NULL,
  prev_jti text,
  prev_valid_until timestamptz,
  revoked_at timestamptz
);
CREATE INDEX sessions_user ON sessions (user_id);

-- Email confirmation, password recovery and VK login codes: single use, short-lived.
CREATE TABLE one_time_tokens (
  hash text PRIMARY KEY,
  kind text NOT NULL CHECK (kind IN ('confirm', 'restore', 'social')),
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  payload jsonb NOT NULL DEFAULT '{}',
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);
CREATE INDEX one_time_tokens_user ON one_time_tokens (user_id, kind);
CREATE INDEX one_time_tokens_expiry ON one_time_tokens (expires_at);

-- Mail kept for people to read at /dev/mail when no SMTP server is configured.
CREATE TABLE mail_outbox (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  created_at timestamptz NOT NULL DEFAULT now(),
  sender text NOT NULL,
  recipient text NOT NULL,
  subject text NOT NULL,
  text_body text NOT NULL,
  html_body text NOT NULL
);
`
