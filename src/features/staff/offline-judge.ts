import type { DoorOfflineData, DoorVerdict } from '../../../kernel/contract/staff'
import { conferenceDay } from '../../../kernel/venue-time'

/** SHA-256 of salt and code, its first 12 bytes in base64url: the server's ticketHash. */
export async function ticketHash(salt: string, code: string): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(salt + code)))
  let binary = ''
  for (const byte of digest.subarray(0, 12)) binary += String.fromCharCode(byte)
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')
}

interface Entry {
  role: 'visitor' | 'speaker'
  name: string
  days: string[] | null
}

/**
 * Judges tickets with no network from the downloaded data (hashes, never codes): valid, already
 * checked in today (from the server's list at download time and this scanner's own admissions),
 * not a ticket of this event, registered for other days only. A lookup is one hash and one Map
 * read, well under the 300 ms budget.
 */
export class OfflineJudge {
  private readonly tickets = new Map<string, Entry>()
  private readonly admitted = new Map<string, { at: string; door: string }>()

  constructor(readonly data: DoorOfflineData) {
    for (const [hash, role, name, days] of data.tickets) this.tickets.set(hash, { role: role === 's' ? 'speaker' : 'visitor', name, days })
    for (const [hash, at, door] of data.admitted) this.admitted.set(`${data.day}|${hash}`, { at, door })
  }

  get size() {
    return this.tickets.size
  }

  /** The conference day at `now`: the data's admissions are for its own day only. */
  private today(now: number) {
    return conferenceDay(now, this.data.time_zone, this.data.day_change)
  }

  async judge(code: string, now: number): Promise<{ verdict: DoorVerdict; hash: string }> {
    const hash = await ticketHash(this.data.salt, code)
    const entry = this.tickets.get(hash)
    const verdict = (kind: DoorVerdict['verdict'], first: DoorVerdict['first'] = null): DoorVerdict => ({
      verdict: kind,
      name: entry?.name || null,
      role: entry?.role ?? null,
      days: entry?.days ?? null,
      first,
    })
    if (!entry) return { verdict: verdict('not_this_event'), hash }
    const today = this.today(now)
    const eventDay = today === this.data.day ? this.data.event_day : true
    if (eventDay && entry.days && !entry.days.includes(today)) return { verdict: verdict('other_days'), hash }
    const first = this.admitted.get(`${today}|${hash}`)
    if (first) return { verdict: verdict('already_checked_in', first), hash }
    return { verdict: verdict('valid', { at: new Date(now).toISOString(), door: '' }), hash }
  }

  /** An admission this scanner made (or the server confirmed): a later scan of the ticket today says "already". */
  remember(hash: string, at: string, door: string, now: number) {
    const key = `${this.today(now)}|${hash}`
    if (!this.admitted.has(key)) this.admitted.set(key, { at, door })
  }
}
