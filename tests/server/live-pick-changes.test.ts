/** "My program" marks each changed pick with before and after until the person has seen it. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { publishProgramChange } from '../../server/demo/program-change'
import { type CabinetTestServer, createCabinetServer, newPerson } from './helpers/cabinet'

let server: CabinetTestServer
beforeAll(async () => {
  server = await createCabinetServer()
})
afterAll(() => server?.close())

const get = async (token: string, lang = 'en') =>
  (await (await server.request('/api/live/my-changes', { headers: { Authorization: `Bearer ${token}`, 'X-Lang': lang } })).json()).data
const seen = (token: string, ids: number[]) =>
  server.request('/api/live/my-changes/seen', { method: 'POST', headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' }, body: JSON.stringify({ ids }) })

describe('changed picks in my program', () => {
  it('a moved pick keeps its first before and its latest after; a cancelled one is marked; both stay until seen', async () => {
    const token = await newPerson(server)
    expect((await server.call('addFavorites', { token, body: { ids: [12, 13] } })).status).toBe(200)
    expect(await get(token)).toEqual([])
    const [m12] = await server.db.query<{ start_at: Date; end_at: Date }>('SELECT start_at, end_at FROM meetings WHERE id = 12')
    const at = (d: Date, minutes: number) => new Date(new Date(d).getTime() + minutes * 60_000).toISOString().replace('.000Z', 'Z')
    await publishProgramChange(server.db, [{ id: 12, minutes: 45 }], [13])
    await publishProgramChange(server.db, [{ id: 12, minutes: 15 }], [])
    const changes = await get(token)
    expect(changes.map((c: { meeting_id: number; kind: string }) => [c.meeting_id, c.kind])).toEqual([[13, 'cancelled'], [12, 'moved']])
    const moved = changes.find((c: { meeting_id: number }) => c.meeting_id === 12)
    expect(moved.before.start_at).toBe(at(m12!.start_at, 0))
    expect(moved.after.start_at).toBe(at(m12!.start_at, 60))
    expect(moved.after.end_at).toBe(at(m12!.end_at, 60))
    expect(moved.before.hall).toBeTruthy()
    expect((await seen(token, [12])).status).toBe(200)
    expect((await get(token)).map((c: { meeting_id: number }) => c.meeting_id)).toEqual([13])
    // Another person's picks are not mine; no token, no list.
    const other = await newPerson(server)
    expect(await get(other)).toEqual([])
    expect((await server.request('/api/live/my-changes')).status).toBe(401)
  })
})
