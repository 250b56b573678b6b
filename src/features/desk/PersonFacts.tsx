import { Trans, useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import type { PersonPage } from '../../../kernel/contract/desk-people'
import { useDaysText } from './people-names'

function Section({ id, title, empty, children }: { id: string; title: ReactNode; empty: boolean; children: ReactNode }) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {empty ? (
        <p className="muted">
          <Trans>Нет.</Trans>
        </p>
      ) : (
        children
      )}
    </section>
  )
}

/** A person's profile, registration, sessions, check-ins, mails and the desk's actions, as read-only lists. */
export function PersonFacts({ person: p }: { person: PersonPage }) {
  const { t, i18n } = useLingui()
  const daysText = useDaysText()
  const when = (iso: string | null) => (iso ? new Date(iso).toLocaleString(i18n.locale === 'en' ? 'en-GB' : 'ru-RU', { dateStyle: 'medium', timeStyle: 'short' }) : '—')
  const facts: Array<[string, string | null]> = [
    [t`Почта`, p.email],
    [t`Телефон`, p.profile.phone],
    [t`Имя латиницей`, [p.profile.firstname_en, p.profile.lastname_en].filter(Boolean).join(' ') || null],
    [t`Организация`, p.profile.organization],
    [t`Должность`, p.profile.position],
    [t`Отрасль`, p.profile.industry],
    [t`Регион`, [p.profile.region, p.profile.city].filter(Boolean).join(', ') || null],
  ]
  const meetings = (list: PersonPage['picks']) => (
    <ul>
      {list.map((m) => (
        <li key={m.id}>
          {m.title} <span className="muted">· {when(m.starts_at)}{m.area ? ` · ${m.area}` : ''} · №{m.id}</span>
        </li>
      ))}
    </ul>
  )
  return (
    <>
      <section aria-labelledby="desk-person-profile">
        <h2 id="desk-person-profile">
          <Trans>Профиль</Trans>
        </h2>
        <dl className="desk-facts">
          {facts.map(([k, v]) => (
            <div key={k}>
              <dt>{k}</dt>
              <dd>{v ?? '—'}</dd>
            </div>
          ))}
          {p.registration ? (
            <>
              <div>
                <dt>{t`Дни регистрации`}</dt>
                <dd>{daysText(p.registration.days)}</dd>
              </div>
              <div>
                <dt>{t`Дата регистрации`}</dt>
                <dd>{when(p.registration.registered_at)}</dd>
              </div>
              <div>
                <dt>{t`Цель участия`}</dt>
                <dd>{p.registration.purpose ?? '—'}</dd>
              </div>
            </>
          ) : null}
        </dl>
      </section>
      {p.speaker ? (
        <Section id="desk-person-speaker" title={t`Спикер: ${p.speaker.name}`} empty={p.speaker.meetings.length === 0}>
          {meetings(p.speaker.meetings)}
        </Section>
      ) : null}
      <Section id="desk-person-picks" title={<Trans>Выбранные сессии</Trans>} empty={p.picks.length === 0}>
        {meetings(p.picks)}
      </Section>
      <Section id="desk-person-signups" title={<Trans>Записи на сессии</Trans>} empty={p.signups.length === 0}>
        {meetings(p.signups)}
      </Section>
      <Section id="desk-person-checkins" title={<Trans>Проходы</Trans>} empty={p.checkins.length === 0}>
        <ul>
          {p.checkins.map((c) => (
            <li key={c.at + c.door}>
              {when(c.at)} · {c.door}
              {c.flagged ? ` · ${t`повторный проход`}` : ''}
            </li>
          ))}
        </ul>
      </Section>
      <Section id="desk-person-mails" title={<Trans>Письма в очереди и неотправленные</Trans>} empty={p.mails.length === 0}>
        <ul>
          {p.mails.map((m, i) => (
            <li key={i}>
              {when(m.at)} · {m.subject} · {m.status}
            </li>
          ))}
        </ul>
      </Section>
      <Section id="desk-person-events" title={<Trans>Действия пульта</Trans>} empty={p.events.length === 0}>
        <ul>
          {p.events.map((e, i) => (
            <li key={i}>
              {when(e.at)} · {e.action} · {e.by ?? '—'}
            </li>
          ))}
        </ul>
      </Section>
    </>
  )
}
