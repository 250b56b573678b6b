/**
 * The content API's reads: every statement of the public content routes, one named function
 * each, so the handlers (news.ts, meetings.ts, …) only shape answers. The relations of meetings
 * are read by meeting-relations.ts, the search's one statement is built by search-sql.ts.
 */
import type { Lang } from '../../kernel/constants'
import type { EventFigures, ForumEvent, Meeting, NewsItem, Organization } from '../../kernel/contract/content'
import type { Translations } from '../../kernel/contract/common'
import type { Db } from '../db/types'
import { translationsSql } from './langs-sql'
import { areaColumns, industryColumns, interestColumns, speakerColumns, type toArea, type toIndustry, type toInterest, type toNamed, type toSpeaker } from './rows'
import type { Statement } from './search-sql'

export interface EventClockRow {
  timezone: string
  day_change: string
}

/** The event's time zone and day change, read by content/event.ts alone (it keeps them per content version). */
export async function readEventClock(db: Db, eventId: number): Promise<EventClockRow | undefined> {
  const [row] = await db.query<EventClockRow>('SELECT timezone, day_change FROM events WHERE id = $1', [eventId])
  return row
}

/** The event's texts (its name and site name in each language). */
export async function readEventTranslations<T>(db: Db, eventId: number): Promise<Translations<T> | undefined> {
  const [row] = await db.query<{ translations: Translations<T> }>('SELECT translations FROM events WHERE id = $1', [eventId])
  return row?.translations
}

const eventColumns = (langs: Lang[]) => `id, year, starts_on::text AS starts_on, ends_on::text AS ends_on, timezone, day_change, program_link, image,
  stats, ${translationsSql('translations', langs)} AS translations`

export async function findEvent(db: Db, id: number, langs: Lang[]): Promise<ForumEvent | undefined> {
  const [row] = await db.query<ForumEvent>(`SELECT ${eventColumns(langs)} FROM events WHERE id = $1`, [id])
  return row
}

/** The archive: the events that started before `startsOn`, newest first. */
export function listEventsBefore(db: Db, startsOn: string, langs: Lang[]): Promise<ForumEvent[]> {
  return db.query<ForumEvent>(`SELECT ${eventColumns(langs)} FROM events WHERE starts_on < $1::date ORDER BY starts_on DESC, id DESC`, [startsOn])
}

/** The home page's figures in one query (figures.ts says what each counts). */
export async function countFigures(db: Db, eventId: number): Promise<EventFigures | undefined> {
  const [row] = await db.query<EventFigures>(
    `SELECT
       (SELECT count(*)::int FROM meetings m
         WHERE m.event_id = $1 AND NOT m.is_culture AND m.withdrawn_at IS NULL) AS sessions,
       (SELECT count(DISTINCT ms.speaker_id)::int FROM meeting_speakers ms
         JOIN meetings m ON m.id = ms.meeting_id
         WHERE m.event_id = $1 AND m.withdrawn_at IS NULL) AS speakers,
       (SELECT count(*)::int FROM areas a
         WHERE a.event_id = $1 AND a.is_active AND NOT a.is_culture) AS halls`,
    [eventId],
  )
  return row
}

export type NewsRow = Omit<NewsItem, 'published_at'> & { published_at: Date }

const newsSelect = (langs: Lang[]) => `SELECT n.id, n.event_id, n.published_at, n.is_published, n.image,
  ${translationsSql('n.translations', langs)} AS translations,
  array(SELECT ni.industry_id FROM news_industries ni WHERE ni.news_id = n.id ORDER BY ni.industry_id) AS industry_ids
  FROM news n`

/** Published news, newest first; `industryIds` (any of) and `limit` when given. */
export function listPublishedNews(db: Db, eventId: number, langs: Lang[], industryIds: number[] | null, limit: number | null): Promise<NewsRow[]> {
  return db.query<NewsRow>(
    `${newsSelect(langs)}
     WHERE n.event_id = $1 AND n.is_published
       AND ($2::int[] IS NULL OR EXISTS (
         SELECT 1 FROM news_industries ni WHERE ni.news_id = n.id AND ni.industry_id = ANY($2::int[])))
     ORDER BY n.published_at DESC, n.id DESC
     LIMIT $3`,
    [eventId, industryIds, limit],
  )
}

