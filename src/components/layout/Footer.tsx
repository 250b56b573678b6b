import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { useSite } from '../../lib/site'
import { contactsOf, hasContactsSection, telHref } from './contacts'
import { FOOTER_MENU } from './nav'

export function Footer() {
  const { i18n, t } = useLingui()
  const { event, texts } = useSite()
  const contacts = contactsOf(texts)
  const query = i18n.locale === 'ru' ? '' : `?lang=${i18n.locale}`
  return (
    <footer className="footer">
      <div className="container footer__grid">
        {hasContactsSection(texts) ? (
          <section id="contacts" aria-labelledby="contacts-title" className="footer__contacts">
            <h2 id="contacts-title" className="footer__title">
              <Trans>Контакты</Trans>
            </h2>
            {contacts.organizer || contacts.place ? (
              <p dir="auto">
                {contacts.organizer}
                {contacts.organizer && contacts.place ? <br /> : null}
                {contacts.place}
              </p>
            ) : null}
            {contacts.email || contacts.phone ? (
              <p>
                {contacts.email ? <a href={`mailto:${contacts.email}`}>{contacts.email}</a> : null}
                {contacts.email && contacts.phone ? <br /> : null}
                {contacts.phone ? <a href={telHref(contacts.phone)}>{contacts.phone}</a> : null}
              </p>
            ) : null}
          </section>
        ) : null}
        <nav aria-label={t`Разделы сайта`} className="footer__nav">
          <ul>
            {FOOTER_MENU.map((item) => (
              <li key={item.to}>
                <Link to={item.to}>{i18n._(item.label)}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <section aria-labelledby="open-data-title" className="footer__open-data">
          <h2 id="open-data-title" className="footer__title">
            <Trans>Открытые данные</Trans>
          </h2>
          <ul>
            <li>
              <Link to="/developers">
                <Trans>API для разработчиков</Trans>
              </Link>
            </li>
            {event ? (
              <li>
                <a href={`/media/schedule/${event.id}.v2.json${query}`} type="application/json">
                  <Trans>Расписание (c3voc v2)</Trans>
                </a>
              </li>
            ) : null}
            <li>
              <a href={`/program/changes.json${query}`} type="application/feed+json">
                <Trans>Лента изменений (JSON Feed)</Trans>
              </a>
            </li>
          </ul>
        </section>
        <div className="footer__legal">
          <Link to="/privacy">
            <Trans>Политика конфиденциальности</Trans>
          </Link>
          <Link to="/agreement">
            <Trans>Пользовательское соглашение</Trans>
          </Link>
          {event && texts?.name ? (
            <p className="muted" dir="auto">
              © {event.year} {texts.name}
            </p>
          ) : null}
        </div>
      </div>
    </footer>
  )
}
