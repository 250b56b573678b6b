import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { hallState } from '../../server/pages/streams'
import { type CabinetTestServer, createCabinetServer } from './helpers/cabinet'

let server: CabinetTestServer
beforeAll(async () => {
  server = await createCabinetServer()
})
afterAll(() => server?.close())

const page = async (lang: 'ru' | 'en' = 'ru') => (await server.request(`/media/streams/hall-1.html${lang === 'en' ? '?lang=en' : ''}`)).text()
const firstSession = async () =>
  (await server.db.query<{ start_at: Date; end_at: Date }>('SELECT start_at, end_at FROM meetings WHERE area_id = 1 ORDER BY start_at LIMIT 1'))[0]!

describe('broadcasts follow the program', () => {
  it('a broadcast before its session is not "live": it says what comes next and when, and that it is a demo', async () => {
    server.clock.now = Date.UTC(2026, 10, 27, 9, 0) // 27 November: the forum is 8–11 December
    const ru = await page()
    expect(ru).not.toContain('В ЭФИРЕ')
    expect(ru).toMatch(/Следующая сессия: «[^»]+», 8 декабря в \d\d:\d\d/)
    expect(ru).toContain('Демонстрационная трансляция')
    const en = await page('en')
    expect(en).not.toContain('LIVE')
    expect(en).toMatch(/Next session: “[^”]+”, 8 December at \d\d:\d\d/)
    expect(en).toContain('A demo broadcast')
    // It looks again by itself, so it goes live when the session starts.
    expect(en).toContain('http-equiv="refresh"')
  })

  it('"live" only while a session in that hall is on, naming it', async () => {
    const first = await firstSession()
    server.clock.now = first.start_at.getTime() + 60_000
    const ru = await page()
    expect(ru).toContain('В ЭФИРЕ')
    expect(ru).toContain('Сейчас в зале')
    expect(ru).not.toContain('http-equiv="refresh"')
  })

  it('after the last session the hall is over, not live', async () => {
    server.clock.now = Date.UTC(2027, 0, 10)
    const en = await page('en')
    expect(en).not.toContain('LIVE')
    expect(en).toContain('The sessions in this hall are over')
  })

  it('between sessions: the next one, not live (the rule itself)', () => {
    const at = (h: number) => `2026-12-08T${String(h).padStart(2, '0')}:00:00+03:00`
    const sessions = [
      { start_at: at(10), end_at: at(11), title: 'A' },
      { start_at: at(12), end_at: at(13), title: 'B' },
    ]
    expect(hallState(sessions, Date.parse(at(11)) + 1).kind).toBe('next')
    expect(hallState(sessions, Date.parse(at(10)))).toEqual({ kind: 'live', title: 'A' })
    expect(hallState(sessions, Date.parse(at(13)))).toEqual({ kind: 'over' })
    expect(hallState([], 0)).toEqual({ kind: 'none' })
  })
})