export async function findPublishedNews(db: Db, eventId: number, id: number, langs: Lang[]): Promise<NewsRow | undefined> {
  const [row] = await db.query<NewsRow>(`${newsSelect(langs)} WHERE n.event_id = $1 AND n.id = $2 AND n.is_published`, [eventId, id])
  return row
}

export function listThemes(db: Db, eventId: number, langs: Lang[]): Promise<Array<Parameters<typeof toNamed>[0]>> {
  return db.query(`SELECT id, ${translationsSql('translations', langs)} AS translations FROM themes WHERE event_id = $1 ORDER BY sort, id`, [eventId])
}

export function listIndustries(db: Db, langs: Lang[]): Promise<Array<Parameters<typeof toIndustry>[0]>> {
  return db.query(`SELECT ${industryColumns(langs)} FROM industries i ORDER BY i.sort, i.id`)
}

export function listAreas(db: Db, eventId: number, langs: Lang[], onlyActive: boolean): Promise<Array<Parameters<typeof toArea>[0]>> {
  return db.query(
    `SELECT ${areaColumns(langs)} FROM areas a
     WHERE a.event_id = $1 AND (a.is_active OR NOT $2::boolean)
     ORDER BY a.sort, a.id`,
    [eventId, onlyActive],
  )
}

export function listInterests(db: Db, eventId: number, langs: Lang[]): Promise<Array<Parameters<typeof toInterest>[0]>> {
  return db.query(`SELECT ${interestColumns(langs)} FROM interests x WHERE x.event_id = $1 ORDER BY x.sort, x.id`, [eventId])
}

/** Organizers first, then general partners, partners and media partners; `sort` within a kind. */
export function listOrganizations(db: Db, eventId: number, langs: Lang[]): Promise<Organization[]> {
  return db.query<Organization>(
    `SELECT id, kind, sort, logo, website, ${translationsSql('translations', langs)} AS translations FROM organizations
     WHERE event_id = $1
     ORDER BY array_position(ARRAY['organizer', 'general_partner', 'partner', 'media_partner']::text[], kind), sort, id`,
    [eventId],
  )
}

export type MeetingRow = Omit<Meeting, 'start_at' | 'end_at' | 'withdrawn'> & { start_at: Date; end_at: Date; withdrawn: boolean }

export interface MeetingFilter {
  eventId: number
  date: string | null
  areaId: number | null
  isCulture: boolean | null
  meetingIds: number[] | null
  industryIds: number[] | null
  interestIds: number[] | null
  limit: number | null
  dayChange: string
  timezone: string
}

/** The meetings (industry and interest ids as correlated arrays) in time, hall and id order. */
export function listMeetings(db: Db, langs: Lang[], f: MeetingFilter): Promise<MeetingRow[]> {
  return db.query<MeetingRow>(
    `SELECT m.id, m.event_id, m.date::text AS date, m.start_at, m.end_at, m.is_culture, m.area_id,
       m.area_event_type_id, (m.broadcast_url IS NOT NULL) AS has_broadcast, m.age_limit, m.lang,
       ${translationsSql('m.translations', langs)} AS translations,
       (m.withdrawn_at IS NOT NULL) AS withdrawn,
       array(SELECT mi.industry_id FROM meeting_industries mi WHERE mi.meeting_id = m.id ORDER BY mi.industry_id) AS industry_ids,
       array(SELECT mx.interest_id FROM meeting_interests mx WHERE mx.meeting_id = m.id ORDER BY mx.interest_id) AS interest_ids
     FROM meetings m
     JOIN areas a ON a.id = m.area_id
     WHERE m.event_id = $1
       -- §16: a date is a conference day, from its day change to the next day's (venue time).
       AND ($2::date IS NULL OR (m.start_at >= ($2::date + $9::time) AT TIME ZONE $10::text
         AND m.start_at < ($2::date + 1 + $9::time) AT TIME ZONE $10::text))
       AND ($3::int IS NULL OR m.area_id = $3::int)
       AND ($4::boolean IS NULL OR m.is_culture = $4::boolean)
       AND ($5::int[] IS NULL OR m.id = ANY($5::int[]))
       -- A withdrawn session (gone from a re-imported schedule) is not listed; asked for by id it is, flagged.
       AND (m.withdrawn_at IS NULL OR $5::int[] IS NOT NULL)
       AND ($6::int[] IS NULL OR EXISTS (
         SELECT 1 FROM meeting_industries mi WHERE mi.meeting_id = m.id AND mi.industry_id = ANY($6::int[])))
       AND ($7::int[] IS NULL OR EXISTS (
         SELECT 1 FROM meeting_interests mx WHERE mx.meeting_id = m.id AND mx.interest_id = ANY($7::int[])))
     ORDER BY m.start_at, a.sort, m.id
     LIMIT $8`,
    [f.eventId, f.date, f.areaId, f.isCulture, f.meetingIds, f.industryIds, f.interestIds, f.limit, f.dayChange, f.timezone],
  )
}

