import { Trans, useLingui } from '@lingui/react/macro'
import { Link, getRouteApi } from '@tanstack/react-router'
import { usePageMeta } from '../../lib/use-page-meta'
import { EVENT_REGISTRATION_PATH, PERSONAL_DATA_PATH } from '../../session/account-paths'
import { useSession } from '../../session/use-session'
import { useLogout } from '../../session/use-logout'
import { useFavorites } from '../../session/use-favorites'
import { CalendarFeed } from './CalendarFeed'
import { MyProgram } from './MyProgram'
import { Reminders } from './Reminders'
import { SpeakerProgram } from './SpeakerProgram'
import { TicketButton } from './TicketButton'
import { TicketQr } from './ticket/TicketQr'
import { firstName } from './person'
import './cabinet.css'

const route = getRouteApi('/cabinet/')

/**
 * /cabinet (§2): the person's role at the forum (speaker or visitor), the ways to the program,
 * the program file and the ticket, their own program, and a speaker's speeches with files.
 */
export function CabinetPage() {
  const { t } = useLingui()
  const data = route.useLoaderData()
  const session = useSession()
  const favorites = useFavorites()
  const logout = useLogout()
  usePageMeta(t`Личный кабинет`)
  // Only a hover preload by an anonymous person leaves no data; the guard redirects the visit.
  if (!data) return null
  const { view, meetings, event, speaker, media } = data
  const name = firstName(session.profile) || session.email

  return (
    <div className="container cabinet">
      <header className="page-head">
        <h1>{t`Личный кабинет`}</h1>
        <p className="page-head__lead">{name ? <Trans>Здравствуйте, {name}!</Trans> : <Trans>Здравствуйте!</Trans>}</p>
      </header>
      <section className="card cabinet__section cabinet__role" aria-labelledby="cabinet-role">
        <h2 id="cabinet-role">
          <Trans>Участие в форуме</Trans>
        </h2>
        {view ? (
          <p className="tag cabinet__tag">{speaker ? <Trans>Спикер</Trans> : <Trans>Посетитель</Trans>}</p>
        ) : (
          <p>
            <Trans>Регистрация на форум не завершена</Trans>
          </p>
        )}
        <ul className="cabinet__actions">
          <li>
            <Link to="/program" className="button button--ghost">
              <Trans>Выбрать мероприятия</Trans>
            </Link>
          </li>
          {event?.program_link ? (
            <li>
              <a href={event.program_link} className="button button--ghost" download>
                <Trans>Скачать программу</Trans>
              </a>
            </li>
          ) : null}
        </ul>
        {view ? (
          <>
            <TicketQr code={view.qr_code} />
            <TicketButton qrCode={view.qr_code} event={event} speaker={speaker} />
          </>
        ) : (
          <p className="cabinet__ticket-hint">
            <Trans>Билет появится после регистрации на форум.</Trans>{' '}
            <Link to={EVENT_REGISTRATION_PATH}>
              <Trans>Зарегистрироваться на форум</Trans>
            </Link>
          </p>
        )}
      </section>
      <MyProgram meetings={meetings} favorites={favorites} />
      <CalendarFeed />
      <Reminders />
      {speaker ? <SpeakerProgram meetings={meetings} media={media} /> : null}
      <nav className="cabinet__nav" aria-label={t`Разделы кабинета`}>
        <ul>
          <li>
            <Link to={PERSONAL_DATA_PATH} className="button button--ghost">
              <Trans>Данные пользователя</Trans>
            </Link>
          </li>
          <li>
            <Link to={EVENT_REGISTRATION_PATH} className="button button--ghost">
              <Trans>Регистрация на форум</Trans>
            </Link>
          </li>
          <li>
            <Link to="/cabinet/security" className="button button--ghost">
              <Trans>Пароль и сеансы</Trans>
            </Link>
          </li>
        </ul>
      </nav>
      <button type="button" className="button button--ghost cabinet__logout" onClick={() => void logout()}>
        <Trans>Выйти из аккаунта</Trans>
      </button>
    </div>
  )
}
