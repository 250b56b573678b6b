import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { useCallback, useId, useRef } from 'react'
import { PERSONAL_DATA_PATH } from '../../session/account-paths'
import { useSession } from '../../session/use-session'
import { useLogout } from '../../session/use-logout'
import { Userpic } from '../person/Userpic'
import { useOpenOnPage } from './use-disclosure'

/**
 * §2 header buttons: registration and log in for a guest; personal account, user data and
 * log out once logged in. Only the session flag is read here: the forms are in their routes' chunks.
 */
export function AuthButtons() {
  const { loggedIn } = useSession()
  if (loggedIn) return <AccountMenu />
  return (
    <div className="auth-buttons">
      <Link to="/registration" className="button button--ghost auth-buttons__register">
        <Trans context="header button">Регистрация</Trans>
      </Link>
      <Link to="/authorization" className="button button--primary auth-buttons__login">
        <Trans>Войти</Trans>
      </Link>
    </div>
  )
}

/**
 * The three logged-in actions behind one button: side by side they do not fit the desktop header
 * next to the menu. A disclosure (not an ARIA menu): Tab moves through it, Escape closes it and
 * returns focus, a click elsewhere or any navigation closes it.
 */
function AccountMenu() {
  const { t } = useLingui()
  const logout = useLogout()
  const { profile } = useSession()
  const panelId = useId()
  const root = useRef<HTMLDivElement>(null)
  const toggle = useRef<HTMLButtonElement>(null)
  const focusToggle = useCallback(() => toggle.current?.focus(), [])
  const { open, setOpen } = useOpenOnPage(root, focusToggle)

  return (
    <div className="account-menu" ref={root}>
      <button
        ref={toggle}
        type="button"
        className="button button--primary account-menu__toggle"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen(!open)}
      >
        <Userpic profile={profile} size={28} />
        <span className="account-menu__label">{t`Мой аккаунт`}</span>
        <span className="account-menu__caret" aria-hidden="true" />
      </button>
      <ul id={panelId} className="account-menu__panel" hidden={!open}>
        <li>
          <Link to="/cabinet" className="account-menu__item">
            <Trans>Личный кабинет</Trans>
          </Link>
        </li>
        <li>
          <Link to={PERSONAL_DATA_PATH} className="account-menu__item">
            <Trans>Мои данные</Trans>
          </Link>
        </li>
        <li>
          <button type="button" className="account-menu__item" onClick={() => void logout()}>
            <Trans>Выйти</Trans>
          </button>
        </li>
      </ul>
    </div>
  )
}
