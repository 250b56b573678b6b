/**
 * The content schema. Ids come from the organizers' import files, so tables have plain integer
 * keys, not sequences. Texts live in `translations` jsonb: {"ru": {...}, "en": {...}}.
 */
export const id = '001_content'

export const sql = /* sql */ `
CREATE TABLE events (
  id integer PRIMARY KEY,
  year integer NOT NULL,
  starts_on date NOT NULL,
  ends_on date NOT NULL,
  timezone text NOT NULL,
  program_link text,
  image text,
  stats jsonb NOT NULL DEFAULT '{}',
  translations jsonb NOT NULL,
  CHECK (ends_on >= starts_on)
);
CREATE INDEX events_starts_on ON events (starts_on DESC);

CREATE TABLE industries (
  id integer PRIMARY KEY,
  slug text NOT NULL UNIQUE,
  icon text NOT NULL,
  sort integer NOT NULL DEFAULT 0,
  translations jsonb NOT NULL
);

CREATE TABLE themes (
  id integer PRIMARY KEY,
  event_id integer NOT NULL REFERENCES events (id),
  sort integer NOT NULL DEFAULT 0,
  translations jsonb NOT NULL
);
CREATE INDEX themes_event ON themes (event_id, sort, id);

CREATE TABLE interests (
  id integer PRIMARY KEY,
  event_id integer NOT NULL REFERENCES events (id),
  slug text NOT NULL,
  sort integer NOT NULL DEFAULT 0,
  translations jsonb NOT NULL
);
CREATE INDEX interests_event ON interests (event_id, sort, id);

CREATE TABLE area_event_types (
  id integer PRIMARY KEY,
  sort integer NOT NULL DEFAULT 0,
  translations jsonb NOT NULL
);

-- broadcast_url is for the account API: the content API only says whether there is one.
CREATE TABLE areas (
  id integer PRIMARY KEY,
  event_id integer NOT NULL REFERENCES events (id),
  sort integer NOT NULL DEFAULT 0,
  is_active boolean NOT NULL DEFAULT true,
  is_culture boolean NOT NULL DEFAULT false,
  capacity integer,
  image text,
  broadcast_url text,
  translations jsonb NOT NULL
);
CREATE INDEX areas_event_sort ON areas (event_id, sort, id);

CREATE TABLE organizations (
  id integer PRIMARY KEY,
  event_id integer NOT NULL REFERENCES events (id),
  kind text NOT NULL CHECK (kind IN ('organizer', 'general_partner', 'partner', 'media_partner')),
  sort integer NOT NULL DEFAULT 0,
  logo text NOT NULL,
  website text,
  translations jsonb NOT NULL
);
CREATE INDEX organizations_event ON organizations (event_id, kind, sort);

CREATE TABLE speakers (
  id integer PRIMARY KEY,
  event_id integer NOT NULL REFERENCES events (id),
  photo text,
  on_main boolean NOT NULL DEFAULT false,
  translations jsonb NOT NULL
);
CREATE INDEX speakers_event ON speakers (event_id);

CREATE TABLE meetings (
  id integer PRIMARY KEY,
  event_id integer NOT NULL REFERENCES events (id),
  date date NOT NULL,
  start_at timestamptz NOT NULL,
  end_at timestamptz NOT NULL,
  is_culture boolean NOT NULL DEFAULT false,
  area_id integer NOT NULL REFERENCES areas (id),
  area_event_type_id integer REFERENCES area_event_types (id),
  broadcast_url text,
  age_limit text,
  translations jsonb NOT NULL,
  CHECK (end_at > start_at)
);
CREATE INDEX meetings_event_date ON meetings (event_id, date, start_at);
CREATE INDEX meetings_event_culture ON meetings (event_id, is_culture, start_at);
CREATE INDEX meetings_area ON meetings (area_id, start_at);

CREATE TABLE meeting_industries (
  meeting_id integer NOT NULL REFERENCES meetings (id) ON DELETE CASCADE,
  industry_id integer NOT NULL REFERENCES industries (id),
  PRIMARY KEY (meeting_id, industry_id)
);
CREATE INDEX meeting_industries_industry ON meeting_industries (industry_id, meeting_id);

CREATE TABLE meeting_interests (
  meeting_id integer NOT NULL REFERENCES meetings (id) ON DELETE CASCADE,
  interest_id integer NOT NULL REFERENCES interests (id),
  PRIMARY KEY (meeting_id, interest_id)
);
CREATE INDEX meeting_interests_interest ON meeting_interests (interest_id, meeting_id);

CREATE TABLE meeting_speakers (
  meeting_id integer NOT NULL REFERENCES meetings (id) ON DELETE CASCADE,
  speaker_id integer NOT NULL REFERENCES speakers (id),
  role text NOT NULL CHECK (role IN ('speaker', 'moderator')),
  position integer NOT NULL DEFAULT 0,
  PRIMARY KEY (meeting_id, speaker_id)
);
CREATE INDEX meeting_speakers_speaker ON meeting_speakers (speaker_id, meeting_id);

CREATE TABLE media_files (
  id integer PRIMARY KEY,
  meeting_id integer NOT NULL REFERENCES meetings (id) ON DELETE CASCADE,
  name text NOT NULL,
  url text NOT NULL,
  size integer NOT NULL,
  mime text NOT NULL
);
CREATE INDEX media_files_meeting ON media_files (meeting_id, id);

CREATE TABLE news (
  id integer PRIMARY KEY,
  event_id integer NOT NULL REFERENCES events (id),
  published_at timestamptz NOT NULL,
  is_published boolean NOT NULL DEFAULT false,
  image text,
  translations jsonb NOT NULL
);
CREATE INDEX news_event_published ON news (event_id, published_at DESC, id DESC) WHERE is_published;

CREATE TABLE news_industries (
  news_id integer NOT NULL REFERENCES news (id) ON DELETE CASCADE,
  industry_id integer NOT NULL REFERENCES industries (id),
  PRIMARY KEY (news_id, industry_id)
);
CREATE INDEX news_industries_industry ON news_industries (industry_id, news_id);

-- Bumped by every import: response caches key on it.
CREATE TABLE content_meta (
  id integer PRIMARY KEY CHECK (id = 1),
  version integer NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);
INSERT INTO content_meta (id, version) VALUES (1, 0);
`
