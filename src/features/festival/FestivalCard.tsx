import { useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { TimeRange } from '../../components/content/VenueTime'
import { FavoriteStar } from '../../components/favorites/FavoriteStar'
import { useLang } from '../../i18n/use-lang'
import type { Interest, Meeting } from '../../../kernel/contract/content'
import { fallbackLang, pick } from '../../lib/translate'

/** A festival item in the list: when, what, where, for whom. */
export function FestivalCard({ item, interests }: { item: Meeting; interests: ReadonlyMap<number, Interest> }) {
  const { t } = useLingui()
  const lang = useLang()
  const area = item.area ? pick(item.area.translations, lang) : undefined
  const title = pick(item.translations, lang)?.title ?? ''
  return (
    <article className="festival-card card">
      <div className="with-star">
        <p className="festival-card__time">
          <TimeRange start={item.start_at} end={item.end_at} lang={lang} day={item.date} />
        </p>
        <FavoriteStar id={item.id} title={title} />
      </div>
      <h3 className="festival-card__title">
        <Link to="/festival-program/$id" params={{ id: String(item.id) }} lang={fallbackLang(item.translations, lang)}>
          {title}
        </Link>
      </h3>
      {area ? (
        <p className="festival-card__venue muted">
          {area.name}
          {area.location ? `, ${area.location}` : ''}
        </p>
      ) : null}
      <ul className="festival-card__tags" aria-label={t`Интересы и возраст`}>
        {item.interest_ids.map((id) => {
          const interest = interests.get(id)
          return interest ? (
            <li key={id} className="tag">
              {pick(interest.translations, lang)?.name}
            </li>
          ) : null
        })}
        {item.age_limit ? <li className="tag tag--age">{item.age_limit}</li> : null}
      </ul>
    </article>
  )
}
