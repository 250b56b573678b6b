import { useLingui } from '@lingui/react/macro'
import { Link, useRouterState } from '@tanstack/react-router'
import { useId, useState } from 'react'
import { useSite } from '../../lib/site'
import { AuthButtons } from './AuthButtons'
import { hasContactsSection } from './contacts'
import { HeaderSearch } from './HeaderSearch'
import { LangSwitch } from './LangSwitch'
import { HEADER_MENU } from './nav'

export function Header() {
  const { i18n, t } = useLingui()
  const menuId = useId()
  const pathname = useRouterState({ select: (s) => s.location.href })
  // The menu is open for the page it was opened on: any navigation closes it.
  const [openOn, setOpenOn] = useState<string | null>(null)
  const menuOpen = openOn === pathname
  const site = useSite()
  const name = site.name
  const hasContacts = hasContactsSection(site.texts)
  const items = HEADER_MENU.filter((item) => (!item.ruOnly || i18n.locale === 'ru') && (item.hash !== 'contacts' || hasContacts))

  return (
    <header className="header">
      <div className="header__bar container">
        <Link to="/" className="logo" aria-label={name ? t`${name} — на главную` : t`На главную`}>
          <svg viewBox="0 0 32 32" width="32" height="32" aria-hidden="true">
            <rect width="32" height="32" rx="8" fill="currentColor" />
            <circle cx="16" cy="20" r="8" fill="#ff6b3d" />
            <rect x="4" y="20" width="24" height="2" fill="#fff" />
          </svg>
          {name ? (
            <span className="logo__text" dir="auto">
              {name}
            </span>
          ) : null}
        </Link>
        <button
          type="button"
          className="menu-toggle"
          aria-expanded={menuOpen}
          aria-controls={menuId}
          onClick={() => setOpenOn(menuOpen ? null : pathname)}
        >
          <span className="menu-toggle__icon" aria-hidden="true" />
          <span className="visually-hidden">{menuOpen ? t`Закрыть меню` : t`Открыть меню`}</span>
        </button>
        <div id={menuId} className={menuOpen ? 'header__menu header__menu--open' : 'header__menu'}>
          <nav aria-label={t`Главное меню`}>
            <ul className="nav">
              {items.map((item) => (
                <li key={item.to + (item.hash ?? '')}>
                  <Link
                    to={item.to}
                    hash={item.hash}
                    className="nav__link"
                    activeProps={item.hash ? {} : { className: 'nav__link nav__link--active' }}
                    activeOptions={{ exact: false }}
                  >
                    {i18n._(item.label)}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          <div className="header__actions">
            <HeaderSearch />
            <LangSwitch />
            <AuthButtons />
          </div>
        </div>
      </div>
    </header>
  )
}
