/**
 * Every query of the staff feature (docs/staff.md): roles, the door's check-ins, the halls'
 * counts and the organizer's figures. Route handlers (routes.ts) call these and write no SQL.
 */
import { createHash } from 'node:crypto'
import { EVENT_ID, type Lang, STAFF_ROLES, type StaffRole } from '../../kernel/constants'
import type { DoorOfflineData, DoorSummary, DoorVerdict, HallFill, StaffHall, StaffStats } from '../../kernel/contract/staff'
import { hallFillLevel } from '../../kernel/hall-fill'
import { conferenceDay } from '../../kernel/venue-time'
import type { Db } from '../db/types'
import { emitEvent } from '../events/outbox'
import type { CheckinCreatedData } from '../../kernel/contract/webhooks'

// ---------- roles ----------

export async function staffRoles(db: Db, userId: number): Promise<StaffRole[]> {
  const rows = await db.query<{ role: StaffRole }>('SELECT role FROM staff WHERE user_id = $1 ORDER BY role', [userId])
  return rows.map((r) => r.role)
}

export type GrantOutcome = 'granted' | 'kept' | 'no_account'

export async function grantRole(db: Db, email: string, role: StaffRole): Promise<GrantOutcome> {
  const [user] = await db.query<{ id: number }>('SELECT id FROM users WHERE email = $1', [email.trim().toLowerCase()])
  if (!user) return 'no_account'
  const rows = await db.query('INSERT INTO staff (user_id, role) VALUES ($1, $2) ON CONFLICT DO NOTHING RETURNING role', [user.id, role])
  return rows.length > 0 ? 'granted' : 'kept'
}

/** Removes one role, or every role without `role`; the number of roles removed (null: no such account). */
export async function revokeRole(db: Db, email: string, role?: StaffRole): Promise<number | null> {
  const [user] = await db.query<{ id: number }>('SELECT id FROM users WHERE email = $1', [email.trim().toLowerCase()])
  if (!user) return null
  const rows = await db.query('DELETE FROM staff WHERE user_id = $1 AND ($2::text IS NULL OR role = $2) RETURNING role', [user.id, role ?? null])
  return rows.length
}

export async function listStaff(db: Db): Promise<Array<{ email: string; roles: StaffRole[] }>> {
  const rows = await db.query<{ email: string; roles: StaffRole[] }>(
    `SELECT coalesce(u.email, 'vk:' || u.vk_user_id) AS email, array_agg(s.role ORDER BY s.role) AS roles
       FROM staff s JOIN users u ON u.id = s.user_id GROUP BY u.id ORDER BY 1`,
  )
  return rows.map((r) => ({ email: r.email, roles: r.roles.filter((x): x is StaffRole => (STAFF_ROLES as readonly string[]).includes(x)) }))
}

/** The organizer's capacity for a hall (null: the import's again). False: no such hall of the event. */
export async function setCapacity(db: Db, areaId: number, capacity: number | null): Promise<boolean> {
  const [area] = await db.query('SELECT id FROM areas WHERE id = $1 AND event_id = $2', [areaId, EVENT_ID])
  if (!area) return false
  await db.query(
    `INSERT INTO hall_counts (area_id, capacity) VALUES ($1, $2) ON CONFLICT (area_id) DO UPDATE SET capacity = EXCLUDED.capacity`,
    [areaId, capacity],
  )
  return true
}

// ---------- the door ----------

/** The event's calendar as the door reads it: which conference day it is now, and whether the event runs on it. */
export interface DoorDay {
  day: string
  eventDay: boolean
  timeZone: string
  dayChange: string
}

export async function doorDay(db: Db, now: number): Promise<DoorDay | null> {
  const [event] = await db.query<{ tz: string; day_change: string; first: string; last: string }>(
    'SELECT timezone AS tz, day_change, starts_on::text AS first, ends_on::text AS last FROM events WHERE id = $1',
    [EVENT_ID],
  )
  if (!event) return null
  const day = conferenceDay(now, event.tz, event.day_change)
  return { day, eventDay: day >= event.first && day <= event.last, timeZone: event.tz, dayChange: event.day_change }
}

export const iso = (v: Date | string | number): string => (v instanceof Date ? v : new Date(v)).toISOString()

export interface Ticket {
  user_id: number
  event_id: number
  member_role: string
  name: string | null
  days: string[] | null
}

