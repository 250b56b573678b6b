/** Orderings and groupings of sessions shared by the program, festival and broadcast screens. */

interface Timed {
  id: number
  date: string
  start_at: string
  end_at: string
}

export const byStart = (a: Timed, b: Timed) =>
  Date.parse(a.start_at) - Date.parse(b.start_at) || Date.parse(a.end_at) - Date.parse(b.end_at) || a.id - b.id

/** Groups in first-seen order of a list already sorted by `byStart`. */
function groupSorted<T extends Timed>(items: readonly T[], key: (item: T) => string): { key: string; items: T[] }[] {
  const groups: { key: string; items: T[] }[] = []
  for (const item of items) {
    const k = key(item)
    const last = groups[groups.length - 1]
    if (last && last.key === k) last.items.push(item)
    else groups.push({ key: k, items: [item] })
  }
  return groups
}

/** Sessions by calendar day (the API's `date`, the venue's day), days and sessions in time order. */
export const groupByDate = <T extends Timed>(items: readonly T[]) => groupSorted([...items].sort(byStart), (m) => m.date)

/** Sessions that start at the same instant, in time order; the key is the first one's start_at. */
export function groupByStart<T extends Timed>(items: readonly T[]) {
  return groupSorted([...items].sort(byStart), (m) => String(Date.parse(m.start_at))).map((g) => ({
    start: g.items[0]!.start_at,
    items: g.items,
  }))
}

/** Areas in the organizers' order. */
export const sortAreas = <T extends { id: number; sort: number }>(areas: readonly T[]) =>
  [...areas].sort((a, b) => a.sort - b.sort || a.id - b.id)
