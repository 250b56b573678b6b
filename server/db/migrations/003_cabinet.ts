/**
 * The cabinet: the event registration's answers, favorites, participations and speakers' files.
 * Favorites and participations follow their meeting (a re-import that drops a session drops
 * them); a speaker's files follow the speaker. Files are small and few (slides), so they live in
 * the database: every server of a shared PostgreSQL can serve them, unlike DATA_DIR.
 */
export const id = '003_cabinet'

export const sql = /* sql */ `
-- The wizard's answers that are not profile fields; NULL for views created otherwise (demo speaker).
ALTER TABLE user_event_views
  ADD COLUMN purpose text,
  ADD COLUMN days date[],
  ADD COLUMN not_creative_industry boolean,
  ADD COLUMN consent_at timestamptz;

CREATE TABLE user_favorites (
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  meeting_id integer NOT NULL REFERENCES meetings (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, meeting_id)
);
CREATE INDEX user_favorites_meeting ON user_favorites (meeting_id);

-- Signing up for a session ('participant'); refusing deletes the row.
CREATE TABLE user_participations (
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  meeting_id integer NOT NULL REFERENCES meetings (id) ON DELETE CASCADE,
  type text NOT NULL CHECK (type IN ('participant')),
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, meeting_id)
);
CREATE INDEX user_participations_meeting ON user_participations (meeting_id);

-- A speaker's presentation files for their sessions: served only to the account linked to the speaker.
CREATE TABLE speaker_files (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  speaker_id integer NOT NULL REFERENCES speakers (id) ON DELETE CASCADE,
  meeting_id integer NOT NULL REFERENCES meetings (id) ON DELETE CASCADE,
  name text NOT NULL,
  mime text NOT NULL,
  size integer NOT NULL,
  content bytea NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX speaker_files_speaker ON speaker_files (speaker_id, meeting_id);

-- Databases seeded by earlier versions: the demo's stream paths now point at pages this server has,
-- and the demo visitor's organization type is one of the wizard's values.
UPDATE areas SET broadcast_url = '/media' || broadcast_url || '.html' WHERE broadcast_url ~ '^/streams/hall-[0-9]+$';
UPDATE meetings SET broadcast_url = '/media' || broadcast_url || '.html' WHERE broadcast_url ~ '^/streams/hall-[0-9]+$';
UPDATE profiles SET organization_type = 'company' WHERE organization_type = 'Коммерческая организация';
`
