/**
 * One session's change as the words "before → after", in the venue's time, written the same by the
 * change log page (the site) and its Atom feed (the server): "14:00–15:00 → 15:30–16:30",
 * "Зал A → Зал B". The labels ("moved", "hall") are each side's, in its own language tooling.
 */
import type { Lang } from './constants'
import type { ChangeKind, ProgramChange, SessionState } from './contract/changes'
import { clockTime, dateInZone } from './venue-time'

type Text = NonNullable<SessionState['translations']['ru']>

/** The state's texts in the reader's language, else the other one. */
export function stateText(state: SessionState, lang: Lang): Text {
  return state.translations[lang] ?? state.translations.ru ?? state.translations.en ?? { title: '', area: '', speakers: [] }
}

/** "27.12" from a venue-zone date. */
const dayMonth = (date: string) => `${date.slice(8, 10)}.${date.slice(5, 7)}`

/**
 * "14:00–15:00" on the venue's clock; with `withDate`, the date first ("28.12 14:00–15:00"); an end
 * on the next calendar date is marked "+1" (a session from 23:00 to 01:00).
 */
export function timeSpan(state: SessionState, timeZone: string, withDate: boolean): string {
  const startDay = dateInZone(state.start_at, timeZone)
  const endDay = dateInZone(state.end_at, timeZone)
  const span = `${clockTime(state.start_at, timeZone)}–${clockTime(state.end_at, timeZone)}${endDay > startDay ? ' (+1)' : ''}`
  return withDate ? `${dayMonth(startDay)} ${span}` : span
}

export interface ChangeFact {
  kind: ChangeKind
  /** Before → after; `before` empty for a session that is new. */
  before: string
  after: string
}

/**
 * What the change did, kind by kind, as words. For added, cancelled and restored: when and where
 * the session is (or was). The time carries its date when the date changed (or when there is no
 * "before" to compare with).
 */
export function changeFacts(change: ProgramChange, lang: Lang, timeZone: string): ChangeFact[] {
  const after = change.after
  const before = change.before
  const a = stateText(after, lang)
  const b = before ? stateText(before, lang) : null
  const dateMoved = before ? dateInZone(before.start_at, timeZone) !== dateInZone(after.start_at, timeZone) : true
  const whereNow = `${timeSpan(after, timeZone, true)}, ${a.area}`
  const facts: ChangeFact[] = []
  for (const kind of change.kinds) {
    switch (kind) {
      case 'added':
      case 'restored':
      case 'cancelled':
        facts.push({ kind, before: '', after: whereNow })
        break
      case 'moved':
        facts.push({ kind, before: before ? timeSpan(before, timeZone, dateMoved) : '', after: timeSpan(after, timeZone, dateMoved) })
        break
      case 'hall':
        facts.push({ kind, before: b?.area ?? '', after: a.area })
        break
      case 'retitled':
        facts.push({ kind, before: b?.title ?? '', after: a.title })
        break
      case 'speakers':
        facts.push({ kind, before: b?.speakers.join(', ') ?? '', after: a.speakers.join(', ') })
        break
    }
  }
  return facts
}

/** The session page of a change: the festival's or the business program's. */
export const changeSessionPath = (change: Pick<ProgramChange, 'meeting_id' | 'is_culture'>) =>
  change.is_culture ? `/festival-program/${change.meeting_id}` : `/program/meeting/${change.meeting_id}`
