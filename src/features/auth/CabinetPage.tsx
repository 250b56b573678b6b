import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { usePageMeta } from '../../lib/use-page-meta'
import { EVENT_REGISTRATION_PATH, PERSONAL_DATA_PATH } from './auth-links'
import { useSession } from './use-auth'
import { useLogout } from './use-logout'
import './auth.css'

/**
 * /cabinet, for now: who is logged in, their role at the forum (§2 speaker or visitor label)
 * and the ways on. The full cabinet (program, ticket, files) is a later issue.
 */
export function CabinetPage() {
  const { t } = useLingui()
  const session = useSession()
  const logout = useLogout()
  usePageMeta(t`Личный кабинет`)
  const email = session.email

  return (
    <div className="container">
      <div className="cabinet">
        <header className="page-head">
          <h1>{t`Личный кабинет`}</h1>
          <p className="page-head__lead">{email ? <Trans>Здравствуйте, {email}!</Trans> : <Trans>Здравствуйте!</Trans>}</p>
        </header>
        <section className="card cabinet__role" aria-labelledby="cabinet-role">
          <h2 id="cabinet-role">
            <Trans>Участие в форуме</Trans>
          </h2>
          <RoleLabel loading={session.profileLoading} memberRole={session.memberRole} />
        </section>
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
          </ul>
        </nav>
        <button type="button" className="button button--ghost cabinet__logout" onClick={() => void logout()}>
          <Trans>Выйти из аккаунта</Trans>
        </button>
      </div>
    </div>
  )
}

function RoleLabel({ loading, memberRole }: { loading: boolean; memberRole: string | null }) {
  if (loading) {
    return (
      <p className="muted" role="status">
        <Trans>Загружаем данные участника…</Trans>
      </p>
    )
  }
  if (memberRole === null) {
    return (
      <p>
        <Trans>Регистрация на форум не завершена</Trans>
      </p>
    )
  }
  return <p className="tag cabinet__tag">{memberRole === 'visitor' ? <Trans>Посетитель</Trans> : <Trans>Спикер</Trans>}</p>
}
