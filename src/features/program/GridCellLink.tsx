import { type CSSProperties, memo } from 'react'
import { SeatBadge } from '../../components/seats/SeatBadge'
import type { Lang } from '../../../kernel/constants'
import type { Meeting } from '../../../kernel/contract/content'
import { fallbackLang, pick } from '../../lib/translate'
import { speakerNames } from './names'

interface Props {
  meeting: Meeting
  top: number
  height: number
  lane: number
  lanes: number
  /** Wall-clock labels from the layout ("10:00"): no date formatting per cell. */
  from: string
  to: string
  /** §16: the calendar date, for a session past midnight ("9 дек."): not the day's own. */
  date?: string
  variant: 'compact' | 'detailed'
  lang: Lang
  /** The id of the hall's heading: the link's description, so a session heard alone says where it is. */
  hallHeadingId: string
  /** In the person's program (§4); undefined when nobody is logged in: no toggle then. */
  favorite?: boolean
  /** "Add to my program" and "In my program", translated once by the grid. */
  favoriteLabel?: { off: string; on: string }
}

/** The session page's address; the grid's single click handler hands it to the router. */
export const sessionHref = (id: number) => `/program/meeting/${id}`

/**
 * One session on the grid. Its link's text is the time range and the title (and in the detailed
 * grid the format and speakers), so a screen reader announces the time with every session; the
 * hall's heading describes it, for a session reached out of order (a links list, a search).
 * A plain <a> on purpose: the grid has ~70 of them and one delegated handler (ProgramGrid)
 * does what a router Link would do in each; props are primitives and the session object, so
 * a filter change renders only the cells it adds.
 */
export const GridCellLink = memo(function GridCellLink({ meeting, top, height, lane, lanes, from, to, date, variant, lang, hallHeadingId, favorite, favoriteLabel }: Props) {
  // Plain properties, and lanes only for overlaps: the fewest style writes per cell.
  // The title's lines that fit the cell (time row 14 px, padding 14 px, 16 px a line): the last one ends with an ellipsis.
  const lines = Math.max(1, Math.floor((height - 28) / 16))
  const style: CSSProperties & Record<'--title-lines', number> =
    lanes > 1 ? { top, height, left: `${(lane * 100) / lanes}%`, width: `${100 / lanes}%`, '--title-lines': lines } : { top, height, '--title-lines': lines }
  const title = pick(meeting.translations, lang)?.title
  const detailed = variant === 'detailed'
  const format = detailed && meeting.areaEventType ? pick(meeting.areaEventType.translations, lang)?.name : undefined
  const names = detailed ? speakerNames(meeting.speakers ?? [], lang) : ''
  return (
    <li className="pgrid__cell" style={style}>
      <a href={sessionHref(meeting.id)} className="pgrid__link" data-session={meeting.id} aria-describedby={hallHeadingId} title={title?.replaceAll('\u00AD', '')}>
        <span className="pgrid__time">
          <time dateTime={meeting.start_at}>{from}</time>–<time dateTime={meeting.end_at}>{to}</time>
          {date ? ` (${date})` : null}
        </span>{' '}
        <span className="pgrid__title" dir="auto" lang={fallbackLang(meeting.translations, lang)}>{title}</span>
        {format ? <> <span className="pgrid__format">{format}</span></> : null}
        <SeatBadge meetingId={meeting.id} />
        {names ? <> <span className="pgrid__speakers" dir="auto">{names}</span></> : null}
      </a>
      {favorite === undefined ? null : (
        // The grid's delegated handler toggles it (data-favorite), like the links.
        <button
          type="button"
          className="pgrid__fav"
          aria-pressed={favorite}
          aria-label={`${favorite ? favoriteLabel?.on : favoriteLabel?.off}: ${title?.replaceAll('\u00AD', '')}`}
          title={favorite ? favoriteLabel?.on : favoriteLabel?.off}
          data-favorite={meeting.id}
        >
          <span aria-hidden="true">{favorite ? '★' : '☆'}</span>
        </button>
      )}
    </li>
  )
})
