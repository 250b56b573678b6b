import { groupByDate } from '../../lib/meetings'

interface Timed {
  id: number
  date: string
  start_at: string
  end_at: string
}

export interface ProgramItem<T> {
  meeting: T
  /** The other sessions of the list that run at the same time (ids, in time order). */
  overlapsWith: number[]
}

/** Two sessions overlap when one starts before the other ends; one ending as the next starts does not. */
export const overlaps = (a: Timed, b: Timed) =>
  Date.parse(a.start_at) < Date.parse(b.end_at) && Date.parse(b.start_at) < Date.parse(a.end_at)

/**
 * The person's program by day (the venue's calendar day), in time order, each session with the
 * ones it clashes with: a person cannot be in two halls at once, so the cabinet marks them.
 */
export function programByDay<T extends Timed>(meetings: readonly T[]): { day: string; items: ProgramItem<T>[] }[] {
  return groupByDate(meetings).map(({ key, items }) => ({
    day: key,
    items: items.map((meeting) => ({
      meeting,
      // Within the day is enough: the API's sessions do not run past midnight into the next day's list.
      overlapsWith: items.filter((other) => other.id !== meeting.id && overlaps(meeting, other)).map((other) => other.id),
    })),
  }))
}
