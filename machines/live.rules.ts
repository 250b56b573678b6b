import { LIVE_RETRY_MAX_MS, LIVE_RETRY_MS } from '../kernel/constants'
import type { LiveEvent, ProgramEvent } from '../kernel/contract/live'
import type { LiveContext } from './live.types'

/** The wait before the next attempt: LIVE_RETRY_MS, doubling with each failure in a row, at most LIVE_RETRY_MAX_MS. */
export function retryDelay(failures: number): number {
  return Math.min(LIVE_RETRY_MS * 2 ** Math.max(0, failures - 1), LIVE_RETRY_MAX_MS)
}

/** Whether an event is one this page has not had yet (a replay after a reconnect may repeat one). */
export function isNew(context: Pick<LiveContext, 'lastId'>, id: number | null): boolean {
  return id === null || context.lastId === null || id > context.lastId
}

/**
 * Whether a hello or reload says the program changed while this page was not listening (a first
 * connection made after the page's data was read, or a replay that is no longer kept).
 */
export function missedProgram(context: Pick<LiveContext, 'version'>, event: LiveEvent): boolean {
  if (event.type === 'reload') return true
  return event.type === 'hello' && context.version !== null && event.version > context.version
}

/** What the notice counts: the sessions moved and cancelled by the versions received since it was last read. */
export interface ChangeSummary {
  moved: number[]
  cancelled: number[]
  /** A version came without a list (after a reload, or one this page missed): "the program was updated". */
  other: boolean
}

export const emptySummary = (): ChangeSummary => ({ moved: [], cancelled: [], other: false })

/** Adds a program event to a summary: a session cancelled later is no longer counted as moved. */
export function addChange(summary: ChangeSummary, event: ProgramEvent | null): ChangeSummary {
  if (!event) return { ...summary, other: true }
  const cancelled = [...new Set([...summary.cancelled, ...event.cancelled])]
  const moved = [...new Set([...summary.moved, ...event.moved])].filter((id) => !cancelled.includes(id))
  return { moved, cancelled, other: summary.other || (event.moved.length === 0 && event.cancelled.length === 0) }
}

/** The person's picks among the changed sessions. */
export function touchedPicks(summary: ChangeSummary, picks: readonly number[]): number[] {
  return [...summary.moved, ...summary.cancelled].filter((id) => picks.includes(id))
}
