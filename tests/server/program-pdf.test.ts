import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApp } from '../../server/app'
import type { Db } from '../../server/db/types'
import { silentLog } from '../../server/log'
import { type TestServer, createTestServer } from './helpers/server'

let server: TestServer
let builds = 0
let app: ReturnType<typeof createApp>
beforeAll(async () => {
  server = await createTestServer()
  // The same database, counting how often a programme PDF is built (its first query).
  const counting: Db = {
    ...server.db,
    query: <T,>(sql: string, params?: unknown[]) => {
      if (sql.includes('FROM events WHERE year')) builds++
      return server.db.query<T>(sql, params)
    },
  }
  app = createApp({ db: counting, config: server.config, log: silentLog })
})
afterAll(() => server?.close())

const get = (path: string) => app.request(path)

describe('§7 program_link: the programme PDF is cached by content version', () => {
  it('built once per content version, whatever the query string, however many requests at once', async () => {
    builds = 0
    const first = await Promise.all(Array.from({ length: 5 }, (_, i) => get(`/media/program-2026.pdf?v=${i}`)))
    for (const res of first) expect(res.status).toBe(200)
    const bodies = await Promise.all(first.map(async (r) => Buffer.from(await r.arrayBuffer())))
    expect(bodies[0]!.subarray(0, 5).toString()).toBe('%PDF-')
    for (const body of bodies) expect(body.equals(bodies[0]!)).toBe(true)
    for (let i = 0; i < 5; i++) expect((await get(`/media/program-2026.pdf?x=${Math.random()}`)).status).toBe(200)
    expect(builds).toBe(1)
  })

  it('asking for other years in turn does not rebuild the PDFs already built', async () => {
    await get('/media/program-2026.pdf')
    builds = 0
    for (let i = 0; i < 4; i++) {
      expect((await get('/media/program-2026.pdf')).status).toBe(200)
      expect((await get('/media/program-1999.pdf')).status).toBe(404)
    }
    expect(builds).toBe(0) // 1999 has no event: never built; 2026 never again
  })

  it('only the years of events are built: /media/program-3000.pdf … -3016 cannot push the real PDF out', async () => {
    await get('/media/program-2026.pdf')
    builds = 0
    for (let year = 3000; year <= 3016; year++) expect((await get(`/media/program-${year}.pdf`)).status).toBe(404)
    for (const lang of ['xx', 'en', 'ru', '']) await get(`/media/program-2026.pdf?lang=${lang}`)
    expect((await get('/media/program-2026.pdf')).status).toBe(200)
    expect(builds).toBe(1) // the English one, once; the Russian one was kept
  })

  it('a new content version (an import) builds it again, once', async () => {
    builds = 0
    await server.db.query('UPDATE content_meta SET version = version + 1 WHERE id = 1')
    for (let i = 0; i < 3; i++) expect((await get('/media/program-2026.pdf')).status).toBe(200)
    expect(builds).toBe(1)
  })
})
