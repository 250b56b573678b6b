/**
 * The live channel's capacity (server/live/capacity.ts): streams are capped per client address and
 * per process, and past a cap the answer is 503 with Retry-After, while others still connect and
 * hear of changes. Question events are coalesced per session and never enter the replay window.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loadConfig } from '../../server/config'
import { publishProgramChange } from '../../server/demo/program-change'
import { openFilesLimit, streamCaps } from '../../server/live/capacity'
import { SseReader } from './helpers/sse'
import { type TestServer, createTestServer } from './helpers/server'

const EVENTS = '/api/live/events'
let server: TestServer

beforeAll(async () => {
  // Behind one proxy: the client's address is the last X-Forwarded-For entry.
  server = await createTestServer({ liveStreams: { perAddress: 3, total: 5 }, account: { ...loadConfig({}).account, trustProxy: 1 } })
}, 180_000)
afterAll(async () => {
  await server.app.close()
  await server.close()
})

const from = (address: string, headers: Record<string, string> = {}) => server.request(EVENTS, { headers: { 'X-Forwarded-For': address, 'X-Lang': 'en', ...headers } })

describe('live streams have a capacity', () => {
  it('one address past its cap gets 503 with Retry-After, while another address connects and receives a change', async () => {
    const mine = await Promise.all([1, 2, 3, 4, 5].map(() => from('203.0.113.7')))
    expect(mine.map((r) => r.status).sort()).toEqual([200, 200, 200, 503, 503])
    const refused = mine.find((r) => r.status === 503)!
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
    expect((await refused.json()).message).toMatch(/too many live connections/i)
    const other = await from('198.51.100.9')
    expect(other.status).toBe(200)
    const reader = new SseReader(other.body as ReadableStream<Uint8Array>)
    expect((await reader.nextEvent()).type).toBe('hello')
    await publishProgramChange(server.db, [{ id: 6, minutes: 15 }], [])
    const change = await reader.nextEvent()
    expect(change.type).toBe('program')
    await reader.cancel()
    for (const r of mine) if (r.status === 200) await r.body?.cancel()
  })

  it('the process past its cap gets 503 from any address, and a closed stream frees its place', async () => {
    const opened = await Promise.all(['192.0.2.1', '192.0.2.2', '192.0.2.3', '192.0.2.4', '192.0.2.5', '192.0.2.6'].map((a) => from(a)))
    expect(opened.filter((r) => r.status === 200)).toHaveLength(5)
    const full = opened.find((r) => r.status === 503)!
    expect((await full.json()).message).toMatch(/as many live connections as it can/i)
    await opened.find((r) => r.status === 200)!.body!.cancel()
    const again = await from('192.0.2.9')
    expect(again.status).toBe(200)
    await again.body?.cancel()
    for (const r of opened) if (r.status === 200) await r.body?.cancel().catch(() => {})
    expect(server.app.live.connections).toBe(0)
  })

  it('the process cap sits below the open-files limit', () => {
    expect(openFilesLimit(() => 'Limit  Soft Limit  Hard Limit  Units\nMax open files            4096                 524288               files\n')).toBe(4096)
    expect(streamCaps({ perAddress: null, total: null }, 4096)).toEqual({ perAddress: 100, total: 3072 })
    expect(streamCaps({ perAddress: null, total: null }, 1_048_576).total).toBe(20_000)
    expect(streamCaps({ perAddress: 7, total: 9 }, 4096)).toEqual({ perAddress: 7, total: 9 })
  })
})

describe('question events are coalesced and kept out of the replay window', () => {
  it('250 changes to one session’s questions make at most a few events, and no live_events row', async () => {
    const before = await server.db.query<{ n: number }>('SELECT count(*)::int AS n FROM live_events')
    const res = await from('198.51.100.20')
    const reader = new SseReader(res.body as ReadableStream<Uint8Array>)
    expect((await reader.nextEvent()).type).toBe('hello')
    const started = Date.now()
    for (let i = 0; i < 250; i++) await server.db.query(`SELECT pg_notify('live', 'question ' || $1::int)`, [6])
    const elapsed = Date.now() - started
    const first = await reader.next()
    expect(first.id).toBeNull()
    expect(JSON.parse(first.data ?? 'null')).toEqual({ type: 'question', meeting_id: 6 })
    // One event per 500 ms at most, and the storm's last change still comes as one more at the end.
    let events = 1
    for (;;) {
      const more = await reader.next({ ms: 1500 }).catch(() => null)
      if (!more) break
      expect(more.event).toBe('question')
      events++
    }
    expect(events).toBeGreaterThanOrEqual(2)
    expect(events).toBeLessThanOrEqual(Math.ceil(elapsed / 500) + 2)
    await reader.cancel()
    const after = await server.db.query<{ n: number }>('SELECT count(*)::int AS n FROM live_events')
    expect(after[0]?.n).toBe(before[0]?.n)
  })
})
