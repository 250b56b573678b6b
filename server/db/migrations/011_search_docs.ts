/**
 * Search, made cheap per query (to stay within the search's time budget; server/content/search.ts,
 * figure 4b of docs/benchmarks.md). Replaces the three tables' vectors of migration 006 (dropped here):
 * - `search_docs`: one row per session or festival item ('m'), speaker ('s') and news item ('n'):
 *   one weighted vector (A title or name, B description and key questions / position and
 *   organization / lead and body, C a session's format and industries, so those are found
 *   through the same GIN index), the speaker's names for pg_trgm, and what a hit shows (the
 *   title and the text in each language, tags removed). One index lookup finds every group.
 * - `search_words`: each word of the shown texts with its lexemes (russian and english
 *   configurations): the highlights are made in JavaScript from the words whose lexeme the query
 *   matches, instead of ts_headline parsing and stemming every shown text at every query.
 * Both are kept current by statement-level triggers on the content tables (an import's
 * statement refreshes its rows in one go), and filled here for what is already there.
 */
export const id = '011_search_docs'

const ru = (e: string) => `to_tsvector('russian'::regconfig, coalesce(${e}, ''))`
const en = (e: string) => `to_tsvector('english'::regconfig, coalesce(${e}, ''))`
const both = (t: string, field: string) => `${ru(`${t}.translations -> 'ru' ->> '${field}'`)} || ${en(`${t}.translations -> 'en' ->> '${field}'`)}`
const weighted = (t: string, fields: string[], weight: string) => `setweight(${fields.map((f) => both(t, f)).join(' || ')}, '${weight}')`
const field = (t: string, lang: string, f: string) => `nullif(btrim(${t}.translations -> '${lang}' ->> '${f}'), '')`
const plain = (e: string) => `nullif(btrim(regexp_replace(${e}, '<[^>]*>', ' ', 'g')), '')`
const joined = (t: string, lang: string, fields: string[], sep: string) =>
  `nullif(concat_ws('${sep}', ${fields.map((f) => field(t, lang, f)).join(', ')}), '')`
const names = (t: string, lang: string) => `coalesce(${t}.translations -> '${lang}' ->> 'firstname', '') || ' ' || coalesce(${t}.translations -> '${lang}' ->> 'lastname', '')`
/** A catalog entry's names in both languages (formats, industries). */
const catalog = (t: string) => `coalesce(${t}.translations -> 'ru' ->> 'name', '') || ' ' || coalesce(${t}.translations -> 'en' ->> 'name', '')`

/** Texts longer than this reach the search as an excerpt of this length (search_excerpt). */
const EXCERPT = 700
const EXCERPT_LEAD = 200

/** Token types of the default parser that are words a person reads (no tags, entities, URLs). */
const WORD_TOKENS = '1, 2, 3, 7, 8, 9, 18, 19'

const refresh = (kind: string, fn: string, select: string) => `
CREATE FUNCTION ${fn}(ids integer[]) RETURNS void LANGUAGE sql AS $f$
  DELETE FROM search_docs WHERE kind = '${kind}' AND id = ANY(ids);
  INSERT INTO search_docs (kind, id, event_id, live, culture, at, photo, vec, names, title_ru, title_en, body_ru, body_en)
  ${select};
  SELECT search_vocabulary(ARRAY(SELECT concat_ws(' ', d.title_ru, d.title_en, d.body_ru, d.body_en) FROM search_docs d
    WHERE d.kind = '${kind}' AND d.id = ANY(ids)));
  SELECT search_clean();
$f$;`

/** Statement-level triggers: `call` gets the ids from the transition table `rows`. */
const triggers = (table: string, name: string, call: string, events: string[] = ['INSERT', 'UPDATE', 'DELETE']) =>
  events
    .map((ev) => {
      const rows = ev === 'DELETE' ? 'OLD' : 'NEW'
      const fn = `${name}_${ev.toLowerCase()}`
      return `
CREATE FUNCTION ${fn}() RETURNS trigger LANGUAGE plpgsql AS $f$
BEGIN
  ${call};
  RETURN NULL;
END $f$;
CREATE TRIGGER ${fn} AFTER ${ev} ON ${table} REFERENCING ${rows} TABLE AS rows FOR EACH STATEMENT EXECUTE FUNCTION ${fn}();`
    })
    .join('\n')

