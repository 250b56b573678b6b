import { describe, expect, it } from 'vitest'
import { homeFigures } from '../../../src/features/home/figures'

const stats = (participants: number, countries: number) => ({ participants, sessions: 310, speakers: 300, countries })

describe('the home page figures', () => {
  it('§16: sessions, speakers and halls are the counted ones, never the stats the organizer typed', () => {
    expect(homeFigures(stats(15000, 18), { sessions: 250, speakers: 280, halls: 10 })).toEqual([
      { kind: 'participants', value: 15000 },
      { kind: 'sessions', value: 250 },
      { kind: 'speakers', value: 280 },
      { kind: 'halls', value: 10 },
      { kind: 'countries', value: 18 },
    ])
  })

  it('§16: a figure of zero is never shown; organizer-only figures show only when set', () => {
    expect(homeFigures(stats(0, 0), { sessions: 895, speakers: 0, halls: 58 }).map((f) => f.kind)).toEqual(['sessions', 'halls'])
  })

  it('§16: figures that could not be counted are left out rather than guessed from the stats', () => {
    expect(homeFigures(stats(100, 0), null)).toEqual([{ kind: 'participants', value: 100 }])
  })
})
