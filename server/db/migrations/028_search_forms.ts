/**
 * Search finds the words made from the searched ones (server/content/search-forms.ts: «дизайнеров»
 * finds «дизайн», «архитектор» finds «архитектура»), the words as typed first; and an excerpt says
 * where it was cut. Replaces migration 011's `search_find` and `search_excerpt`.
 *
 * `search_find` now takes each query twice: `tq…` with the related forms (what is found), `te…`
 * as typed (what ranks first), plus the roots the related forms add (their stored words are
 * marked, and a passage is looked for at them when the body has no word as typed). Within a
 * group: the typed words in the title (or the speaker's name), in the longer texts, in the format
 * or industries; then a related form in the title, in the longer texts; ts_rank within each.
 * A query without related forms (tq = te) ranks as before.
 *
 * `search_excerpt` puts «…» where it cut the text and cuts at whole words at both ends, so the
 * passage made from it (search-marks.ts) knows what it does not show.
 */
export const id = '028_search_forms'

/** As in migration 011: texts longer than this reach the search as an excerpt of this length. */
const EXCERPT = 700
const EXCERPT_LEAD = 200

function findFunction(): string {
  const similarity = 'greatest(@trgm@.word_similarity(name1, d.names), coalesce(@trgm@.word_similarity(name2, d.names), 0))'
  const tier = `CASE WHEN d.vec @@ qe_title THEN 0 WHEN d.vec @@ qe_body THEN 1 WHEN d.vec @@ qe THEN 2
      WHEN d.vec @@ q_title THEN 3 WHEN d.vec @@ q_body THEN 4 ELSE 5 END`
  const fn = (trgm: boolean) => `
CREATE FUNCTION search_find(tq text, tq_title text, tq_body text, te text, te_title text, te_body text,
  exact text, last text, roots text, ev integer, lang text, lim integer, name1 text, name2 text, threshold real)
RETURNS text
LANGUAGE plpgsql STABLE
SET enable_seqscan = off SET jit = off SET plan_cache_mode = force_generic_plan${trgm ? ` SET pg_trgm.word_similarity_threshold = 0.5` : ''}
AS $fn$
DECLARE
  q tsquery := to_tsquery('russian'::regconfig, tq);
  q_title tsquery := to_tsquery('russian'::regconfig, tq_title);
  q_body tsquery := to_tsquery('russian'::regconfig, tq_body);
  qe tsquery := to_tsquery('russian'::regconfig, te);
  qe_title tsquery := to_tsquery('russian'::regconfig, te_title);
  qe_body tsquery := to_tsquery('russian'::regconfig, te_body);
  exact_lex text[] := tsvector_to_array(to_tsvector('russian'::regconfig, exact));
  last_lex text[] := tsvector_to_array(to_tsvector('russian'::regconfig, last));
  root_lex text[] := tsvector_to_array(to_tsvector('russian'::regconfig, roots));
  -- Where a passage is looked for: the first of these that the text holds.
  at_lex text[] := exact_lex || last_lex || root_lex;
BEGIN
  RETURN (
  WITH hits AS (
    SELECT d.kind, d.id, d.culture, d.at, d.photo, d.title_ru, d.title_en, d.body_ru, d.body_en,
      ${tier} AS tier, d.vec @@ q_body AS in_body, ts_rank(d.vec, q) AS rank,
      ${trgm ? `CASE WHEN d.kind = 's' AND d.vec @@ q_title THEN ${similarity} ELSE 0 END` : '0::real'} AS ws
    FROM search_docs d WHERE d.vec @@ q AND d.event_id = ev AND d.live
    ${trgm ? `UNION ALL
    SELECT d.kind, d.id, d.culture, d.at, d.photo, d.title_ru, d.title_en, d.body_ru, d.body_en, 5, false, 0, ${similarity}
    FROM search_docs d WHERE (name1 OPERATOR(@trgm@.<%) d.names OR name2 OPERATOR(@trgm@.<%) d.names)
      AND NOT d.vec @@ q AND d.event_id = ev AND d.live` : ''}),
  ranked AS (
    SELECT h.*, CASE WHEN lang = 'en' THEN coalesce(h.body_en, h.body_ru) ELSE coalesce(h.body_ru, h.body_en) END AS body,
      row_number() OVER (PARTITION BY h.kind, h.culture ORDER BY (h.tier = 0 OR h.ws >= threshold) DESC,
      CASE WHEN h.ws >= threshold THEN h.ws ELSE 0 END DESC, h.tier, h.in_body DESC, h.rank DESC,
      CASE WHEN h.kind = 'n' THEN -extract(epoch FROM h.at) ELSE extract(epoch FROM h.at) END, h.id) AS n
    FROM hits h)
  SELECT json_build_object(
    'hits', (SELECT json_agg(json_build_array(r.kind, r.id, r.culture, (extract(epoch FROM r.at) * 1000)::bigint, r.photo,
        CASE WHEN lang = 'en' THEN coalesce(r.title_en, r.title_ru) ELSE coalesce(r.title_ru, r.title_en) END,
        CASE WHEN r.kind = 's' THEN r.body WHEN r.in_body THEN search_excerpt(r.body,
          coalesce((SELECT x.l FROM unnest(at_lex) WITH ORDINALITY x(l, i) WHERE strpos(lower(r.body), x.l) > 0 ORDER BY x.i LIMIT 1), at_lex[1])) END)
      ORDER BY r.kind, r.culture, r.n) FROM ranked r WHERE r.n <= lim),
    'timezone', (SELECT e.timezone FROM events e WHERE e.id = ev),
    'words', ARRAY(
      SELECT w.word FROM search_words w WHERE w.lexeme = ANY(exact_lex)
      UNION SELECT w.word FROM unnest(last_lex || root_lex) p, search_words w WHERE w.lexeme >= p COLLATE "C" AND w.lexeme < (p || chr(1114111)) COLLATE "C"))::text);
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

export const sql = /* sql */ `
DROP FUNCTION search_find(text, text, text, text, text, integer, text, integer, text, text, real);

-- At most EXCERPT characters of a long text, from a little before the first place that holds
-- the lexeme (a stem is the start of its words), whole words only, with «…» where it was cut.
CREATE OR REPLACE FUNCTION search_excerpt(body text, lexeme text) RETURNS text LANGUAGE sql IMMUTABLE AS $f$
  SELECT CASE WHEN length(body) <= ${EXCERPT} THEN body
    ELSE (SELECT CASE WHEN s > 1 THEN '…' ELSE '' END
        || CASE WHEN s + ${EXCERPT} <= length(body)
          THEN regexp_replace(part, '[[:space:]]+[^[:space:]]*$', '') || '…' ELSE part END
      FROM (SELECT s, CASE WHEN s > 1 THEN regexp_replace(substr(body, s, ${EXCERPT}), '^[^[:space:]]*[[:space:]]+', '')
          ELSE substr(body, 1, ${EXCERPT}) END AS part
        FROM (SELECT CASE WHEN strpos(lower(body), coalesce(lexeme, '')) <= ${EXCERPT_LEAD} THEN 1
          ELSE strpos(lower(body), lexeme) - ${EXCERPT_LEAD} END AS s) a) b) END
$f$;
${findFunction()}
`
