import { type Db, json } from '../../db/types'
import { type Known, meetingDate } from './references'
import type { ImportFile } from './schema'

const COLUMNS = {
  events: ['id', 'year', 'starts_on', 'ends_on', 'timezone', 'day_change', 'program_link', 'image', 'stats', 'translations'],
  industries: ['id', 'slug', 'icon', 'sort', 'translations'],
  themes: ['id', 'event_id', 'sort', 'translations'],
  interests: ['id', 'event_id', 'slug', 'sort', 'translations'],
  area_event_types: ['id', 'sort', 'translations'],
  areas: ['id', 'event_id', 'sort', 'is_active', 'is_culture', 'capacity', 'image', 'broadcast_url', 'translations'],
  organizations: ['id', 'event_id', 'kind', 'sort', 'logo', 'website', 'translations'],
  speakers: ['id', 'event_id', 'photo', 'on_main', 'translations'],
  meetings: [
    'id', 'event_id', 'date', 'start_at', 'end_at', 'is_culture', 'area_id',
    'area_event_type_id', 'broadcast_url', 'age_limit', 'lang', 'translations',
  ],
  news: ['id', 'event_id', 'published_at', 'is_published', 'image', 'translations'],
  media_files: ['id', 'meeting_id', 'name', 'url', 'size', 'mime'],
} as const

type Table = keyof typeof COLUMNS

/**
 * One statement per table whatever the row count: the rows travel as one jsonb parameter and
 * jsonb_populate_recordset turns them into the table's row type (same SQL on PGlite and pg).
 */
async function upsert(tx: Db, table: Table, rows: object[]): Promise<void> {
  if (rows.length === 0) return
  const columns = COLUMNS[table]
  const cols = columns.join(', ')
  const set = columns
    .filter((c) => c !== 'id')
    .map((c) => `${c} = EXCLUDED.${c}`)
    .join(', ')
  await tx.query(
    `INSERT INTO ${table} (${cols})
     SELECT ${cols} FROM jsonb_populate_recordset(null::${table}, $1::text::jsonb)
     ON CONFLICT (id) DO UPDATE SET ${set}`,
    [json(rows)],
  )
}

/** The links of an imported item are replaced by the file's lists. */
async function replaceLinks(tx: Db, table: string, owner: string, ownerIds: number[], rows: object[]) {
  if (ownerIds.length === 0) return
  await tx.query(`DELETE FROM ${table} WHERE ${owner} = ANY($1::int[])`, [ownerIds])
  if (rows.length === 0) return
  await tx.query(`INSERT INTO ${table} SELECT * FROM jsonb_populate_recordset(null::${table}, $1::text::jsonb)`, [
    json(rows),
  ])
}

/** Writes a checked file in dependency order; the caller holds the transaction. */
export async function writeImport(tx: Db, file: ImportFile, known: Known): Promise<void> {
  await upsert(tx, 'events', (file.events ?? []).map((e) => ({ ...e, day_change: e.day_change ?? '00:00' })))
  await upsert(tx, 'industries', file.industries ?? [])
  await upsert(tx, 'themes', file.themes ?? [])
  await upsert(tx, 'interests', file.interests ?? [])
  await upsert(tx, 'area_event_types', file.area_event_types ?? [])
  await upsert(tx, 'areas', file.areas ?? [])
  await upsert(tx, 'organizations', file.organizations ?? [])
  await upsert(tx, 'speakers', file.speakers ?? [])

  const meetings = file.meetings ?? []
  await upsert(
    tx,
    'meetings',
    meetings.map((m) => ({ ...m, lang: m.lang ?? null, date: meetingDate(m.start_at, m.event_id, known) })),
  )
  const meetingIds = meetings.map((m) => m.id)
  await replaceLinks(tx, 'meeting_industries', 'meeting_id', meetingIds,
    meetings.flatMap((m) => m.industry_ids.map((industry_id) => ({ meeting_id: m.id, industry_id }))))
  await replaceLinks(tx, 'meeting_interests', 'meeting_id', meetingIds,
    meetings.flatMap((m) => m.interest_ids.map((interest_id) => ({ meeting_id: m.id, interest_id }))))
  await replaceLinks(tx, 'meeting_speakers', 'meeting_id', meetingIds,
    meetings.flatMap((m) => m.speakers.map((s, position) => ({ meeting_id: m.id, speaker_id: s.id, role: s.role, position }))))

  const news = file.news ?? []
  await upsert(tx, 'news', news)
  await replaceLinks(tx, 'news_industries', 'news_id', news.map((n) => n.id),
    news.flatMap((n) => n.industry_ids.map((industry_id) => ({ news_id: n.id, industry_id }))))
  await upsert(tx, 'media_files', file.media ?? [])
}
