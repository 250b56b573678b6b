import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { StreamPlayer, embeddableUrl } from '../../components/content/StreamPlayer'
import { useLang } from '../../i18n/use-lang'
import type { StreamLink } from '../../../kernel/contract/account'
import type { Area } from '../../../kernel/contract/content'
import { pick } from '../../lib/translate'

/**
 * During the forum: the halls' live streams for logged-in people (§6), or the login prompt
 * (§2: broadcasts are for registered users only). `streams` is null for an anonymous person,
 * 'failed' when the account API did not answer.
 */
export function LiveStreams({ streams, areas }: { streams: StreamLink[] | null | 'failed'; areas: Area[] }) {
  const { t } = useLingui()
  const lang = useLang()
  if (streams === null) {
    return (
      <section className="card live-streams" aria-labelledby="live-streams">
        <h2 id="live-streams">
          <Trans>Прямые трансляции</Trans>
        </h2>
        <p>
          <Trans>Трансляции доступны только зарегистрированным пользователям</Trans>
        </p>
        <Link to="/login" search={{ redirect: '/broadcasts' }} className="button button--primary">
          <Trans>Войти, чтобы смотреть трансляции</Trans>
        </Link>
      </section>
    )
  }
  const halls = streams === 'failed' ? [] : streams.flatMap((s) => {
    const url = embeddableUrl(s.stream_url)
    const area = areas.find((a) => a.id === s.area_id)
    const id = s.area_id
    return url ? [{ url, name: (area && pick(area.translations, lang)?.name) || t`Зал ${id}`, id }] : []
  })
  return (
    <section className="card live-streams" aria-labelledby="live-streams">
      <h2 id="live-streams">
        <Trans>Прямые трансляции</Trans>
      </h2>
      {streams === 'failed' ? (
        <p role="alert">
          <Trans>Не удалось загрузить трансляции. Обновите страницу.</Trans>
        </p>
      ) : halls.length === 0 ? (
        <p className="muted">
          <Trans>Трансляция пока недоступна</Trans>
        </p>
      ) : (
        <ul className="live-streams__list">
          {halls.map(({ id, url, name }) => (
            <li key={id}>
              <h3>{name}</h3>
              <StreamPlayer url={url} frameTitle={t`Трансляция: ${name}`} context={name} />
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
