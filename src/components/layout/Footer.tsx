import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { FOOTER_MENU } from './nav'

export function Footer() {
  const { i18n, t } = useLingui()
  return (
    <footer className="footer">
      <div className="container footer__grid">
        <section id="contacts" aria-labelledby="contacts-title" className="footer__contacts">
          <h2 id="contacts-title" className="footer__title">
            <Trans>Контакты</Trans>
          </h2>
          <p>
            <Trans>Дирекция форума «Горизонт»</Trans>
            <br />
            <Trans>Казань, Выставочная ул., 1, МВЦ «Казань Экспо»</Trans>
          </p>
          <p>
            <a href="mailto:info@horizon-forum.example">info@horizon-forum.example</a>
            <br />
            <a href="tel:+78430000000">+7 (843) 000-00-00</a>
          </p>
        </section>
        <nav aria-label={t`Разделы сайта`} className="footer__nav">
          <ul>
            {FOOTER_MENU.map((item) => (
              <li key={item.to}>
                <Link to={item.to}>{i18n._(item.label)}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className="footer__legal">
          <Link to="/privacy">
            <Trans>Политика конфиденциальности</Trans>
          </Link>
          <Link to="/agreement">
            <Trans>Пользовательское соглашение</Trans>
          </Link>
          <p className="muted">
            <Trans>© 2026 Форум и фестиваль креативных индустрий «Горизонт»</Trans>
          </p>
        </div>
      </div>
    </footer>
  )
}
