import type { ReactNode } from 'react'
import { useLang } from '../../i18n/use-lang'
import { formatDay } from '../../lib/format'
import { VenueTimeNote } from './VenueTime'

interface Props<T> {
  /** One entry per day, in order. */
  groups: readonly T[]
  /** The day of a group, as YYYY-MM-DD. */
  dayOf: (group: T) => string
  /** The heading's id is `${idPrefix}-${day}`: the section is labelled by it. */
  idPrefix: string
  className: string
  /** The level of the day's heading under the screen's own. */
  level: 2 | 3
  children: (group: T) => ReactNode
}

/** Meetings by day: the note that times are the venue's, then a section per day headed by the day. */
export function DaySections<T>({ groups, dayOf, idPrefix, className, level, children }: Props<T>) {
  const lang = useLang()
  const Heading = level === 2 ? 'h2' : 'h3'
  return (
    <>
      <VenueTimeNote day={groups[0] ? dayOf(groups[0]) : undefined} />
      {groups.map((group) => {
        const day = dayOf(group)
        const headingId = `${idPrefix}-${day}`
        return (
          <section key={day} className={className} aria-labelledby={headingId}>
            <Heading id={headingId}>{formatDay(day, lang)}</Heading>
            {children(group)}
          </section>
        )
      })}
    </>
  )
}
