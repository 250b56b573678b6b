/**
 * The desk's content (docs/desk.md):
 * - `news.state`: draft, scheduled (goes out at `published_at`, server/desk/news-schedule.ts),
 *   published, unpublished; null for what an import wrote (its `is_published` says it all).
 *   `is_published` stays what the public API reads. `revision` counts saves, so two editors of
 *   one item are told apart; `updated_by` names the last.
 * - `desk_news_ids`: ids of news made in the desk, far above an import's.
 */
export const id = '023_desk_content'

export const sql = /* sql */ `
ALTER TABLE news ADD COLUMN state text CHECK (state IN ('draft', 'scheduled', 'published', 'unpublished'));
ALTER TABLE news ADD COLUMN revision integer NOT NULL DEFAULT 1;
ALTER TABLE news ADD COLUMN updated_at timestamptz NOT NULL DEFAULT now();
ALTER TABLE news ADD COLUMN updated_by text;
CREATE INDEX news_scheduled ON news (published_at) WHERE state = 'scheduled';
CREATE SEQUENCE desk_news_ids START 1000000;
`
