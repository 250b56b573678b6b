import type { ForumEvent } from '../../../kernel/contract/content'

/** §7: events/{event} lists the current edition first; the rest are the archive, newest first. */
export function pastEditions(events: ForumEvent[]): ForumEvent[] {
  return events.slice(1).sort((a, b) => b.year - a.year || b.starts_on.localeCompare(a.starts_on))
}
