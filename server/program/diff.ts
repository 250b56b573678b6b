/** What changed from one snapshot of an event's program to the next (snapshot.ts), session by session. */
import { LANGUAGES } from '../../kernel/constants'
import type { Translations } from '../../kernel/contract/common'
import type { ChangeKind } from '../../kernel/contract/changes'
import type { ProgramSnapshot, StateText, StoredState } from './snapshot'

export interface SessionChange {
  meeting_id: number
  is_culture: boolean
  kinds: ChangeKind[]
  before: StoredState | null
  after: StoredState
}

const sameIds = (a: number[], b: number[]) => a.length === b.length && a.every((x, i) => x === b[i])
function sameTitles(a: Translations<StateText>, b: Translations<StateText>): boolean {
  return LANGUAGES.every((lang) => (a[lang]?.title ?? null) === (b[lang]?.title ?? null))
}

/**
 * What changed from one snapshot to the next, one entry per session touched, in the order of the
 * new program (start, then id). A session withdrawn on both sides did not change; a session
 * missing from `after` is not a change (an import withdraws, never deletes).
 */
export function diffPrograms(before: ProgramSnapshot, after: ProgramSnapshot): SessionChange[] {
  const changes: SessionChange[] = []
  for (const now of after.values()) {
    const was = before.get(now.id)
    const kinds: ChangeKind[] = []
    if (!was) {
      if (!now.withdrawn) kinds.push('added')
    } else if (was.withdrawn && now.withdrawn) {
      continue
    } else if (now.withdrawn) {
      kinds.push('cancelled')
    } else {
      if (was.withdrawn) kinds.push('restored')
      const a = was.state
      const b = now.state
      if (a.start_at !== b.start_at || a.end_at !== b.end_at) kinds.push('moved')
      if (a.area_id !== b.area_id) kinds.push('hall')
      if (!sameTitles(a.translations, b.translations)) kinds.push('retitled')
      if (!sameIds(a.speaker_ids, b.speaker_ids)) kinds.push('speakers')
    }
    if (kinds.length > 0) {
      changes.push({ meeting_id: now.id, is_culture: now.is_culture, kinds, before: was ? was.state : null, after: now.state })
    }
  }
  return changes.sort((x, y) => (x.after.start_at < y.after.start_at ? -1 : x.after.start_at > y.after.start_at ? 1 : x.meeting_id - y.meeting_id))
}
