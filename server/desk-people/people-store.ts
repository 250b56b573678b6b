/**
 * The desk's reads of people: a page of the list with its counts, and one person's page. Route
 * handlers (routes.ts) call these and write no SQL.
 */
import { EVENT_ID } from '../../kernel/constants'
import type { PeoplePage, PeopleQuery, PersonPage } from '../../kernel/contract/desk-people'
import type { Db } from '../db/types'
import { NAME_SQL, PEOPLE_FROM, peopleOrder, peopleWhere } from './filter-sql'

const iso = (v: Date | string | null): string | null => (v === null ? null : (v instanceof Date ? v : new Date(v)).toISOString())
const days = (d: string[] | null) => (d && d.length > 0 ? d : null)

interface ListRow {
  id: number
  name: string | null
  email: string | null
  organization: string | null
  role: string
  days: string[] | null
  registered_at: Date
  checked_in_today: boolean
  total: number
  visitors: number
  speakers: number
  checked: number
}

/**
 * A page of the list and the filter's counts in one pass: the counts are window aggregates over
 * every matching row, taken before the page is cut, so the filter (a search over 20,000 names)
 * is evaluated once.
 */
export async function listPeople(db: Db, query: PeopleQuery, today: string): Promise<PeoplePage> {
  const perPage = query.per_page ?? 50
  const page = query.page ?? 1
  const where = peopleWhere(query, today)
  const n = where.params.length
  const rows = await db.query<ListRow>(
    `SELECT id, name, email, organization, role, days, registered_at, checked_in_today,
            count(*) OVER ()::int AS total, count(*) FILTER (WHERE role = 'visitor') OVER ()::int AS visitors,
            count(*) FILTER (WHERE role = 'speaker') OVER ()::int AS speakers, count(*) FILTER (WHERE checked_in_today) OVER ()::int AS checked
       FROM (SELECT v.user_id AS id, ${NAME_SQL} AS name, u.email, p.organization, v.member_role AS role, v.days::text[] AS days, v.created_at AS registered_at,
                    t.user_id IS NOT NULL AS checked_in_today,
                    row_number() OVER (ORDER BY ${peopleOrder(query.sort)}) AS pos
               FROM ${PEOPLE_FROM}
               -- One counted admission per person and day (checkins_one_per_day): a join, not a look-up per row.
               LEFT JOIN checkins t ON t.event_id = v.event_id AND t.user_id = v.user_id AND t.day = $${n + 1}::date AND t.counted
              WHERE ${where.sql}) x
      ORDER BY pos LIMIT $${n + 2} OFFSET $${n + 3}`,
    [...where.params, today, perPage, (page - 1) * perPage],
  )
  const first = rows[0]
  const counts = first
    ? { total: first.total, visitors: first.visitors, speakers: first.speakers, checked_in_today: first.checked }
    : page > 1
      ? await countPeople(db, query, today)
      : { total: 0, visitors: 0, speakers: 0, checked_in_today: 0 }
  const [all] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM user_event_views WHERE event_id = $1', [EVENT_ID])
  return {
    rows: rows.map((r) => ({ id: r.id, name: r.name, email: r.email, organization: r.organization, role: r.role, days: days(r.days), registered_at: iso(r.registered_at)!, checked_in_today: r.checked_in_today })),
    page,
    per_page: perPage,
    counts,
    everyone: all!.n,
  }
}

/** The counts alone: for a page past the last one. */
async function countPeople(db: Db, filter: PeopleQuery, today: string): Promise<PeoplePage['counts']> {
  const where = peopleWhere(filter, today)
  const [c] = await db.query<PeoplePage['counts']>(
    `SELECT count(*)::int AS total, count(*) FILTER (WHERE v.member_role = 'visitor')::int AS visitors,
            count(*) FILTER (WHERE v.member_role = 'speaker')::int AS speakers,
            count(*) FILTER (WHERE EXISTS (SELECT 1 FROM checkins c WHERE c.event_id = v.event_id AND c.user_id = v.user_id AND c.day = $${where.params.length + 1}::date AND c.counted))::int AS checked_in_today
       FROM ${PEOPLE_FROM} WHERE ${where.sql}`,
    [...where.params, today],
  )
  return c!
}

type Named = PersonPage['picks'][number]
const NAMED = (alias: string) => `${alias}.id, coalesce(${alias}.translations -> 'ru' ->> 'title', '#' || ${alias}.id) AS title, ${alias}.start_at AS starts_at,
  (SELECT coalesce(a.translations -> 'ru' ->> 'name', '') FROM areas a WHERE a.id = ${alias}.area_id) AS area`
const named = (rows: Array<Omit<Named, 'starts_at'> & { starts_at: Date | null }>): Named[] => rows.map((r) => ({ ...r, starts_at: iso(r.starts_at) }))

