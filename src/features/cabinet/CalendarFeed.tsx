import { Trans, useLingui } from '@lingui/react/macro'
import { type ReactNode, useCallback, useEffect, useState } from 'react'
import type { CalendarFeed as Feed } from '../../../kernel/contract/account'
import { useLang } from '../../i18n/use-lang'
import { useAuthServices } from '../../session/use-session'
import { BlockFailed, BlockLoading } from '../../components/states/BlockStates'
import './calendar-feed.css'

type State = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; feed: Feed; renewed: boolean }

const withLang = (url: string, lang: string, extra = '') => {
  const params = [extra, lang === 'ru' ? '' : `lang=${lang}`].filter(Boolean).join('&')
  return params ? `${url}?${params}` : url
}

/**
 * The files and the calendar, in one place and named for what they are: the forum's whole
 * program (the event's PDF, §2 download program), the person's own program as .ics, and the feed
 * a calendar app subscribes to (webcal://), with its own key (never the access token) that the
 * person can renew when they have shared it by mistake: the old address then stops working.
 */
export function CalendarFeed({ programLink = null, folded = false }: { programLink?: string | null; folded?: boolean }) {
  const { t } = useLingui()
  const lang = useLang()
  const { account } = useAuthServices()
  const [state, setState] = useState<State>({ status: 'loading' })
  const [busy, setBusy] = useState(false)

  const fetchFeed = useCallback(
    () =>
      account.call('calendarFeed').then(
        (feed) => setState({ status: 'ready', feed, renewed: false }),
        () => setState({ status: 'failed' }),
      ),
    [account],
  )
  useEffect(() => void fetchFeed(), [fetchFeed])
  const load = () => {
    setState({ status: 'loading' })
    void fetchFeed()
  }

  const renew = () => {
    setBusy(true)
    account.call('renewCalendarFeed').then(
      (feed) => setState({ status: 'ready', feed, renewed: true }),
      () => setState({ status: 'failed' }),
    ).finally(() => setBusy(false))
  }

  return (
    <section className="card cabinet__section calendar-feed no-print" aria-labelledby="calendar-feed">
      <h2 id="calendar-feed">
        <Trans>Файлы и календарь</Trans>
      </h2>
      {programLink ? (
        <p>
          <a href={programLink} className="button button--ghost" download>
            <Trans>Программа форума (PDF, все дни и залы)</Trans>
          </a>
        </p>
      ) : null}
      <Fold folded={folded}>
      {state.status === 'loading' ? (
        <BlockLoading />
      ) : state.status === 'failed' ? (
        <BlockFailed onRetry={load}>
          <Trans>Не удалось получить ссылку на календарь.</Trans>
        </BlockFailed>
      ) : (
        <>
          <p>
            <Trans>Ваша программа — в календаре телефона или компьютера. Подписка обновляется сама, когда меняется расписание.</Trans>
          </p>
          <ul className="cabinet__actions">
            <li>
              <a href={withLang(state.feed.webcal_url, lang)} className="button button--ghost">
                <Trans>Подписаться в календаре</Trans>
              </a>
            </li>
            <li>
              <a href={withLang(state.feed.url, lang, 'download=1')} className="button button--ghost" download="my-program.ics">
                <Trans>Моя программа (.ics)</Trans>
              </a>
            </li>
          </ul>
          <label className="calendar-feed__address">
            <span>
              <Trans>Адрес для подписки</Trans>
            </span>
            <input type="text" readOnly value={withLang(state.feed.url, lang)} onFocus={(e) => e.currentTarget.select()} />
          </label>
          <p className="muted">
            <Trans>Ссылка личная: по ней видна ваша программа. Если вы поделились ею по ошибке, обновите её.</Trans>
          </p>
          <p>
            <button type="button" className="button button--ghost" onClick={renew} disabled={busy} aria-label={t`Обновить ссылку на календарь`}>
              <Trans>Обновить ссылку</Trans>
            </button>
          </p>
          {state.renewed ? (
            <p role="status">
              <Trans>Ссылка обновлена: старая больше не работает.</Trans>
            </p>
          ) : null}
        </>
      )}
      </Fold>
    </section>
  )
}

/** An empty program has nothing to put in a calendar yet: the subscription waits behind a disclosure. */
function Fold({ folded, children }: { folded: boolean; children: ReactNode }) {
  if (!folded) return <>{children}</>
  return (
    <details className="calendar-feed__fold">
      <summary>
        <Trans>Подписка на календарь</Trans>
      </summary>
      {children}
    </details>
  )
}
