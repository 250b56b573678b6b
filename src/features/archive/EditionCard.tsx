import { Plural, useLingui } from '@lingui/react/macro'
import { RichText } from '../../components/content/RichText'
import { useLang } from '../../i18n/use-lang'
import type { ForumEvent } from '../../../kernel/contract/content'
import { formatDateRange } from '../../lib/format'
import { pick } from '../../lib/translate'

/** A link that opens a PDF (this server's programme, `/media/program-2024.pdf?lang=en`, or one elsewhere). */
const isPdf = (href: string) => /\.pdf(?:[?#]|$)/i.test(href)

/**
 * One past edition: when, where, what it amounted to. The card itself is never a link (it holds
 * figures and a description that may carry links of its own); where the edition has somewhere to
 * go, its programme (`program_link`), a named link at its foot leads there. Without one nothing in
 * the card but the description's own links is clickable, and nothing looks it.
 */
export function EditionCard({ edition }: { edition: ForumEvent }) {
  const { t } = useLingui()
  const lang = useLang()
  const tr = pick(edition.translations, lang)
  if (!tr) return null
  const { participants, sessions, speakers, countries } = edition.stats
  const number = new Intl.NumberFormat(lang === 'ru' ? 'ru-RU' : 'en-GB')
  const year = edition.year
  return (
    <article className="card edition" aria-labelledby={`edition-${edition.id}`}>
      {edition.image ? <img className="edition__image" src={edition.image} alt="" loading="lazy" /> : null}
      <div className="edition__body">
        <p className="edition__year" aria-hidden="true">
          {year}
        </p>
        <h2 id={`edition-${edition.id}`} className="edition__name">
          {tr.name}
          {/* Editions often share a name: the year keeps headings distinct for screen readers. */}
          {tr.name.includes(String(year)) ? null : <span className="visually-hidden">, {year}</span>}
        </h2>
        <p className="edition__meta">
          <time dateTime={edition.starts_on}>{formatDateRange(edition.starts_on, edition.ends_on, lang)}</time>
          {' · '}
          {[tr.city, tr.venue].filter(Boolean).join(', ')}
        </p>
        <ul className="edition__stats" aria-label={t`Итоги ${year} года`}>
          <li>
            <strong>{number.format(participants)}</strong>{' '}
            <Plural value={participants} one="участник" few="участника" many="участников" other="участника" />
          </li>
          <li>
            <strong>{number.format(sessions)}</strong>{' '}
            <Plural value={sessions} one="сессия" few="сессии" many="сессий" other="сессии" />
          </li>
          <li>
            <strong>{number.format(speakers)}</strong>{' '}
            <Plural value={speakers} one="спикер" few="спикера" many="спикеров" other="спикера" />
          </li>
          <li>
            <strong>{number.format(countries)}</strong>{' '}
            <Plural value={countries} one="страна" few="страны" many="стран" other="страны" />
          </li>
        </ul>
        <RichText html={tr.description} className="rich-text edition__text" />
        {edition.program_link ? (
          <p className="edition__links">
            {/* The year in the name: several cards' links stay distinct in a screen reader's list. */}
            <a href={edition.program_link} className="button button--ghost">
              {t`Программа ${year} года`}
              {/* The space keeps "PDF" a word of its own in the link's name; the button's gap draws it. */}
              {isPdf(edition.program_link) ? <> <span className="edition__format">PDF</span></> : null}
            </a>
          </p>
        ) : null}
      </div>
    </article>
  )
}
