import type { Area, Meeting } from '../../../kernel/contract/content'
import { byStart, sortAreas } from '../../lib/meetings'

export interface HallBroadcasts {
  area: Area
  /** The hall streams all day (it has a stream of its own). */
  streams: boolean
  sessions: Meeting[]
}

export interface BroadcastDay {
  day: string
  halls: HallBroadcasts[]
}

/**
 * What will be broadcast, by forum day and hall: the sessions flagged `has_broadcast`, and
 * the halls with a stream of their own on the days they hold sessions. Halls keep the
 * organizers' order, sessions run in time order; days without broadcasts are left out.
 */
export function broadcastSchedule(days: readonly string[], areas: readonly Area[], meetings: readonly Meeting[]): BroadcastDay[] {
  const sorted = [...meetings].sort(byStart)
  const out: BroadcastDay[] = []
  for (const day of days) {
    const halls: HallBroadcasts[] = []
    for (const area of sortAreas(areas)) {
      let held = false
      const sessions: Meeting[] = []
      for (const m of sorted) {
        if (m.date !== day || m.area_id !== area.id) continue
        held = true
        if (m.has_broadcast) sessions.push(m)
      }
      const streams = area.stream_url !== null && area.stream_url !== ''
      if (sessions.length > 0 || (streams && held)) halls.push({ area, streams, sessions })
    }
    if (halls.length > 0) out.push({ day, halls })
  }
  return out
}
