import { Trans, useLingui } from '@lingui/react/macro'
import { Link, getRouteApi } from '@tanstack/react-router'
import { AddToCalendar } from '../../components/content/AddToCalendar'
import { SessionPick } from '../../components/favorites/SessionPick'
import { Fact, Facts, Joined } from '../../components/content/Facts'
import { LatestChange } from '../../components/content/LatestChange'
import { TextSection } from '../../components/content/TextSection'
import { SpeakerList } from '../../components/content/SpeakerList'
import { WhenFacts } from '../../components/content/WhenFacts'
import { useLang } from '../../i18n/use-lang'
import { pick } from '../../lib/translate'
import { usePageMeta } from '../../lib/use-page-meta'
import './festival.css'

const route = getRouteApi('/festival-program/$id')

/** /festival-program/{id}: one festival item. */
export function FestivalItemPage() {
  const { t } = useLingui()
  const lang = useLang()
  const item = route.useLoaderData()
  const text = pick(item.translations, lang)
  const title = text?.title ?? ''
  usePageMeta(title, t`Событие фестивальной программы форума: время, место, для кого`)
  const area = item.area ? pick(item.area.translations, lang) : undefined
  const interests = item.interests ?? []
  const speakers = item.speakers ?? []

  return (
    <article className="container festival festival-item">
      <p className="back-link">
        <Link activeOptions={{ exact: true }} to="/festival-program">
          ← <Trans>Фестивальная программа</Trans>
        </Link>
      </p>
      <header className="page-head">
        <h1>{title}</h1>
        <Facts>
          <WhenFacts date={item.date} start={item.start_at} end={item.end_at} />
          {area ? (
            <Fact label={<Trans>Место</Trans>}>
              {area.name}
              {area.location ? `, ${area.location}` : ''}
            </Fact>
          ) : null}
          {interests.length > 0 ? (
            <Fact label={<Trans>Интересы</Trans>}>
              <Joined>
                {interests.map((interest) => (
                  <Link key={interest.id} to="/festival-program" search={{ interest: interest.id }}>
                    {pick(interest.translations, lang)?.name}
                  </Link>
                ))}
              </Joined>
            </Fact>
          ) : null}
          {item.age_limit ? <Fact label={<Trans>Возрастное ограничение</Trans>}>{item.age_limit}</Fact> : null}
        </Facts>
        <LatestChange latest={item.latestChange} />
        {item.withdrawn ? null : <AddToCalendar id={item.id} />}
        {item.withdrawn ? null : <SessionPick id={item.id} />}
      </header>
      <TextSection headingId="festival-description-heading" title={<Trans>Описание</Trans>} html={text?.description} />
      {speakers.length > 0 ? (
        <section aria-labelledby="festival-speakers-heading">
          <h2 id="festival-speakers-heading">
            <Trans>Участники</Trans>
          </h2>
          <SpeakerList speakers={speakers} />
        </section>
      ) : null}
    </article>
  )
}