/** The holder's name as the staff member reads it: Latin letters for an English page when the profile has them. */
const NAME_SQL = (lang: Lang) =>
  lang === 'en'
    ? `coalesce(nullif(btrim(concat_ws(' ', p.firstname_en, p.lastname_en)), ''), nullif(btrim(concat_ws(' ', p.firstname, p.lastname)), ''))`
    : `nullif(btrim(concat_ws(' ', p.firstname, p.lastname)), '')`

export async function findTicket(db: Db, code: string, lang: Lang): Promise<Ticket | null> {
  const [row] = await db.query<Ticket>(
    `SELECT v.user_id, v.event_id, v.member_role, ${NAME_SQL(lang)} AS name, v.days::text[] AS days
       FROM user_event_views v LEFT JOIN profiles p ON p.user_id = v.user_id WHERE v.qr_code = $1`,
    [code],
  )
  return row ?? null
}

/** Registered for other days only: judged on the event's days (outside them, a rehearsal, every ticket of the event is valid). */
export const otherDaysOnly = (ticket: Ticket, day: DoorDay) => day.eventDay && ticket.days !== null && ticket.days.length > 0 && !ticket.days.includes(day.day)

interface Counted {
  at: Date | string
  door: string
}

export async function countedCheckin(db: Db, userId: number, day: string): Promise<Counted | null> {
  const [row] = await db.query<Counted>('SELECT at, door FROM checkins WHERE event_id = $1 AND user_id = $2 AND day = $3 AND counted', [EVENT_ID, userId, day])
  return row ?? null
}

/** Admits one person for the day unless someone already was: the unique index decides, so two processes never both count. */
export async function admit(
  db: Db,
  ticket: Ticket,
  item: { id: string; door: string; at: number; day: string; offline: boolean; clock?: { wrong: boolean; claimed: Date | null } },
  staffId: number,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const rows = await tx.query(
      `INSERT INTO checkins (id, event_id, user_id, day, at, door, staff_id, offline, counted, claimed_at, clock_wrong)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, true, $9, $10)
       ON CONFLICT (event_id, user_id, day) WHERE counted DO NOTHING RETURNING id`,
      [item.id, EVENT_ID, ticket.user_id, item.day, new Date(item.at), item.door, staffId, item.offline, item.clock?.claimed ?? null, item.clock?.wrong ?? false],
    )
    if (rows.length === 0) return false
    // The webhooks' `checkin.created`, kept with the check-in itself (server/events/).
    const data: CheckinCreatedData = { checkin_id: item.id, user_id: ticket.user_id, name: ticket.name, role: ticket.member_role, day: item.day, at: new Date(item.at).toISOString(), door: item.door, offline: item.offline }
    await emitEvent(tx, 'checkin.created', data, new Date(item.at))
    return true
  })
}

const verdictOf = (verdict: DoorVerdict['verdict'], ticket: Ticket | null, first: Counted | null): DoorVerdict => ({
  verdict,
  name: ticket?.name ?? null,
  role: ticket?.member_role ?? null,
  days: ticket?.days && ticket.days.length > 0 ? ticket.days : null,
  first: first ? { at: iso(first.at), door: first.door } : null,
})

/**
 * The door's check of one code, online: valid (admitted now), already checked in today (when
 * and where), not a ticket of this event, or registered for other days only. The same check-in
 * id sent again answers as it did, and counts once.
 */
export async function checkIn(db: Db, staffId: number, body: { id: string; code: string; door: string }, day: DoorDay, now: number, lang: Lang): Promise<DoorVerdict> {
  const ticket = await findTicket(db, body.code, lang)
  if (!ticket || ticket.event_id !== EVENT_ID) return verdictOf('not_this_event', null, null)
  if (otherDaysOnly(ticket, day)) return verdictOf('other_days', ticket, null)
  const [seen] = await db.query<Counted & { counted: boolean }>('SELECT at, door, counted FROM checkins WHERE id = $1 AND user_id = $2', [body.id, ticket.user_id])
  if (seen) return seen.counted ? verdictOf('valid', ticket, seen) : verdictOf('already_checked_in', ticket, await countedCheckin(db, ticket.user_id, day.day))
  try {
    if (await admit(db, ticket, { id: body.id, door: body.door, at: now, day: day.day, offline: false }, staffId)) {
      return verdictOf('valid', ticket, { at: new Date(now), door: body.door })
    }
  } catch (err) {
    // The same id for another ticket (a scanner bug or a forged replay): not this ticket's check-in.
    if ((err as { code?: string }).code === '23505') return verdictOf('not_this_event', null, null)
    throw err
  }
  return verdictOf('already_checked_in', ticket, await countedCheckin(db, ticket.user_id, day.day))
}

