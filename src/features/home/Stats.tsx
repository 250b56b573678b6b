import { Plural, Trans, useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import type { ForumEvent } from '../../../kernel/contract/content'

/** Key figures of the edition, as the organizers publish them; labels agree with the number. */
export function Stats({ stats }: { stats: ForumEvent['stats'] }) {
  const { participants, sessions, speakers, countries } = stats
  return (
    <section className="home-stats" aria-labelledby="stats-title">
      <div className="container">
        <h2 id="stats-title" className="visually-hidden">
          <Trans>Форум в цифрах</Trans>
        </h2>
        <ul className="home-stats__list">
          <Figure value={participants}>
            <Plural value={participants} one="участник" few="участника" many="участников" other="участника" />
          </Figure>
          <Figure value={sessions}>
            <Plural
              value={sessions}
              one="сессия деловой программы"
              few="сессии деловой программы"
              many="сессий деловой программы"
              other="сессии деловой программы"
            />
          </Figure>
          <Figure value={speakers}>
            <Plural value={speakers} one="спикер" few="спикера" many="спикеров" other="спикера" />
          </Figure>
          <Figure value={countries}>
            <Plural value={countries} one="страна" few="страны" many="стран" other="страны" />
          </Figure>
        </ul>
      </div>
    </section>
  )
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
