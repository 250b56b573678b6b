import { Trans, useLingui } from '@lingui/react/macro'
import { FavoriteStar } from '../../components/favorites/FavoriteStar'
import { Link, getRouteApi } from '@tanstack/react-router'
import { MeetingLink } from '../../components/content/MeetingLink'
import { TimeRange, VenueTimeNote } from '../../components/content/VenueTime'
import { useLang } from '../../i18n/use-lang'
import { formatDay } from '../../lib/format'
import { pick } from '../../lib/translate'
import { usePageMeta } from '../../lib/use-page-meta'
import { fullName } from './names'
import { SpeakerPhoto } from './SpeakerPhoto'
import './speakers.css'

const route = getRouteApi('/speakers/$id')

/** /speakers/{id}: photo, name, position, organization, bio and the sessions with the role in each. */
export function SpeakerPage() {
  const { t } = useLingui()
  const lang = useLang()
  const speaker = route.useLoaderData()
  const text = pick(speaker.translations, lang)
  const name = fullName(text)
  usePageMeta(name || t`Спикер`, [text?.position, text?.organization].filter(Boolean).join(', '))

  return (
    <div className="container">
      <Link to="/speakers" className="speaker-page__back">
        <span aria-hidden="true">← </span>
        <Trans>Все спикеры</Trans>
      </Link>
      <article className="speaker-page">
        <header className="speaker-page__head">
          <SpeakerPhoto photo={speaker.photo} text={text} size={160} />
          <div>
            <h1>{name}</h1>
            {text?.position ? <p className="speaker-page__position">{text.position}</p> : null}
            {text?.organization ? <p className="muted">{text.organization}</p> : null}
          </div>
        </header>
        {text?.bio ? (
          <section aria-labelledby="speaker-bio">
            <h2 id="speaker-bio">
              <Trans>О спикере</Trans>
            </h2>
            {text.bio.split(/\n{2,}/).map((paragraph, i) => (
              <p key={i}>{paragraph}</p>
            ))}
          </section>
        ) : null}
        <section aria-labelledby="speaker-sessions">
          <h2 id="speaker-sessions">
            <Trans>Выступления</Trans>
          </h2>
          {speaker.sessions.length > 0 ? (
            <>
              <VenueTimeNote />
              <ul className="speaker-sessions">
                {speaker.sessions.map(({ role, meeting }) => (
                  <li key={meeting.id} className="speaker-session">
                    <div className="with-star">
                      <p className="tag">{role === 'moderator' ? <Trans>Модератор</Trans> : <Trans>Спикер</Trans>}</p>
                      <FavoriteStar id={meeting.id} title={pick(meeting.translations, lang)?.title ?? ''} />
                    </div>
                    <h3 className="speaker-session__title">
                      <MeetingLink meeting={meeting}>{pick(meeting.translations, lang)?.title}</MeetingLink>
                    </h3>
                    <p className="muted">
                      {formatDay(meeting.date, lang)}, <TimeRange start={meeting.start_at} end={meeting.end_at} lang={lang} day={meeting.date} />
                      {meeting.area ? `, ${pick(meeting.area.translations, lang)?.name ?? ''}` : ''}
                    </p>
                  </li>
                ))}
              </ul>
            </>
          ) : (
            <p className="muted">
              <Trans>Выступления спикера появятся в программе позже.</Trans>
            </p>
          )}
        </section>
      </article>
    </div>
  )
}
