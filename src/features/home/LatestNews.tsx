import { Trans } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { useLang } from '../../i18n/use-lang'
import type { NewsItem } from '../../../kernel/contract/content'
import { formatDateTime } from '../../lib/format'
import { useVenue } from '../../lib/venue'
import { pick } from '../../lib/translate'
import { BlockError } from './BlockError'
import type { Block } from './load-home'
import { Section } from './Section'

export function LatestNews({ block }: { block: Block<NewsItem[]> }) {
  const lang = useLang()
  const { timeZone } = useVenue()
  if (block.ok && block.data.length === 0) return null
  return (
    <Section
      id="news"
      title={<Trans>Новости</Trans>}
      more={
        <Link to="/news" className="home-section__more">
          <Trans>Все новости</Trans>
        </Link>
      }
    >
      {block.ok ? (
        <ul className="latest-news tiles tiles--s1 tiles--m2 tiles--l4">
          {block.data.map((item) => {
            const tr = pick(item.translations, lang)
            if (!tr) return null
            return (
              <li key={item.id} className="card latest-news__item">
                {item.image ? <img className="latest-news__image" src={item.image} alt="" loading="lazy" /> : null}
                <time className="muted" dateTime={item.published_at}>
                  {formatDateTime(item.published_at, lang, timeZone)}
                </time>
                <h3 className="latest-news__title">
                  <Link to="/news/$id" params={{ id: String(item.id) }} className="stretched-link">
                    {tr.title}
                  </Link>
                </h3>
              </li>
            )
          })}
        </ul>
      ) : (
        <BlockError error={block.error} />
      )}
    </Section>
  )
}
