/** The small lists: themes, industries, areas, interests, organizations. */
import type { Area, Industry, Interest, Organization, Theme } from '../../kernel/contract/content'
import type { Db } from '../db/types'
import type { ParsedRequest } from './params'
import { pickLangs, toArea, toIndustry, toInterest, toNamed } from './rows'
import { listAreas, listIndustries, listInterests, listOrganizations, listThemes } from './queries'
import { assertEventExists } from './event'

type Req<Q = unknown> = ParsedRequest<Q>
const event = (req: Req) => req.path.event as number

export async function themes(db: Db, req: Req): Promise<Theme[]> {
  await assertEventExists(db, event(req), req.lang)
  const rows = await listThemes(db, event(req), req.langs)
  return rows.map((r) => toNamed(r, req.langs))
}

export async function industries(db: Db, req: Req): Promise<Industry[]> {
  const rows = await listIndustries(db, req.langs)
  return rows.map((r) => toIndustry(r, req.langs))
}

export async function areas(db: Db, req: Req<{ only_active?: 0 | 1 }>): Promise<Area[]> {
  await assertEventExists(db, event(req), req.lang)
  const onlyActive = (req.query.only_active ?? 1) === 1
  const rows = await listAreas(db, event(req), req.langs, onlyActive)
  return rows.map((r) => toArea(r, req.langs))
}

export async function interests(db: Db, req: Req): Promise<Interest[]> {
  await assertEventExists(db, event(req), req.lang)
  const rows = await listInterests(db, event(req), req.langs)
  return rows.map((r) => toInterest(r, req.langs))
}

/** Organizers first, then general partners, partners and media partners; `sort` within a kind. */
export async function organizations(db: Db, req: Req): Promise<Organization[]> {
  await assertEventExists(db, event(req), req.lang)
  const rows = await listOrganizations(db, event(req), req.langs)
  return rows.map((r) => ({ ...r, translations: pickLangs(r.translations, req.langs) }))
}