export const sql = /* sql */ `
CREATE TABLE search_docs (
  kind char(1) NOT NULL,
  id integer NOT NULL,
  event_id integer NOT NULL,
  live boolean NOT NULL,
  culture boolean NOT NULL DEFAULT false,
  at timestamptz,
  photo text,
  vec tsvector NOT NULL,
  names text,
  title_ru text,
  title_en text,
  body_ru text,
  body_en text,
  PRIMARY KEY (kind, id)
) WITH (toast_tuple_target = 8160);
CREATE INDEX search_docs_vec ON search_docs USING gin (vec);

CREATE TABLE search_words (
  lexeme text COLLATE "C" NOT NULL,
  word text NOT NULL,
  PRIMARY KEY (lexeme, word)
);
CREATE INDEX search_words_word ON search_words (word);

-- The trigram index for pg_trgm's <%, with the operator class of wherever the extension lives
-- (migration 006 installed it where it could).
DO $$
DECLARE trgm text;
BEGIN
  SELECT n.nspname INTO trgm FROM pg_extension e JOIN pg_namespace n ON n.oid = e.extnamespace WHERE e.extname = 'pg_trgm';
  IF trgm IS NOT NULL THEN
    EXECUTE format('CREATE INDEX search_docs_names ON search_docs USING gin (names %I.gin_trgm_ops)', trgm);
  END IF;
END $$;

-- The GIN indexes' pending lists merged into the indexes after each write: a search would read
-- through every entry still listed (PGlite has no autovacuum to merge them, and ANALYZE does not),
-- and merging a statement's rows at once is cheaper than inserting each (fastupdate off). A role
-- that does not own the indexes leaves it to autovacuum.
CREATE FUNCTION search_clean() RETURNS void LANGUAGE plpgsql AS $f$
BEGIN
  PERFORM gin_clean_pending_list(to_regclass(n)) FROM unnest(ARRAY['search_docs_vec', 'search_docs_names']) n WHERE to_regclass(n) IS NOT NULL;
EXCEPTION WHEN insufficient_privilege THEN NULL;
END $f$;

CREATE FUNCTION search_vocabulary(texts text[]) RETURNS void LANGUAGE sql AS $f$
  INSERT INTO search_words (lexeme, word)
  SELECT DISTINCT l.lexeme, w.word
  FROM (SELECT DISTINCT lower(t.token) AS word FROM unnest(texts) x, ts_parse('default', x) t WHERE t.tokid IN (${WORD_TOKENS})) w
  CROSS JOIN LATERAL unnest(tsvector_to_array(to_tsvector('russian'::regconfig, w.word) || to_tsvector('english'::regconfig, w.word))) AS l(lexeme)
  WHERE NOT EXISTS (SELECT 1 FROM search_words s WHERE s.word = w.word)
  ON CONFLICT DO NOTHING;
$f$;
${refresh(
  'm',
  'search_meetings',
  `SELECT 'm', m.id, m.event_id, m.withdrawn_at IS NULL, m.is_culture, m.start_at, NULL,
    ${weighted('m', ['title'], 'A')} || ${weighted('m', ['description', 'key_questions'], 'B')}
      || setweight(to_tsvector('russian'::regconfig, concat_ws(' ', (SELECT ${catalog('f')} FROM area_event_types f WHERE f.id = m.area_event_type_id),
        (SELECT string_agg(${catalog('i')}, ' ') FROM meeting_industries mi JOIN industries i ON i.id = mi.industry_id WHERE mi.meeting_id = m.id))), 'C'),
    NULL, ${field('m', 'ru', 'title')}, ${field('m', 'en', 'title')},
    ${plain(joined('m', 'ru', ['description', 'key_questions'], ' '))}, ${plain(joined('m', 'en', ['description', 'key_questions'], ' '))}
  FROM meetings m WHERE m.id = ANY(ids)`,
)}
${refresh(
  's',
  'search_speakers',
  `SELECT 's', s.id, s.event_id, true, false, NULL, s.photo,
    ${weighted('s', ['firstname', 'lastname'], 'A')} || ${weighted('s', ['position', 'organization'], 'B')},
    translate(lower(${names('s', 'ru')} || ' ' || ${names('s', 'en')}), 'ё', 'е'),
    ${joined('s', 'ru', ['firstname', 'lastname'], ' ')}, ${joined('s', 'en', ['firstname', 'lastname'], ' ')},
    ${joined('s', 'ru', ['position', 'organization'], ', ')}, ${joined('s', 'en', ['position', 'organization'], ', ')}
  FROM speakers s WHERE s.id = ANY(ids)`,
)}
${refresh(
  'n',
  'search_news',
  `SELECT 'n', n.id, n.event_id, n.is_published, false, n.published_at, NULL,
    ${weighted('n', ['title'], 'A')} || ${weighted('n', ['lead', 'body'], 'B')},
    NULL, ${field('n', 'ru', 'title')}, ${field('n', 'en', 'title')},
    ${plain(joined('n', 'ru', ['lead', 'body'], ' '))}, ${plain(joined('n', 'en', ['lead', 'body'], ' '))}
  FROM news n WHERE n.id = ANY(ids)`,
)}
${triggers('meetings', 'search_meetings', 'PERFORM search_meetings(ARRAY(SELECT id FROM rows))')}
${triggers('meeting_industries', 'search_meeting_industries', 'PERFORM search_meetings(ARRAY(SELECT DISTINCT meeting_id FROM rows))')}
${triggers('area_event_types', 'search_formats', 'PERFORM search_meetings(ARRAY(SELECT m.id FROM meetings m JOIN rows r ON r.id = m.area_event_type_id))', ['UPDATE'])}
${triggers('industries', 'search_industries', 'PERFORM search_meetings(ARRAY(SELECT DISTINCT mi.meeting_id FROM meeting_industries mi JOIN rows r ON r.id = mi.industry_id))', ['UPDATE'])}
${triggers('speakers', 'search_speakers', 'PERFORM search_speakers(ARRAY(SELECT id FROM rows))')}
${triggers('news', 'search_news', 'PERFORM search_news(ARRAY(SELECT id FROM rows))')}

-- At most EXCERPT characters of a long text, from a little before the first place that holds
-- the lexeme (a stem is the start of its words), at a word's start: what a passage is chosen from.
CREATE FUNCTION search_excerpt(body text, lexeme text) RETURNS text LANGUAGE sql IMMUTABLE AS $f$
  SELECT CASE WHEN length(body) <= ${EXCERPT} THEN body
    WHEN strpos(lower(body), coalesce(lexeme, '')) <= ${EXCERPT_LEAD} THEN left(body, ${EXCERPT})
    ELSE regexp_replace(substr(body, strpos(lower(body), lexeme) - ${EXCERPT_LEAD}, ${EXCERPT}), '^[^[:space:]]*[[:space:]]+', '') END
$f$;
${findFunction()}

-- Migration 006's per-table vectors are no longer read: no need to compute them at every write.
ALTER TABLE meetings DROP COLUMN search_title, DROP COLUMN search_body;
ALTER TABLE speakers DROP COLUMN search_title, DROP COLUMN search_body, DROP COLUMN search_names;
ALTER TABLE news DROP COLUMN search_title, DROP COLUMN search_body;

SELECT search_meetings(ARRAY(SELECT id FROM meetings));
SELECT search_speakers(ARRAY(SELECT id FROM speakers));
SELECT search_news(ARRAY(SELECT id FROM news));
ANALYZE search_docs;
ANALYZE search_words;
`

