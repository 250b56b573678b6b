import { Trans } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'

/**
 * §2 header buttons. Until the auth machine exists (accounts issue) everybody is anonymous:
 * registration and log in. The logged-in variant (personal account, log out) arrives with it.
 */
export function AuthButtons() {
  return (
    <div className="auth-buttons">
      <Link to="/registr" className="button button--ghost">
        <Trans>Регистрация</Trans>
      </Link>
      <Link to="/authorization" className="button button--primary">
        <Trans>Войти</Trans>
      </Link>
    </div>
  )
}
