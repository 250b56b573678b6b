import { Trans, useLingui } from '@lingui/react/macro'
import { SeatBadge } from '../../components/seats/SeatBadge'
import { FavoriteStar } from '../../components/favorites/FavoriteStar'
import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import type { SearchGroup, SearchHit, SearchResults as Results } from '../../../kernel/contract/content'
import { useLang } from '../../i18n/use-lang'
import { formatDateTime, formatTime } from '../../lib/format'
import { useVenue } from '../../lib/venue'
import { Marked } from './Marked'

/** Where a hit of each group leads. */
function HitLink({ group, id, children }: { group: SearchGroup; id: number; children: ReactNode }) {
  const params = { id: String(id) }
  if (group === 'festival') return <Link to="/festival-program/$id" params={params}>{children}</Link>
  if (group === 'speakers') return <Link to="/speakers/$id" params={params}>{children}</Link>
  if (group === 'news') return <Link to="/news/$id" params={params}>{children}</Link>
  return <Link to="/program/meeting/$id" params={params}>{children}</Link>
}

function When({ group, at }: { group: SearchGroup; at: string }) {
  const lang = useLang()
  const { timeZone } = useVenue()
  const date = formatDateTime(at, lang, timeZone)
  return <time dateTime={at}>{group === 'news' ? date : `${date}, ${formatTime(at, timeZone)}`}</time>
}

function Hit({ group, hit }: { group: SearchGroup; hit: SearchHit }) {
  return (
    <li className="search-hit">
      {group === 'speakers' ? (
        hit.photo ? (
          <img className="search-hit__photo" src={hit.photo} alt="" width={48} height={48} loading="lazy" />
        ) : (
          <span className="search-hit__photo" aria-hidden="true" />
        )
      ) : null}
      <div className="search-hit__body">
        <h3 className="search-hit__title">
          <HitLink group={group} id={hit.id}>
            <Marked value={hit.title} />
          </HitLink>
        </h3>
        {hit.date ? (
          <p className="search-hit__meta muted">
            <When group={group} at={hit.date} />
            {group === 'meetings' || group === 'festival' ? <SeatBadge meetingId={hit.id} /> : null}
          </p>
        ) : null}
        {hit.snippet ? (
          <p className="search-hit__snippet">
            <Marked value={hit.snippet} />
          </p>
        ) : null}
      </div>
      {group === 'meetings' || group === 'festival' ? <FavoriteStar id={hit.id} title={hit.title.text} /> : null}
    </li>
  )
}

/** The groups with hits, in a fixed order, each under its heading with its count. */
export function SearchResultGroups({ results }: { results: Results }) {
  const { t } = useLingui()
  const titles: Record<SearchGroup, string> = {
    meetings: t`Деловая программа`,
    festival: t`Фестиваль`,
    speakers: t`Спикеры`,
    news: t`Новости`,
  }
  const groups = (['meetings', 'festival', 'speakers', 'news'] as const).filter((g) => results[g].length > 0)
  return (
    <>
      {groups.map((group) => (
        <section key={group} className="search-group" aria-labelledby={`search-${group}`}>
          <h2 id={`search-${group}`} className="search-group__title">
            {titles[group]} <span className="search-group__count muted">{results[group].length}</span>
          </h2>
          <ul className="search-group__list">
            {results[group].map((hit) => (
              <Hit key={hit.id} group={group} hit={hit} />
            ))}
          </ul>
        </section>
      ))}
      {groups.length === 0 ? null : (
        <p className="muted search-note">
          <Trans>Показаны лучшие совпадения в каждом разделе.</Trans>
        </p>
      )}
    </>
  )
}
