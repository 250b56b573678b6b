import { useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { useSite } from '../../lib/site'
import { AuthButtons } from './AuthButtons'
import { hasContactsSection } from './contacts'
import { HeaderSearch } from './HeaderSearch'
import { LangSwitch } from './LangSwitch'
import { HEADER_MENU, type NavItem } from './nav'
import { useDisclosure } from './use-disclosure'

/**
 * §2 header. From 1,024 px one bar holds the brand, the sections that fit (nav.ts orders them by
 * priority; the rest are under "More"), the search field, the language switch and the account
 * controls. Below 1,024 px the sections, the search and the language fold into the menu; "Log in"
 * (or the userpic) stays in the bar from 480 px. Both disclosures are `<details>`, so they open
 * server-rendered, before and without the scripts. Which copy of a control shows at which width is
 * CSS alone (layout.css), so the server's first paint is already right.
 */
export function Header() {
  const { i18n, t } = useLingui()
  const { ref: foldRef, open: foldOpen, onToggle: onFoldToggle } = useDisclosure()
  const { ref: moreRef, open: moreOpen, onToggle: onMoreToggle } = useDisclosure()
  const site = useSite()
  const name = site.name
  const hasContacts = hasContactsSection(site.texts)
  const items = HEADER_MENU.filter((item) => (!item.ruOnly || i18n.locale === 'ru') && (item.hash !== 'contacts' || hasContacts))
  const link = (item: NavItem, className: string) => (
    <Link
      to={item.to}
      hash={item.hash}
      className={className}
      activeProps={item.hash ? {} : { className: `${className} ${className}--active` }}
      activeOptions={{ exact: false }}
    >
      {i18n._(item.label)}
    </Link>
  )

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

        <nav className="header__nav" aria-label={t`Главное меню`}>
          <ul className="nav nav--bar">
            {items.map((item) => (
              <li key={item.to + (item.hash ?? '')} className={item.bar ? `nav__item nav__item--from-${item.bar}` : 'nav__item nav__item--more'}>
                {link(item, 'nav__link')}
              </li>
            ))}
            <li className="nav__item nav__item--menu">
              <details className="more" ref={moreRef} open={moreOpen} onToggle={onMoreToggle}>
                <summary className="more__toggle" role="button">
                  {t`Ещё`}
                  <span className="more__caret" aria-hidden="true" />
                </summary>
                <ul className="more__panel">
                  {items.map((item) => (
                    <li key={item.to + (item.hash ?? '')} className={item.bar ? `more__item more__item--until-${item.bar}` : 'more__item'}>
                      {link(item, 'more__link')}
                    </li>
                  ))}
                </ul>
              </details>
            </li>
          </ul>
        </nav>

        <div className="header__tools">
          <HeaderSearch />
          <LangSwitch />
        </div>
        <div className="header__account">
          <AuthButtons />
        </div>

        <details className="header__fold" ref={foldRef} open={foldOpen} onToggle={onFoldToggle}>
          <summary className="menu-toggle" role="button">
            <span className="menu-toggle__icon" aria-hidden="true" />
            {/* The browser tells whether a <details> is open; the name says what a press does. */}
            <span className="visually-hidden">{foldOpen ? t`Закрыть меню` : t`Открыть меню`}</span>
          </summary>
          <div className="header__menu">
            <nav aria-label={t`Главное меню`}>
              <ul className="nav">
                {items.map((item) => (
                  <li key={item.to + (item.hash ?? '')}>{link(item, 'nav__link')}</li>
                ))}
              </ul>
            </nav>
            <div className="header__actions">
              <HeaderSearch />
              <LangSwitch />
              <div className="header__actions-account">
                <AuthButtons />
              </div>
            </div>
          </div>
        </details>
      </div>
    </header>
  )
}
