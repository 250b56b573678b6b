import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loadConfig } from '../../server/config'
import { TEST_SECRET } from './helpers/account'
import { type ServerProcess, emptySchema, http, startProcess } from './helpers/processes'
import { DATABASE_URL } from './helpers/server'
import { seatPeople, sessionOn, withSeats } from './helpers/seats'
import type { Db } from '../../server/db/types'

/**
 * Sign-ups across real processes: two sharing a PostgreSQL schema when DATABASE_URL is set (the
 * server suite runs again on PostgreSQL), else one on PGlite (nothing to share: seats.test.ts).
 */
describe.skipIf(!DATABASE_URL)('seats across processes', () => {
  const procs: ServerProcess[] = []
  let db: Db
  let cleanup: (() => Promise<void>) | null = null

  beforeAll(async () => {
    const schema = await emptySchema(DATABASE_URL!)
    db = schema.db
    cleanup = schema.cleanup
    const env = { DATABASE_URL: schema.url, JWT_SECRET: TEST_SECRET, NODE_ENV: 'test' }
    procs.push(await startProcess(env))
    await procs[0]!.waitFor(/listening on/)
    procs.push(await startProcess(env))
    await procs[1]!.waitFor(/listening on/)
  }, 120_000)
  afterAll(async () => {
    for (const p of procs) await p.stop()
    await cleanup?.()
  })

  it('200 sign-ups at once on two processes for 30 seats: exactly 30 seats and 170 places in line, none twice', async () => {
    const session = await sessionOn(db, '2026-12-09')
    await withSeats(db, session.id, 30, Date.now())
    const people = await seatPeople(db, loadConfig({}), Date.now, 200)
    const replies = await Promise.all(people.map((p, i) => http(procs[i % 2]!.base, `/api/acc/api/user/seats/${session.id}`, { method: 'POST', token: p.token })))
    for (const r of replies) expect(r.status, JSON.stringify(r.body)).toBe(200)
    const seats = replies.map((r) => r.body.data.seat as { state: string; place: number | null })
    expect(seats.filter((s) => s.state === 'seated')).toHaveLength(30)
    const places = seats.filter((s) => s.state === 'waiting').map((s) => s.place)
    expect([...places].sort((a, b) => a! - b!)).toEqual(Array.from({ length: 170 }, (_, i) => i + 1))
    const rows = await db.query<{ state: string }>('SELECT state FROM seat_places WHERE meeting_id = $1 ORDER BY line', [session.id])
    expect(rows.map((r) => r.state)).toEqual([...Array(30).fill('seated'), ...Array(170).fill('waiting')])
    const counts = await http(procs[1]!.base, '/api/seats')
    expect(counts.body.data.find((c: { meeting_id: number }) => c.meeting_id === session.id)).toMatchObject({ capacity: 30, taken: 30, waiting: 170, label: 'full' })
  }, 180_000)
})
