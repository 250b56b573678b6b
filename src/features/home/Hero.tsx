import { Trans } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { useLang } from '../../i18n/use-lang'
import type { ForumEvent } from '../../../kernel/contract/content'
import { VenueTimeNote } from '../../components/content/VenueTime'
import { formatDateRange } from '../../lib/format'
import { pick } from '../../lib/translate'
import { firstParagraph } from './first-paragraph'
import { HeroLead } from './HeroLead'

/** What, when and where, and the three things a visitor comes for. */
export function Hero({ event }: { event: ForumEvent | undefined }) {
  const lang = useLang()
  const tr = event ? pick(event.translations, lang) : undefined
  return (
    <section className="hero" aria-labelledby="hero-title">
      <div className="container hero__inner">
        <p className="hero__kicker">
          {event && tr ? (
            [formatDateRange(event.starts_on, event.ends_on, lang), tr.city].filter(Boolean).join(' · ')
          ) : (
            <Trans>Форум и фестиваль креативных индустрий</Trans>
          )}
        </p>
        <h1 id="hero-title" className="hero__title">
          {tr?.name}
        </h1>
        {tr?.description ? <HeroLead html={firstParagraph(tr.description)} /> : null}
        {event && tr ? (
          <dl className="hero__facts">
            <div className="hero__fact">
              <dt>
                <Trans>Когда</Trans>
              </dt>
              <dd>
                <time dateTime={event.starts_on}>{formatDateRange(event.starts_on, event.ends_on, lang)}</time>
                <VenueTimeNote as="span" className="hero__note" day={event.starts_on} />
              </dd>
            </div>
            {/* An imported program may name no place: then there is no "where" to show. */}
            {tr.city || tr.venue || tr.address ? (
              <div className="hero__fact">
                <dt>
                  <Trans>Где</Trans>
                </dt>
                <dd>
                  {[tr.city, tr.venue].filter(Boolean).join(', ')}
                  {tr.address ? <span className="hero__note">{tr.address}</span> : null}
                </dd>
              </div>
            ) : null}
          </dl>
        ) : null}
        <div className="hero__actions">
          <Link to="/registration" className="button button--accent">
            <Trans>Зарегистрироваться</Trans>
          </Link>
          <Link to="/program" className="button button--light">
            <Trans>Деловая программа</Trans>
          </Link>
          <Link to="/festival-program" className="button button--light">
            <Trans>Программа фестиваля</Trans>
          </Link>
          {event?.program_link ? (
            <a href={event.program_link} className="hero__download">
              <Trans>Скачать программу</Trans>
            </a>
          ) : null}
        </div>
      </div>
      <div className="hero__art" aria-hidden="true" />
    </section>
  )
}
