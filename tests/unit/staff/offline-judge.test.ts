import { createHash } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { HALL_COUNT_STALE_MS } from '../../../kernel/constants'
import type { DoorOfflineData } from '../../../kernel/contract/staff'
import { hallFillLevel } from '../../../kernel/hall-fill'
import { OfflineJudge, ticketHash } from '../../../src/features/staff/offline-judge'

/** The server's hash (server/staff/store.ts ticketHash), written out again: the two must agree. */
const serverHash = (salt: string, code: string) => createHash('sha256').update(salt + code).digest().subarray(0, 12).toString('base64url')

const SALT = '35:2026-12-09:'
/** 10:00 in Moscow on 2026-12-09. */
const AT_10 = Date.parse('2026-12-09T07:00:00Z')

function data(overrides: Partial<DoorOfflineData> = {}): DoorOfflineData {
  return {
    event_id: 35,
    day: '2026-12-09',
    event_day: true,
    time_zone: 'Europe/Moscow',
    day_change: '00:00',
    salt: SALT,
    generated_at: '2026-12-09T06:00:00.000Z',
    tickets: [
      [serverHash(SALT, 'VISITOR-CODE-0001'), 'v', 'Анна Смирнова', ['2026-12-09']],
      [serverHash(SALT, 'SPEAKER-CODE-0002'), 's', 'Илья Волков', null],
      [serverHash(SALT, 'OTHERDAY-CODE-003'), 'v', 'Пётр Иванов', ['2026-12-08']],
      [serverHash(SALT, 'ADMITTED-CODE-004'), 'v', 'Ольга Петрова', null],
    ],
    admitted: [[serverHash(SALT, 'ADMITTED-CODE-004'), '2026-12-09T06:30:00.000Z', 'Вход А']],
    ...overrides,
  }
}

describe('the offline judge', () => {
  it('hashes a code exactly as the server does', async () => {
    for (const code of ['HF35-0123456789ABCDEF01234567', 'abc_DEF-ghi_123456789012', 'x'.repeat(64)]) {
      expect(await ticketHash(SALT, code)).toBe(serverHash(SALT, code))
    }
  })

  it('gives the four verdicts from the downloaded hashes alone', async () => {
    const judge = new OfflineJudge(data())
    expect((await judge.judge('VISITOR-CODE-0001', AT_10)).verdict).toMatchObject({ verdict: 'valid', name: 'Анна Смирнова', role: 'visitor' })
    expect((await judge.judge('SPEAKER-CODE-0002', AT_10)).verdict).toMatchObject({ verdict: 'valid', role: 'speaker' })
    expect((await judge.judge('OTHERDAY-CODE-003', AT_10)).verdict).toMatchObject({ verdict: 'other_days', days: ['2026-12-08'] })
    expect((await judge.judge('ADMITTED-CODE-004', AT_10)).verdict).toMatchObject({ verdict: 'already_checked_in', first: { door: 'Вход А' } })
    expect((await judge.judge('SOMEONE-ELSES-CODE', AT_10)).verdict).toMatchObject({ verdict: 'not_this_event', name: null })
  })

  it("remembers this scanner's own admissions for the day, and not into the next day", async () => {
    const judge = new OfflineJudge(data())
    const { hash } = await judge.judge('VISITOR-CODE-0001', AT_10)
    judge.remember(hash, new Date(AT_10).toISOString(), 'Вход Б', AT_10)
    expect((await judge.judge('VISITOR-CODE-0001', AT_10 + 60_000)).verdict).toMatchObject({ verdict: 'already_checked_in', first: { door: 'Вход Б' } })
    expect((await judge.judge('SPEAKER-CODE-0002', AT_10 + 86_400_000)).verdict.verdict).toBe('valid')
    // Yesterday's admissions say nothing about today.
    expect((await judge.judge('ADMITTED-CODE-004', AT_10 + 86_400_000)).verdict.verdict).toBe('valid')
  })

  it('outside the event days (a rehearsal) every ticket of the event is valid', async () => {
    const judge = new OfflineJudge(data({ event_day: false }))
    expect((await judge.judge('OTHERDAY-CODE-003', AT_10)).verdict.verdict).toBe('valid')
  })

  it('judges 20,000 tickets loaded from the data quickly', async () => {
    const tickets: DoorOfflineData['tickets'] = []
    for (let i = 0; i < 20_000; i++) tickets.push([serverHash(SALT, `CODE-${i}-XXXXXXXX`), 'v', `Участник ${i}`, null])
    const judge = new OfflineJudge(data({ tickets }))
    expect(judge.size).toBe(20_000)
    expect((await judge.judge('CODE-19999-XXXXXXXX', AT_10)).verdict.verdict).toBe('valid')
  })
})

describe('a hall fill level', () => {
  const now = Date.parse('2026-12-09T10:00:00Z')
  it('is free, filling from 75 %, full at capacity; unknown without a count in 15 minutes or a capacity', () => {
    const fresh = now - 60_000
    expect(hallFillLevel(10, 60, fresh, now)).toBe('free')
    expect(hallFillLevel(44, 60, fresh, now)).toBe('free')
    expect(hallFillLevel(45, 60, fresh, now)).toBe('filling')
    expect(hallFillLevel(60, 60, fresh, now)).toBe('full')
    expect(hallFillLevel(70, 60, fresh, now)).toBe('full')
    expect(hallFillLevel(0, 60, now - HALL_COUNT_STALE_MS - 1, now)).toBe('unknown')
    expect(hallFillLevel(10, null, fresh, now)).toBe('unknown')
    expect(hallFillLevel(10, 60, null, now)).toBe('unknown')
  })
})
