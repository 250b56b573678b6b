import type { EventFigures, ForumEvent } from '../../../kernel/contract/content'

export type FigureKind = 'participants' | 'sessions' | 'speakers' | 'halls' | 'countries'

/**
 * The home page's figures, each counting what its label says. Sessions, speakers and halls are
 * counted from the content (`figures/{event}`); participants and countries only the organizer
 * knows (the event's `stats`). A figure of zero, or one that could not be counted, is not shown.
 */
export function homeFigures(stats: ForumEvent['stats'], counted: EventFigures | null): Array<{ kind: FigureKind; value: number }> {
  const all: Array<{ kind: FigureKind; value: number | undefined }> = [
    { kind: 'participants', value: stats.participants },
    { kind: 'sessions', value: counted?.sessions },
    { kind: 'speakers', value: counted?.speakers },
    { kind: 'halls', value: counted?.halls },
    { kind: 'countries', value: stats.countries },
  ]
  return all.filter((f): f is { kind: FigureKind; value: number } => typeof f.value === 'number' && f.value > 0)
}
