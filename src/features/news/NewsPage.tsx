import { Trans, useLingui } from '@lingui/react/macro'
import { Link, getRouteApi } from '@tanstack/react-router'
import { EmptyState } from '../../components/states/EmptyState'
import { useLang } from '../../i18n/use-lang'
import { pick } from '../../lib/translate'
import { usePageMeta } from '../../lib/use-page-meta'
import { IndustryFilter } from './IndustryFilter'
import { NewsCard } from './NewsCard'
import './news.css'

const route = getRouteApi('/news/')

export function NewsPage() {
  const { t } = useLingui()
  const lang = useLang()
  const { industry } = route.useSearch()
  const { news, industries } = route.useLoaderData()
  const chosen = industries.find((item) => item.id === industry)
  const chosenName = chosen ? pick(chosen.translations, lang)?.name : undefined
  usePageMeta(
    chosenName ? t`Новости: ${chosenName}` : t`Новости`,
    t`Новости форума и фестиваля`,
  )

  return (
    <div className="container">
      <header className="page-head">
        <h1>
          <Trans>Новости</Trans>
        </h1>
        <p className="page-head__lead">
          {chosenName ? (
            <Trans>Новости индустрии «{chosenName}»</Trans>
          ) : (
            <Trans>
              Анонсы, итоги и истории участников форума. Выберите индустрию, чтобы увидеть только её новости.
            </Trans>
          )}
        </p>
      </header>
      {industries.length > 0 ? <IndustryFilter industries={industries} selected={industry} /> : null}
      {news.length > 0 ? (
        <ul className="news-grid tiles tiles--s1 tiles--m2 tiles--l3">
          {news.map((item) => (
            <li key={item.id}>
              <NewsCard item={item} />
            </li>
          ))}
        </ul>
      ) : industry !== undefined ? (
        <EmptyState title={<Trans>По этой индустрии новостей пока нет</Trans>}>
          <Link to="/news" search={{}} className="button button--primary">
            <Trans>Показать все новости</Trans>
          </Link>
        </EmptyState>
      ) : (
        <EmptyState title={<Trans>Новостей пока нет</Trans>}>
          <Link to="/" className="button button--primary">
            <Trans>На главную</Trans>
          </Link>
        </EmptyState>
      )}
    </div>
  )
}