/** One person's page, or null when they have no account. */
export async function personPage(db: Db, userId: number): Promise<Omit<PersonPage, 'events'> | null> {
  const [u] = await db.query<Record<string, unknown> & { id: number; email: string | null; verified: boolean; vk: boolean; created_at: Date; speaker_id: number | null }>(
    `SELECT u.id, u.email, u.email_verified_at IS NOT NULL AS verified, u.vk_user_id IS NOT NULL AS vk, u.created_at, u.speaker_id,
            p.firstname, p.lastname, p.surname, p.firstname_en, p.lastname_en, p.phone, p.organization, p.organization_type,
            (SELECT coalesce(i.translations -> 'ru' ->> 'name', i.id::text) FROM industries i WHERE i.id = p.industry_id) AS industry,
            p.position, p.region, p.city,
            v.member_role, v.days::text[] AS days, v.purpose, v.not_creative_industry, v.created_at AS registered_at, v.consent_at,
            v.ticket_issues, v.ticket_reissued_at
       FROM users u LEFT JOIN profiles p ON p.user_id = u.id LEFT JOIN user_event_views v ON v.user_id = u.id AND v.event_id = $2
      WHERE u.id = $1`,
    [userId, EVENT_ID],
  )
  if (!u) return null
  const str = (k: string) => (u[k] as string | null) ?? null
  const meetingsOf = (table: string) =>
    db.query<Named & { starts_at: Date | null }>(`SELECT ${NAMED('m')} FROM ${table} x JOIN meetings m ON m.id = x.meeting_id WHERE x.user_id = $1 ORDER BY m.start_at, m.id`, [userId])
  let speaker: PersonPage['speaker'] = null
  if (u.speaker_id !== null) {
    const [s] = await db.query<{ name: string }>(
      `SELECT coalesce(nullif(btrim(concat_ws(' ', translations -> 'ru' ->> 'firstname', translations -> 'ru' ->> 'lastname')), ''), '#' || id) AS name FROM speakers WHERE id = $1`,
      [u.speaker_id],
    )
    const talks = await db.query<Named & { starts_at: Date | null }>(
      `SELECT ${NAMED('m')} FROM meeting_speakers ms JOIN meetings m ON m.id = ms.meeting_id WHERE ms.speaker_id = $1 ORDER BY m.start_at, m.id`,
      [u.speaker_id],
    )
    speaker = { id: u.speaker_id, name: s?.name ?? `#${u.speaker_id}`, meetings: named(talks) }
  }
  const checkins = await db.query<{ day: string; at: Date; door: string; counted: boolean; flagged: boolean }>(
    'SELECT day::text AS day, at, door, counted, flagged FROM checkins WHERE event_id = $1 AND user_id = $2 ORDER BY at',
    [EVENT_ID, userId],
  )
  const mails = u.email
    ? await db.query<{ subject: string; status: string; at: Date }>(
        'SELECT subject, status, created_at AS at FROM mail_outbox WHERE recipient = $1 ORDER BY created_at DESC, id DESC LIMIT 50',
        [u.email],
      )
    : []
  const roles = await db.query<{ role: string; assignment: string | null }>('SELECT role, assignment FROM staff WHERE user_id = $1 ORDER BY role', [userId])
  return {
    id: u.id,
    email: u.email,
    email_verified: u.verified,
    vk: u.vk,
    created_at: iso(u.created_at)!,
    profile: {
      ...Object.fromEntries(['firstname', 'lastname', 'surname', 'firstname_en', 'lastname_en', 'phone', 'organization', 'organization_type', 'industry', 'position', 'region', 'city'].map((k) => [k, str(k)])),
    } as PersonPage['profile'],
    registration: u.member_role
      ? {
          role: u.member_role as string,
          days: days(u.days as string[] | null),
          purpose: str('purpose'),
          not_creative_industry: (u.not_creative_industry as boolean | null) ?? null,
          registered_at: iso(u.registered_at as Date)!,
          consent_at: iso(u.consent_at as Date | null),
        }
      : null,
    ticket: u.member_role ? { issues: u.ticket_issues as number, reissued_at: iso(u.ticket_reissued_at as Date | null) } : null,
    speaker,
    picks: named(await meetingsOf('user_favorites')),
    signups: named(await meetingsOf('user_participations')),
    checkins: checkins.map((c) => ({ ...c, at: iso(c.at)! })),
    mails: mails.map((m) => ({ ...m, at: iso(m.at)! })),
    staff_roles: roles.map((r) => r.role),
    staff: roles.filter((r) => r.role === 'door' || r.role === 'hall'),
  }
}

/** What the desk did to the person: the audit log's entries about them, newest first. */
export async function personEvents(db: Db, userId: number): Promise<PersonPage['events']> {
  const rows = await db.query<{ at: Date; action: string; by: string }>(
    `SELECT at, action, actor AS by FROM audit_log WHERE entity = 'person' AND entity_id = $1 ORDER BY id DESC LIMIT 50`,
    [String(userId)],
  )
  return rows.map((r) => ({ at: iso(r.at)!, action: r.action, by: r.by }))
}
