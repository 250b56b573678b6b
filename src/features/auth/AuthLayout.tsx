import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import './auth.css'

/** The frame of the account screens: a narrow column with the heading, a lead and a card. */
export function AuthLayout({ title, lead, children, after }: { title: string; lead?: ReactNode; children: ReactNode; after?: ReactNode }) {
  return (
    <div className="container">
      <div className="auth">
        <header className="page-head">
          <h1>{title}</h1>
          {lead ? <p className="page-head__lead">{lead}</p> : null}
        </header>
        <div className="card auth__card">{children}</div>
        {after}
      </div>
    </div>
  )
}

/** Links to the neighbouring account screens, under the card. */
export function AuthLinks({ label, children }: { label: string; children: ReactNode }) {
  return (
    <nav className="auth__links" aria-label={label}>
      <ul>{children}</ul>
    </nav>
  )
}

/** Under a registration card: the way to the login for someone who already has an account. */
export function LoginInstead() {
  const { t } = useLingui()
  return (
    <AuthLinks label={t`Уже есть аккаунт`}>
      <li>
        <Link to="/authorization">
          <Trans>Уже есть аккаунт? Войти</Trans>
        </Link>
      </li>
    </AuthLinks>
  )
}
