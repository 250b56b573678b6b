import { Link } from '@tanstack/react-router'
import { useLang } from '../../i18n/use-lang'
import type { NewsItem } from '../../../kernel/contract/content'
import { formatDateTime } from '../../lib/format'
import { useVenue } from '../../lib/venue'
import { pick } from '../../lib/translate'

export function NewsCard({ item }: { item: NewsItem }) {
  const lang = useLang()
  const { timeZone } = useVenue()
  const tr = pick(item.translations, lang)
  if (!tr) return null
  return (
    <article className="card news-card">
      {item.image ? (
        <img className="news-card__image" src={item.image} alt="" loading="lazy" />
      ) : (
        <div className="news-card__image" />
      )}
      <div className="news-card__body">
        <time className="news-card__date" dateTime={item.published_at}>
          {formatDateTime(item.published_at, lang, timeZone)}
        </time>
        <h2 className="news-card__title">
          <Link to="/news/$id" params={{ id: String(item.id) }} className="news-card__link">
            {tr.title}
          </Link>
        </h2>
        {tr.lead ? <p className="news-card__lead">{tr.lead}</p> : null}
      </div>
    </article>
  )
}
