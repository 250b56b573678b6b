import type { Area, Meeting } from '../../../kernel/contract/content'
import { useLang } from '../../i18n/use-lang'
import { byStart } from '../../lib/meetings'
import { pick } from '../../lib/translate'
import { TimeRange } from './VenueTime'

interface Props {
  meetings: readonly Meeting[]
  /** The grid's halls, in its column order. */
  areas: readonly Area[]
  industry: number | undefined
}

/**
 * A day of the grid on paper. A wide grid of halls does not fit an A4 page, so the
 * print has this instead (print.css shows it and hides the grid): the same sessions as per-hall
 * lists, each hall headed by its name, each session with its time; never shown on screen.
 */
export function GridPrintView({ meetings, areas, industry }: Props) {
  const lang = useLang()
  const shown = meetings.filter((m) => industry === undefined || m.industry_ids.includes(industry))
  const halls = areas
    .map((area) => ({ area, items: shown.filter((m) => m.area_id === area.id).sort(byStart) }))
    .filter((hall) => hall.items.length > 0)
  return (
    <div className="grid-print" aria-hidden="true">
      {halls.map(({ area, items }) => (
        <section key={area.id} className="grid-print__hall">
          <h3>{pick(area.translations, lang)?.name}</h3>
          <ul className="grid-print__list">
            {items.map((m) => {
              const format = m.areaEventType ? pick(m.areaEventType.translations, lang)?.name : undefined
              return (
                <li key={m.id} className="grid-print__item">
                  <span className="grid-print__time">
                    <TimeRange start={m.start_at} end={m.end_at} lang={lang} day={m.date} />
                  </span>{' '}
                  <span className="grid-print__title">{pick(m.translations, lang)?.title}</span>
                  {format ? <span className="grid-print__format"> · {format}</span> : null}
                </li>
              )
            })}
          </ul>
        </section>
      ))}
    </div>
  )
}
