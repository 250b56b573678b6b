/** The small lists: themes, industries, areas, interests, organizations. */
import type { Area, Industry, Interest, Organization, Theme } from '../../kernel/contract/content'
import type { Db } from '../db/types'
import type { ParsedRequest } from './params'
import { translationsSql } from './langs-sql'
import { areaColumns, industryColumns, interestColumns, pickLangs, toArea, toIndustry, toInterest, toNamed } from './rows'
import { assertEventExists } from './event'

type Req<Q = unknown> = ParsedRequest<Q>
const event = (req: Req) => req.path.event as number

export async function themes(db: Db, req: Req): Promise<Theme[]> {
  await assertEventExists(db, event(req), req.lang)
  const rows = await db.query<Parameters<typeof toNamed>[0]>(
    `SELECT id, ${translationsSql('translations', req.langs)} AS translations FROM themes WHERE event_id = $1 ORDER BY sort, id`,
    [event(req)],
  )
  return rows.map((r) => toNamed(r, req.langs))
}

export async function industries(db: Db, req: Req): Promise<Industry[]> {
  const rows = await db.query<Parameters<typeof toIndustry>[0]>(
    `SELECT ${industryColumns(req.langs)} FROM industries i ORDER BY i.sort, i.id`,
  )
  return rows.map((r) => toIndustry(r, req.langs))
}

export async function areas(db: Db, req: Req<{ only_active?: 0 | 1 }>): Promise<Area[]> {
  await assertEventExists(db, event(req), req.lang)
  const onlyActive = (req.query.only_active ?? 1) === 1
  const rows = await db.query<Parameters<typeof toArea>[0]>(
    `SELECT ${areaColumns(req.langs)} FROM areas a
     WHERE a.event_id = $1 AND (a.is_active OR NOT $2::boolean)
     ORDER BY a.sort, a.id`,
    [event(req), onlyActive],
  )
  return rows.map((r) => toArea(r, req.langs))
}

export async function interests(db: Db, req: Req): Promise<Interest[]> {
  await assertEventExists(db, event(req), req.lang)
  const rows = await db.query<Parameters<typeof toInterest>[0]>(
    `SELECT ${interestColumns(req.langs)} FROM interests x WHERE x.event_id = $1 ORDER BY x.sort, x.id`,
    [event(req)],
  )
  return rows.map((r) => toInterest(r, req.langs))
}

/** Organizers first, then general partners, partners and media partners; `sort` within a kind. */
export async function organizations(db: Db, req: Req): Promise<Organization[]> {
  await assertEventExists(db, event(req), req.lang)
  const rows = await db.query<Organization>(
    `SELECT id, kind, sort, logo, website, ${translationsSql('translations', req.langs)} AS translations FROM organizations
     WHERE event_id = $1
     ORDER BY array_position(ARRAY['organizer', 'general_partner', 'partner', 'media_partner']::text[], kind), sort, id`,
    [event(req)],
  )
  return rows.map((r) => ({ ...r, translations: pickLangs(r.translations, req.langs) }))
}