/** The day's admissions per door and in total, and the double admissions to look at. */
export async function doorSummary(db: Db, day: DoorDay, lang: Lang): Promise<DoorSummary> {
  const doors = await db.query<{ door: string; count: number }>(
    'SELECT door, count(*)::int AS count FROM checkins WHERE event_id = $1 AND day = $2 AND counted GROUP BY door ORDER BY count DESC, door',
    [EVENT_ID, day.day],
  )
  const flagged = await db.query<{ id: string; name: string | null; at: Date; door: string; first_at: Date; first_door: string }>(
    `SELECT c.id, ${NAME_SQL(lang)} AS name, c.at, c.door, f.at AS first_at, f.door AS first_door
       FROM checkins c
       JOIN checkins f ON f.event_id = c.event_id AND f.user_id = c.user_id AND f.day = c.day AND f.counted
       LEFT JOIN profiles p ON p.user_id = c.user_id
      WHERE c.event_id = $1 AND c.day = $2 AND c.flagged ORDER BY c.at DESC LIMIT 200`,
    [EVENT_ID, day.day],
  )
  const [wrong] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM checkins WHERE event_id = $1 AND day = $2 AND clock_wrong', [EVENT_ID, day.day])
  return {
    day: day.day,
    event_day: day.eventDay,
    clock_wrong: wrong?.n ?? 0,
    total: doors.reduce((sum, d) => sum + d.count, 0),
    doors,
    flagged: flagged.map((f) => ({ id: f.id, name: f.name, at: iso(f.at), door: f.door, first: { at: iso(f.first_at), door: f.first_door } })),
  }
}

/** SHA-256 of salt and code, its first 12 bytes in base64url: what the scanner compares offline. */
export const ticketHash = (salt: string, code: string) => createHash('sha256').update(salt + code).digest().subarray(0, 12).toString('base64url')

/** What a scanner downloads to judge tickets alone (DoorOfflineData): hashes, roles, names, days; nothing else. */
export async function offlineData(db: Db, day: DoorDay, now: number): Promise<DoorOfflineData> {
  // A salt per event and day: one day's hashes say nothing about another's.
  const salt = `${EVENT_ID}:${day.day}:`
  const tickets = await db.query<{ qr_code: string; member_role: string; name: string | null; days: string[] | null }>(
    `SELECT v.qr_code, v.member_role, ${NAME_SQL('ru')} AS name, v.days::text[] AS days
       FROM user_event_views v LEFT JOIN profiles p ON p.user_id = v.user_id WHERE v.event_id = $1`,
    [EVENT_ID],
  )
  const admitted = await db.query<{ qr_code: string; at: Date; door: string }>(
    `SELECT v.qr_code, c.at, c.door FROM checkins c JOIN user_event_views v ON v.user_id = c.user_id AND v.event_id = c.event_id
      WHERE c.event_id = $1 AND c.day = $2 AND c.counted`,
    [EVENT_ID, day.day],
  )
  return {
    event_id: EVENT_ID,
    day: day.day,
    event_day: day.eventDay,
    time_zone: day.timeZone,
    day_change: day.dayChange,
    salt,
    generated_at: iso(now),
    tickets: tickets.map((t) => [ticketHash(salt, t.qr_code), t.member_role === 'speaker' ? 's' : 'v', t.name ?? '', t.days && t.days.length > 0 ? t.days : null]),
    admitted: admitted.map((a) => [ticketHash(salt, a.qr_code), iso(a.at), a.door]),
  }
}

// ---------- the halls ----------

interface HallRow {
  area_id: number
  name: string
  capacity: number | null
  present: number
  counted_at: Date | null
}

