/**
 * Search (server/content/search.ts): full-text vectors of the searchable texts and pg_trgm for
 * names typed with a typo.
 * - Vectors are generated columns, so an import keeps them current: Russian texts with the
 *   `russian` configuration (which stems Latin words with the English stemmer too), English
 *   texts with `english`. Titles and names apart from the longer texts, for the ranking
 *   (a title match before a description match). GIN indexes on each.
 * - `search_names`: a speaker's names in both languages, lower case, ё as е: what the trigram
 *   similarity compares a typed name with.
 * - pg_trgm goes into `public` when the database has no copy yet (not the migrating schema:
 *   tests migrate one schema per file and drop it afterwards, which would take the extension
 *   along). Where it cannot be installed the migration goes on: search then matches names by
 *   full text and prefix only (search.ts looks the extension up).
 */
export const id = '006_search'

const ru = (path: string) => `to_tsvector('russian'::regconfig, coalesce(${path}, ''))`
const en = (path: string) => `to_tsvector('english'::regconfig, coalesce(${path}, ''))`
const both = (field: string) => `${ru(`translations -> 'ru' ->> '${field}'`)} || ${en(`translations -> 'en' ->> '${field}'`)}`
const weighted = (fields: string[], weight: 'A' | 'B') => fields.map((f) => `setweight(${both(f)}, '${weight}')`).join(' || ')
const lowerNames = (lang: string) =>
  `coalesce(translations -> '${lang}' ->> 'firstname', '') || ' ' || coalesce(translations -> '${lang}' ->> 'lastname', '')`

export const sql = /* sql */ `
DO $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_extension WHERE extname = 'pg_trgm') THEN
    CREATE EXTENSION pg_trgm WITH SCHEMA public;
  END IF;
EXCEPTION WHEN others THEN
  RAISE WARNING 'pg_trgm could not be installed (%): names are searched without typo tolerance', SQLERRM;
END $$;

ALTER TABLE meetings
  ADD COLUMN search_title tsvector GENERATED ALWAYS AS (${weighted(['title'], 'A')}) STORED,
  ADD COLUMN search_body tsvector GENERATED ALWAYS AS (${weighted(['description', 'key_questions'], 'B')}) STORED;
CREATE INDEX meetings_search_title ON meetings USING gin (search_title);
CREATE INDEX meetings_search_body ON meetings USING gin (search_body);

ALTER TABLE speakers
  ADD COLUMN search_title tsvector GENERATED ALWAYS AS (${weighted(['firstname', 'lastname'], 'A')}) STORED,
  ADD COLUMN search_body tsvector GENERATED ALWAYS AS (${weighted(['position', 'organization'], 'B')}) STORED,
  ADD COLUMN search_names text GENERATED ALWAYS AS (
    translate(lower(${lowerNames('ru')} || ' ' || ${lowerNames('en')}), 'ё', 'е')) STORED;
CREATE INDEX speakers_search_title ON speakers USING gin (search_title);
CREATE INDEX speakers_search_body ON speakers USING gin (search_body);
-- The trigram index for pg_trgm's <% (word similarity), with the operator class of wherever
-- the extension lives.
DO $$
DECLARE trgm text;
BEGIN
  SELECT n.nspname INTO trgm FROM pg_extension e JOIN pg_namespace n ON n.oid = e.extnamespace WHERE e.extname = 'pg_trgm';
  IF trgm IS NOT NULL THEN
    EXECUTE format('CREATE INDEX speakers_search_names ON speakers USING gin (search_names %I.gin_trgm_ops)', trgm);
  END IF;
END $$;

ALTER TABLE news
  ADD COLUMN search_title tsvector GENERATED ALWAYS AS (${weighted(['title'], 'A')}) STORED,
  ADD COLUMN search_body tsvector GENERATED ALWAYS AS (${weighted(['lead', 'body'], 'B')}) STORED;
CREATE INDEX news_search_title ON news USING gin (search_title);
CREATE INDEX news_search_body ON news USING gin (search_body);
`
