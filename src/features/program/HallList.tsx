import { Trans } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { useLang } from '../../i18n/use-lang'
import type { Area } from '../../../kernel/contract/content'
import { pick } from '../../lib/translate'

/** Past this many halls the list is folded under its count: a congress of 150 halls is not a page of cards. */
const FOLD_FROM = 12

/** The halls of the business program, each with its own page. */
export function HallList({ areas }: { areas: readonly Area[] }) {
  const lang = useLang()
  const halls = areas.filter((a) => !a.is_culture)
  if (halls.length === 0) return null
  const count = halls.length
  const many = count > FOLD_FROM
  const list = (
    <ul className={many ? 'halls__list halls__list--many' : 'halls__list'}>
      {halls.map((area) => {
        const text = pick(area.translations, lang)
        return (
          <li key={area.id} className="halls__item">
            <Link to="/program/$id" params={{ id: String(area.id) }} className="halls__link" dir="auto">
              {text?.name}
            </Link>
            {text?.location ? <span className="muted" dir="auto">{text.location}</span> : null}
          </li>
        )
      })}
    </ul>
  )
  return (
    <section className="halls" aria-labelledby="halls-heading">
      <h2 id="halls-heading">
        <Trans>Залы</Trans>
      </h2>
      {many ? (
        <details className="halls__fold">
          <summary className="halls__summary">
            <Trans>Все залы ({count})</Trans>
          </summary>
          {list}
        </details>
      ) : (
        list
      )}
    </section>
  )
}
