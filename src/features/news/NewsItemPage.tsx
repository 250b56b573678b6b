import { Trans, useLingui } from '@lingui/react/macro'
import { Link, getRouteApi } from '@tanstack/react-router'
import { RichText } from '../../components/content/RichText'
import { useLang } from '../../i18n/use-lang'
import { formatDateTime } from '../../lib/format'
import { useVenue } from '../../lib/venue'
import { pick } from '../../lib/translate'
import { usePageMeta } from '../../lib/use-page-meta'
import './news.css'

const route = getRouteApi('/news/$id')

export function NewsItemPage() {
  const { t } = useLingui()
  const lang = useLang()
  const { timeZone } = useVenue()
  const { item, industries } = route.useLoaderData()
  const tr = pick(item.translations, lang)
  const tags = industries.filter((industry) => item.industry_ids.includes(industry.id))
  usePageMeta(tr?.title ?? t`Новость`, tr?.lead)

  return (
    <div className="container">
      <div className="news-item">
        <Link to="/news" className="news-item__back">
          <span aria-hidden="true">← </span>
          <Trans>Все новости</Trans>
        </Link>
        <article>
          <header className="news-item__head">
            <time className="muted" dateTime={item.published_at}>
              {formatDateTime(item.published_at, lang, timeZone)}
            </time>
            <h1>{tr?.title}</h1>
            {tags.length > 0 ? (
              <ul className="news-item__tags" aria-label={t`Индустрии`}>
                {tags.map((industry) => (
                  <li key={industry.id}>
                    <Link to="/news" search={{ industry: industry.id }} className="tag">
                      {pick(industry.translations, lang)?.name}
                    </Link>
                  </li>
                ))}
              </ul>
            ) : null}
            {tr?.lead ? <p className="news-item__lead">{tr.lead}</p> : null}
          </header>
          {item.image ? <img className="news-item__image" src={item.image} alt="" /> : null}
          {tr ? <RichText html={tr.body} className="rich-text news-item__body" /> : null}
        </article>
      </div>
    </div>
  )
}
