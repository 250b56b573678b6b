import type { Context } from 'hono'
import type { StaffRole } from '../../kernel/constants'
import { STAFF_STATS_CSV_PATH, type StaffEndpointName, staffEndpoints } from '../../kernel/contract/staff'
import { readBody } from '../accounts/body'
import { type AccountDeps, NO_STORE, langFor, ok, requireUser } from '../accounts/context'
import type { RouteTable } from '../accounts/routes'
import { makeEntity, respond } from '../http/entity'
import { HttpError } from '../http/errors'
import { staffMessage } from './messages'
import { statsCsv } from './stats-csv'
import { checkIn, countHall, doorDay, doorSummary, hallFill, offlineData, staffHalls, staffRoles, staffStats } from './store'
import { syncOffline } from './door-sync'

/** A staff call's person: logged in (else 401) and holding one of the endpoint's roles (else 403 staff_only). */
async function requireStaff(deps: AccountDeps, c: Context, name: StaffEndpointName): Promise<{ userId: number; roles: StaffRole[] }> {
  const { userId } = await requireUser(deps, c)
  const roles = await staffRoles(deps.db, userId)
  const allowed = staffEndpoints[name].roles ?? []
  if (!roles.some((r) => allowed.includes(r))) throw new HttpError(403, staffMessage(langFor(c), 'staffOnly'), undefined, 'staff_only')
  return { userId, roles }
}

async function today(deps: AccountDeps, c: Context) {
  const day = await doorDay(deps.db, deps.clock())
  if (!day) throw new HttpError(404, staffMessage(langFor(c), 'noEvent'), undefined, 'not_found')
  return day
}

const REFUSAL_STATUS = { not_this_event: 404, already_checked_in: 409, other_days: 409 } as const

/**
 * The staff API (kernel/contract/staff.ts), mounted with the account API: the same tokens, the
 * same body checks, never cached. Every call but the public fill levels asks for a staff role.
 */
export function staffRoutes(routes: RouteTable, deps: AccountDeps) {
  const { db, clock } = deps
  routes.add('GET', staffEndpoints.me.path, async (c) => ok(c, { roles: (await requireStaff(deps, c, 'me')).roles }))

  routes.add('POST', staffEndpoints.doorCheck.path, async (c) => {
    const { userId } = await requireStaff(deps, c, 'doorCheck')
    const lang = langFor(c)
    const body = await readBody(c, staffEndpoints.doorCheck.body, lang)
    const now = clock()
    const verdict = await checkIn(db, userId, body, await today(deps, c), now, lang)
    if (verdict.verdict === 'valid') return ok(c, verdict)
    const vars = { at: verdict.first?.at ?? '', door: verdict.first?.door ?? '' }
    return c.json({ message: staffMessage(lang, verdict.verdict, vars), code: verdict.verdict, data: verdict }, REFUSAL_STATUS[verdict.verdict], NO_STORE)
  })

  routes.add('POST', staffEndpoints.doorSync.path, async (c) => {
    const { userId } = await requireStaff(deps, c, 'doorSync')
    const lang = langFor(c)
    const body = await readBody(c, staffEndpoints.doorSync.body, lang)
    const { results, fresh } = await syncOffline(db, userId, body.checkins, await today(deps, c), lang, clock())
    // A batch of nothing new was sent before: 409, with what each check-in came to, so a scanner that lost the first answer can still clear its queue.
    if (fresh === 0) return c.json({ message: staffMessage(lang, 'batchReplayed'), code: 'batch_replayed', data: results }, 409, NO_STORE)
    return ok(c, results)
  })

  routes.add('GET', staffEndpoints.doorSummary.path, async (c) => {
    await requireStaff(deps, c, 'doorSummary')
    return ok(c, await doorSummary(db, await today(deps, c), langFor(c)))
  })

  routes.add('GET', staffEndpoints.doorOffline.path, async (c) => {
    await requireStaff(deps, c, 'doorOffline')
    // Compressed when the scanner accepts it: 20,000 tickets are about 2 MB of JSON, a few hundred KB gzipped.
    const body = JSON.stringify({ data: await offlineData(db, await today(deps, c), clock()) })
    return respond(c, makeEntity(body, 'application/json; charset=utf-8'), { cacheControl: 'no-store', effort: 'fast' })
  })

  routes.add('GET', staffEndpoints.halls.path, async (c) => {
    await requireStaff(deps, c, 'halls')
    return ok(c, await staffHalls(db, langFor(c), clock()))
  })

  routes.add('POST', staffEndpoints.hallCount.path, async (c) => {
    await requireStaff(deps, c, 'hallCount')
    const lang = langFor(c)
    const id = c.req.param('id') ?? ''
    const body = await readBody(c, staffEndpoints.hallCount.body, lang)
    const hall = /^[1-9][0-9]{0,8}$/.test(id) ? await countHall(db, Number(id), body.delta, lang, clock()) : null
    if (!hall) throw new HttpError(404, staffMessage(lang, 'noHall', { id: id.slice(0, 20) }), undefined, 'not_found')
    return ok(c, hall)
  })

  routes.add('GET', staffEndpoints.stats.path, async (c) => {
    await requireStaff(deps, c, 'stats')
    return ok(c, await staffStats(db, await today(deps, c), langFor(c), clock()))
  })

  routes.add('GET', STAFF_STATS_CSV_PATH, async (c) => {
    await requireStaff(deps, c, 'stats')
    const csv = statsCsv(await staffStats(db, await today(deps, c), langFor(c), clock()))
    return c.body(csv, 200, { ...NO_STORE, 'Content-Type': 'text/csv; charset=utf-8', 'Content-Disposition': 'attachment; filename="checkins.csv"' })
  })

  // Everyone's: how full each hall is. A proxy may keep it 10 s; a browser asks again each poll.
  routes.add('GET', staffEndpoints.hallFill.path, async (c) => c.json({ data: await hallFill(db, clock()) }, 200, { 'Cache-Control': 'public, max-age=0, s-maxage=10' }))
}

/** An offline batch of DOOR_SYNC_BATCH_MAX check-ins is about 100 KB; the account API's other bodies stay at 16 KB. */
export const STAFF_BODY_LIMITS = { [staffEndpoints.doorSync.path]: 256 * 1024 }