export type SpeakerRow = Parameters<typeof toSpeaker>[0]

export interface SpeakerFilter {
  eventId: number
  onMain: boolean | null
  meetingId: number | null
  industryIds: number[] | null
  limit: number | null
  /** The language whose last and first names order the list. */
  orderLang: Lang
}

/**
 * Ordered by last name in `orderLang`, byte order ("C"), so PGlite and PostgreSQL servers with
 * other default collations agree. `industryIds`: people of listed (not withdrawn) sessions in
 * any of those industries.
 */
export function listSpeakers(db: Db, langs: Lang[], f: SpeakerFilter): Promise<SpeakerRow[]> {
  return db.query<SpeakerRow>(
    `SELECT ${speakerColumns(langs)} FROM speakers s
     WHERE s.event_id = $1
       AND ($2::boolean IS NULL OR s.on_main = $2::boolean)
       AND ($3::int IS NULL OR EXISTS (
         SELECT 1 FROM meeting_speakers ms WHERE ms.speaker_id = s.id AND ms.meeting_id = $3::int))
       AND ($6::int[] IS NULL OR EXISTS (
         SELECT 1 FROM meeting_speakers ms
         JOIN meetings m ON m.id = ms.meeting_id AND m.withdrawn_at IS NULL
         JOIN meeting_industries mi ON mi.meeting_id = ms.meeting_id
         WHERE ms.speaker_id = s.id AND mi.industry_id = ANY($6::int[])))
     ORDER BY coalesce(s.translations -> $4::text ->> 'lastname', s.translations -> 'ru' ->> 'lastname') COLLATE "C",
       coalesce(s.translations -> $4::text ->> 'firstname', s.translations -> 'ru' ->> 'firstname') COLLATE "C",
       s.id
     LIMIT $5`,
    [f.eventId, f.onMain, f.meetingId, f.orderLang, f.limit, f.industryIds],
  )
}

export async function findSpeaker(db: Db, eventId: number, id: number, langs: Lang[]): Promise<SpeakerRow | undefined> {
  const [row] = await db.query<SpeakerRow>(`SELECT ${speakerColumns(langs)} FROM speakers s WHERE s.event_id = $1 AND s.id = $2`, [eventId, id])
  return row
}

/** The listed (not withdrawn) sessions a speaker speaks at or moderates, with the role. */
export function listSpeakerRoles(db: Db, speakerId: number, eventId: number): Promise<Array<{ meeting_id: number; role: 'speaker' | 'moderator' }>> {
  return db.query(
    `SELECT ms.meeting_id, ms.role FROM meeting_speakers ms
     JOIN meetings m ON m.id = ms.meeting_id
     WHERE ms.speaker_id = $1 AND m.event_id = $2 AND m.withdrawn_at IS NULL`,
    [speakerId, eventId],
  )
}

/** Runs the search's one statement (search-sql.ts); its answer is one JSON text. */
export async function runSearch(db: Db, statement: Statement): Promise<string> {
  const [row] = await db.query<{ found: string }>(statement.sql, statement.params)
  return row!.found
}
