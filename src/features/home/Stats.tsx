import { Plural, Trans, useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import type { EventFigures, ForumEvent } from '../../../kernel/contract/content'
import { type FigureKind, homeFigures } from './figures'

/** Key figures of the edition; each label agrees with its number, and only figures above zero are shown. */
export function Stats({ stats, counted }: { stats: ForumEvent['stats']; counted: EventFigures | null }) {
  const figures = homeFigures(stats, counted)
  if (figures.length === 0) return null
  return (
    <section className="home-stats" aria-labelledby="stats-title">
      <div className="container">
        <h2 id="stats-title" className="visually-hidden">
          <Trans>Форум в цифрах</Trans>
        </h2>
        <ul className="home-stats__list tiles tiles--s2 tiles--m3 tiles--l5">
          {figures.map(({ kind, value }) => (
            <Figure key={kind} value={value}>
              <Label kind={kind} value={value} />
            </Figure>
          ))}
        </ul>
      </div>
    </section>
  )
}

/** The variables are named for the catalog's placeholders ({sessions, plural, …}), shared with the archive. */
function Label({ kind, value }: { kind: FigureKind; value: number }) {
  const [participants, sessions, speakers, halls, countries] = [value, value, value, value, value]
  switch (kind) {
    case 'participants':
      return <Plural value={participants} one="участник" few="участника" many="участников" other="участника" />
    case 'sessions':
      return (
        <Plural
          value={sessions}
          one="сессия деловой программы"
          few="сессии деловой программы"
          many="сессий деловой программы"
          other="сессии деловой программы"
        />
      )
    case 'speakers':
      return <Plural value={speakers} one="спикер" few="спикера" many="спикеров" other="спикера" />
    case 'halls':
      return <Plural value={halls} one="зал" few="зала" many="залов" other="зала" />
    case 'countries':
      return <Plural value={countries} one="страна" few="страны" many="стран" other="страны" />
  }
}

function Figure({ value, children }: { value: number; children: ReactNode }) {
  const { i18n } = useLingui()
  return (
    <li className="home-stats__item">
      <span className="home-stats__value">
        {new Intl.NumberFormat(i18n.locale === 'ru' ? 'ru-RU' : 'en-GB').format(value)}
      </span>{' '}
      <span className="home-stats__label">{children}</span>
    </li>
  )
}
