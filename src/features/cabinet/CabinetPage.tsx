import { Trans, useLingui } from '@lingui/react/macro'
import { Link, getRouteApi } from '@tanstack/react-router'
import { usePageMeta } from '../../lib/use-page-meta'
import { useLang } from '../../i18n/use-lang'
import { EVENT_REGISTRATION_PATH, PERSONAL_DATA_PATH } from '../../session/account-paths'
import { nameIn } from '../../session/person'
import { useSession } from '../../session/use-session'
import { useLogout } from '../../session/use-logout'
import { useFavorites } from '../../session/use-favorites'
import { Userpic } from '../../components/person/Userpic'
import { CalendarFeed } from './CalendarFeed'
import { MyProgram } from './MyProgram'
import { Reminders } from './Reminders'
import { SpeakerProgram } from './SpeakerProgram'
import { TicketCard } from './ticket/TicketCard'
import { nextStep } from './next-step'
import './cabinet.css'

const route = getRouteApi('/cabinet/')

/**
 * /cabinet (§2): what comes next first. A speaker finds their talks at the top; someone not yet
 * registered for the forum gets that as the one primary action; then the person's program (where
 * picking sessions is the primary action while it is empty), the ticket, the files and the
 * calendar, the reminders, and the settings with "Log out" last.
 */
export function CabinetPage() {
  const { t } = useLingui()
  const lang = useLang()
  const data = route.useLoaderData()
  const session = useSession()
  const favorites = useFavorites()
  const logout = useLogout()
  usePageMeta(t`Личный кабинет`)
  // Only a hover preload by an anonymous person leaves no data; the guard redirects the visit.
  if (!data) return null
  const { view, meetings, event, speaker, media } = data
  const name = nameIn(session.profile, lang).first
  const step = nextStep(data, favorites.loaded ? favorites.ids : null)

  return (
    <div className="container cabinet">
      <header className="page-head cabinet__head">
        <Userpic profile={session.profile} size={64} />
        <div>
          <h1>{t`Личный кабинет`}</h1>
          <p className="page-head__lead">
            {name ? <Trans>Здравствуйте, {name}!</Trans> : <Trans>Здравствуйте!</Trans>}
          </p>
        </div>
      </header>
      {speaker ? <SpeakerProgram meetings={meetings} media={media} /> : null}
      {view ? null : (
        <section className="card cabinet__section cabinet__next" aria-labelledby="cabinet-next">
          <h2 id="cabinet-next">
            <Trans>Регистрация на форум</Trans>
          </h2>
          <p>
            <Trans>Зарегистрируйтесь на форум: это несколько шагов, после них здесь появится ваш билет.</Trans>
          </p>
          <p>
            <Link to={EVENT_REGISTRATION_PATH} className="button button--primary">
              <Trans>Зарегистрироваться на форум</Trans>
            </Link>
          </p>
        </section>
      )}
      <MyProgram meetings={meetings} favorites={favorites} pickIsNext={step === 'pick'} />
      {view ? <TicketCard view={view} event={event} speaker={speaker} primary={step !== 'pick'} /> : null}
      <CalendarFeed programLink={event?.program_link ?? null} folded={meetings.length === 0} />
      <Reminders />
      <nav className="cabinet__nav" aria-label={t`Разделы кабинета`}>
        <ul>
          <li>
            <Link to={PERSONAL_DATA_PATH} className="button button--ghost">
              <Trans>Мои данные</Trans>
            </Link>
          </li>
          <li>
            <Link to="/cabinet/security" className="button button--ghost">
              <Trans>Пароль и сеансы</Trans>
            </Link>
          </li>
          <li>
            <button type="button" className="button button--ghost" onClick={() => void logout()}>
              <Trans>Выйти из аккаунта</Trans>
            </button>
          </li>
        </ul>
      </nav>
    </div>
  )
}