async function hallRows(db: Db, lang: Lang, areaId?: number): Promise<HallRow[]> {
  return db.query<HallRow>(
    `SELECT a.id AS area_id, coalesce(a.translations -> '${lang}' ->> 'name', a.translations -> 'ru' ->> 'name', '#' || a.id) AS name,
            coalesce(h.capacity, a.capacity) AS capacity, coalesce(h.present, 0) AS present, h.counted_at
       FROM areas a LEFT JOIN hall_counts h ON h.area_id = a.id
      WHERE a.event_id = $1 AND a.is_active AND ($2::int IS NULL OR a.id = $2) ORDER BY a.sort, a.id`,
    [EVENT_ID, areaId ?? null],
  )
}

const staffHall = (r: HallRow, now: number): StaffHall => ({
  area_id: r.area_id,
  name: r.name,
  capacity: r.capacity,
  present: r.present,
  counted_at: r.counted_at ? iso(r.counted_at) : null,
  level: hallFillLevel(r.present, r.capacity, r.counted_at ? r.counted_at.getTime() : null, now),
})

export async function staffHalls(db: Db, lang: Lang, now: number): Promise<StaffHall[]> {
  return (await hallRows(db, lang)).map((r) => staffHall(r, now))
}

/** Everyone's view: only halls that were ever counted or have a capacity. */
export async function hallFill(db: Db, now: number): Promise<HallFill[]> {
  return (await hallRows(db, 'ru')).map((r) => {
    const { name: _name, ...fill } = staffHall(r, now)
    return fill
  })
}

/** One person in (+1) or out (-1) of a hall, never below zero; null: no such hall of the event. */
export async function countHall(db: Db, areaId: number, delta: 1 | -1, lang: Lang, now: number): Promise<StaffHall | null> {
  const [area] = await db.query('SELECT id FROM areas WHERE id = $1 AND event_id = $2 AND is_active', [areaId, EVENT_ID])
  if (!area) return null
  await db.query(
    `INSERT INTO hall_counts (area_id, present, counted_at) VALUES ($1, greatest(0, $2::int), $3)
     ON CONFLICT (area_id) DO UPDATE SET present = greatest(0, hall_counts.present + $2::int), counted_at = EXCLUDED.counted_at`,
    [areaId, delta, new Date(now)],
  )
  const [row] = await hallRows(db, lang, areaId)
  return row ? staffHall(row, now) : null
}

// ---------- the organizer's figures ----------

export async function staffStats(db: Db, day: DoorDay, lang: Lang, now: number): Promise<StaffStats> {
  const days = await db.query<{ day: string; checkins: number; registered: number }>(
    `SELECT d::date::text AS day,
            (SELECT count(*)::int FROM checkins c WHERE c.event_id = e.id AND c.day = d::date AND c.counted) AS checkins,
            (SELECT count(*)::int FROM user_event_views v WHERE v.event_id = e.id AND (v.days IS NULL OR cardinality(v.days) = 0 OR d::date = ANY(v.days))) AS registered
       FROM events e, generate_series(e.starts_on::timestamp, e.ends_on::timestamp, interval '1 day') d
      WHERE e.id = $1 ORDER BY d`,
    [EVENT_ID],
  )
  // A rehearsal's check-ins (before the event) are figures too.
  const extra = await db.query<{ day: string; checkins: number }>(
    `SELECT c.day::text AS day, count(*)::int AS checkins FROM checkins c JOIN events e ON e.id = c.event_id
      WHERE c.event_id = $1 AND c.counted AND (c.day < e.starts_on OR c.day > e.ends_on) GROUP BY c.day ORDER BY c.day`,
    [EVENT_ID],
  )
  const hours = await db.query<{ day: string; hour: number; checkins: number }>(
    `SELECT c.day::text AS day, extract(hour FROM c.at AT TIME ZONE $2)::int AS hour, count(*)::int AS checkins
       FROM checkins c WHERE c.event_id = $1 AND c.counted GROUP BY 1, 2 ORDER BY 1, 2`,
    [EVENT_ID, day.timeZone],
  )
  return {
    days: [
      ...extra.map((d) => ({ day: d.day, checkins: d.checkins, registered: 0, no_shows: null })),
      // No-shows only for days that have begun: tomorrow's registered have not failed to come.
      ...days.map((d) => ({ ...d, no_shows: d.day <= day.day ? Math.max(0, d.registered - d.checkins) : null })),
    ].sort((a, b) => a.day.localeCompare(b.day)),
    hours,
    halls: await staffHalls(db, lang, now),
  }
}
