import { type ReactNode, createContext, useContext, useMemo } from 'react'
import type { Lang } from '../../kernel/constants'
import type { ForumEvent } from '../../kernel/contract/content'
import { zonePlace } from '../../kernel/venue-time'
import { useLang } from '../i18n/use-lang'
import { useSite } from './site'
import { pick } from './translate'

/**
 * §16: whose clock the site's times are on. Every time, date and day of the site is the venue's,
 * in the event's own time zone (`events/{event}.timezone`), never the reader's.
 */
export interface Venue {
  /** IANA zone, e.g. Europe/Berlin. */
  timeZone: string
  /** HH:MM: a session that starts before it belongs to the conference day before. */
  dayChange: string
  /** The venue's city in the reader's language, else the zone's place ("Berlin"). */
  place: string
  /** The event's first day (YYYY-MM-DD): the day a label without one names the offset of. */
  firstDay: string
}

/** Without an event (it failed to load): UTC, named as such. */
const UNKNOWN: Venue = { timeZone: 'UTC', dayChange: '00:00', place: 'UTC', firstDay: '1970-01-01' }

export function venueOf(event: ForumEvent | null | undefined, lang: Lang): Venue {
  if (!event) return UNKNOWN
  const city = pick(event.translations, lang)?.city
  return {
    timeZone: event.timezone,
    dayChange: event.day_change ?? '00:00',
    place: city || zonePlace(event.timezone),
    firstDay: event.starts_on,
  }
}

const VenueContext = createContext<Venue>(UNKNOWN)

/**
 * The venue of the event the root route loaded (src/lib/site.ts), for everything under it
 * (RootLayout). The server's first render and the browser's read the same data: the same markup.
 */
export function VenueProvider({ children }: { children: ReactNode }) {
  const { event } = useSite()
  const lang = useLang()
  const venue = useMemo(() => venueOf(event, lang), [event, lang])
  return <VenueContext.Provider value={venue}>{children}</VenueContext.Provider>
}

/** Whose clock: the venue's zone, day change and place name. */
export const useVenue = (): Venue => useContext(VenueContext)