/**
 * `search_find`: a whole search in one call, planned once per connection (PL/pgSQL caches the
 * plan; planning the statement cost more than running it), with sequential scans off and the
 * trigram threshold set for the call only (so each candidate comes through an index: the planner
 * takes `@@` and `<%` for cheap). Candidates through the GIN indexes (the text's, then the
 * names' for speakers the text did not find), scored and ranked; word similarity only for the
 * speakers whose name matched.
 * The answer is one JSON text (parsed once, natively, instead of row by row by the driver):
 * `hits`, the shown hits as [kind, id, culture, at in ms, photo, title, text] (at most `lim` a
 * group, best first), `timezone`, the event's (null: no such event), and `words`, the words of
 * the stored texts that the query's lexemes match (the last word's as a prefix), from which the
 * caller marks the hits.
 */
function findFunction(): string {
  const similarity = 'greatest(@trgm@.word_similarity(name1, d.names), coalesce(@trgm@.word_similarity(name2, d.names), 0))'
  const fn = (trgm: boolean) => `
CREATE FUNCTION search_find(tq text, tq_title text, tq_body text, exact text, last text, ev integer, lang text, lim integer,
  name1 text, name2 text, threshold real)
RETURNS text
LANGUAGE plpgsql STABLE
SET enable_seqscan = off SET jit = off SET plan_cache_mode = force_generic_plan${trgm ? ` SET pg_trgm.word_similarity_threshold = 0.5` : ''}
AS $fn$
DECLARE
  q tsquery := to_tsquery('russian'::regconfig, tq);
  q_title tsquery := to_tsquery('russian'::regconfig, tq_title);
  q_body tsquery := to_tsquery('russian'::regconfig, tq_body);
  exact_lex text[] := tsvector_to_array(to_tsvector('russian'::regconfig, exact));
  last_lex text[] := tsvector_to_array(to_tsvector('russian'::regconfig, last));
BEGIN
  RETURN (
  WITH hits AS (
    SELECT d.kind, d.id, d.culture, d.at, d.photo, d.title_ru, d.title_en, d.body_ru, d.body_en,
      d.vec @@ q_title AS in_title, d.vec @@ q_body AS in_body, ts_rank(d.vec, q) AS rank,
      ${trgm ? `CASE WHEN d.kind = 's' AND d.vec @@ q_title THEN ${similarity} ELSE 0 END` : '0::real'} AS ws
    FROM search_docs d WHERE d.vec @@ q AND d.event_id = ev AND d.live
    ${trgm ? `UNION ALL
    SELECT d.kind, d.id, d.culture, d.at, d.photo, d.title_ru, d.title_en, d.body_ru, d.body_en, false, false, 0, ${similarity}
    FROM search_docs d WHERE (name1 OPERATOR(@trgm@.<%) d.names OR name2 OPERATOR(@trgm@.<%) d.names)
      AND NOT d.vec @@ q AND d.event_id = ev AND d.live` : ''}),
  ranked AS (
    SELECT h.*, CASE WHEN lang = 'en' THEN coalesce(h.body_en, h.body_ru) ELSE coalesce(h.body_ru, h.body_en) END AS body, row_number() OVER (PARTITION BY h.kind, h.culture ORDER BY (h.in_title OR h.ws >= threshold) DESC,
      CASE WHEN h.ws >= threshold THEN h.ws ELSE 0 END DESC, h.in_body DESC, h.rank DESC,
      CASE WHEN h.kind = 'n' THEN -extract(epoch FROM h.at) ELSE extract(epoch FROM h.at) END, h.id) AS n
    FROM hits h)
  SELECT json_build_object(
    'hits', (SELECT json_agg(json_build_array(r.kind, r.id, r.culture, (extract(epoch FROM r.at) * 1000)::bigint, r.photo,
        CASE WHEN lang = 'en' THEN coalesce(r.title_en, r.title_ru) ELSE coalesce(r.title_ru, r.title_en) END,
        CASE WHEN r.kind = 's' THEN r.body WHEN r.in_body THEN search_excerpt(r.body, coalesce(exact_lex[1], last_lex[1])) END)
      ORDER BY r.kind, r.culture, r.n) FROM ranked r WHERE r.n <= lim),
    'timezone', (SELECT e.timezone FROM events e WHERE e.id = ev),
    'words', ARRAY(
      SELECT w.word FROM search_words w WHERE w.lexeme = ANY(exact_lex)
      UNION SELECT w.word FROM unnest(last_lex) p, search_words w WHERE w.lexeme >= p COLLATE "C" AND w.lexeme < (p || chr(1114111)) COLLATE "C"))::text);
END $fn$;`
  return `
DO $do$
DECLARE trgm text;
BEGIN
  SELECT n.nspname INTO trgm FROM pg_extension e JOIN pg_namespace n ON n.oid = e.extnamespace WHERE e.extname = 'pg_trgm';
  IF trgm IS NOT NULL THEN
    EXECUTE replace($f1$${fn(true)}$f1$, '@trgm@', quote_ident(trgm));
  ELSE
    EXECUTE $f2$${fn(false)}$f2$;
  END IF;
END $do$;`
}
