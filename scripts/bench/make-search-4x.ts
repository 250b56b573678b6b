/**
 * Makes the searchable content of a PGlite data directory four times as large, in SQL: every
 * session (with its speakers and industries), speaker and news item of event 35 is copied three
 * times with new ids (id + k × 1,000,000). The copies' search vectors are generated columns, so
 * they are computed on insert. Then the content version goes up (caches start again).
 * For the search figure of the benchmark (figure 4b), on a copy of the benchmark's data.
 * Copies made before are removed first, so it can run again; `copies` 0 only removes them.
 * The search's own table (migration 011) follows through its triggers.
 *
 *   tsx scripts/bench/make-search-4x.ts <DATA_DIR> [copies]   prints "<sessions> <speakers> <news>" after
 * (the server's DATA_DIR, not running: PGlite lives in its pglite/ directory). With DATABASE_URL
 * set, that PostgreSQL database is changed instead (the server may be running).
 */
import { join } from 'node:path'
import { openPg } from '../../server/db/pg'
import { openPglite } from '../../server/db/pglite'

const STEP = 1_000_000
const dir = process.argv[2]
const COPIES = Number(process.argv[3] ?? 3)
if (!dir || !Number.isInteger(COPIES) || COPIES < 0) {
  console.error('usage: tsx scripts/bench/make-search-4x.ts <DATA_DIR> [copies]')
  process.exit(2)
}

const url = process.env.DATABASE_URL
const db = url ? await openPg({ connectionString: url, max: 1 }) : await openPglite(join(dir, 'pglite'))
try {
  await db.transaction(async (tx) => {
    for (const table of ['meeting_speakers', 'meeting_industries']) await tx.query(`DELETE FROM ${table} WHERE meeting_id >= $1`, [STEP])
    for (const table of ['meetings', 'news', 'speakers']) await tx.query(`DELETE FROM ${table} WHERE event_id = 35 AND id >= $1`, [STEP])
    for (let k = 1; k <= COPIES; k++) {
      const off = k * STEP
      await tx.query(
        `INSERT INTO speakers (id, event_id, photo, on_main, translations)
         SELECT id + $1, event_id, photo, false, translations FROM speakers WHERE event_id = 35 AND id < $2`,
        [off, STEP],
      )
      await tx.query(
        `INSERT INTO meetings (id, event_id, date, start_at, end_at, is_culture, area_id, area_event_type_id, broadcast_url, age_limit, translations, lang, withdrawn_at)
         SELECT id + $1, event_id, date, start_at, end_at, is_culture, area_id, area_event_type_id, broadcast_url, age_limit, translations, lang, withdrawn_at
         FROM meetings WHERE event_id = 35 AND id < $2`,
        [off, STEP],
      )
      await tx.query(
        `INSERT INTO meeting_speakers (meeting_id, speaker_id, role, position)
         SELECT ms.meeting_id + $1, ms.speaker_id + $1, ms.role, ms.position
         FROM meeting_speakers ms JOIN meetings m ON m.id = ms.meeting_id
         WHERE m.event_id = 35 AND ms.meeting_id < $2 AND ms.speaker_id < $2`,
        [off, STEP],
      )
      await tx.query(
        `INSERT INTO meeting_industries (meeting_id, industry_id)
         SELECT mi.meeting_id + $1, mi.industry_id FROM meeting_industries mi JOIN meetings m ON m.id = mi.meeting_id
         WHERE m.event_id = 35 AND mi.meeting_id < $2`,
        [off, STEP],
      )
      await tx.query(
        `INSERT INTO news (id, event_id, published_at, is_published, image, translations)
         SELECT id + $1, event_id, published_at, is_published, image, translations FROM news WHERE event_id = 35 AND id < $2`,
        [off, STEP],
      )
    }
    await tx.query('UPDATE content_meta SET version = version + 1')
  })
  const [row] = await db.query<{ m: number; s: number; n: number }>(
    `SELECT (SELECT count(*) FROM meetings WHERE event_id = 35)::int AS m, (SELECT count(*) FROM speakers WHERE event_id = 35)::int AS s,
       (SELECT count(*) FROM news WHERE event_id = 35)::int AS n`,
  )
  console.log(`${row!.m} ${row!.s} ${row!.n}`)
} finally {
  await db.close()
}
