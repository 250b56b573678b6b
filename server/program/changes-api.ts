/** The content API's `changes/{event}` (kernel/contract/changes.ts): the change log of changes.ts, in the venue's time. */
import { CHANGES_DEFAULT_LIMIT, type ChangesQuery, type ProgramChange, type ProgramChanges, type ProgramVersion } from '../../kernel/contract/changes'
import { eventClock } from '../content/event'
import type { ParsedRequest } from '../content/params'
import type { Db } from '../db/types'
import { isoInZone } from '../time'
import { currentVersion, listVersionChanges, listVersions, toState } from './changes'

export async function loadChanges(db: Db, req: ParsedRequest<ChangesQuery>): Promise<ProgramChanges> {
  const eventId = req.path.event as number
  const q = req.query
  const { timezone } = await eventClock(db, eventId, req.lang)
  const limit = q.limit ?? CHANGES_DEFAULT_LIMIT
  const meetingId = q.meeting_id ?? null
  const rows = await listVersions(db, eventId, { since: q.since ?? 0, before: q.before ?? null, meetingId, newestFirst: q.newest_first === 1, limit })
  const more = rows.length > limit
  const shown = rows.slice(0, limit)
  const changeRows = await listVersionChanges(db, shown.map((r) => r.id), meetingId)
  const byVersion = new Map<number, ProgramChange[]>()
  for (const c of changeRows) {
    let list = byVersion.get(c.version_id)
    if (!list) byVersion.set(c.version_id, (list = []))
    list.push({
      meeting_id: c.meeting_id,
      is_culture: c.is_culture,
      kinds: c.kinds,
      before: c.before ? toState(c.before, timezone, req.langs) : null,
      after: toState(c.after, timezone, req.langs),
    })
  }
  const versions: ProgramVersion[] = shown.map((v) => ({
    number: v.number,
    at: isoInZone(new Date(v.created_at), timezone),
    source: { kind: v.source_kind, name: v.source_name },
    initial: v.initial,
    change_count: v.change_count,
    changes: byVersion.get(v.id) ?? [],
  }))
  return { event_id: eventId, timezone, current: await currentVersion(db, eventId), more, versions }
}
