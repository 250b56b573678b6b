import { Trans, useLingui } from '@lingui/react/macro'
import { Link, useLocation } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { StreamPlayer, embeddableUrl } from '../../../components/content/StreamPlayer'
import { useLang } from '../../../i18n/use-lang'
import type { Meeting } from '../../../../kernel/contract/content'
import { pick } from '../../../lib/translate'
import { useSession } from '../../../session/use-session'
import { BlockFailed, BlockLoading } from '../../../components/states/BlockStates'
import { FavoritesAlert } from '../../../components/favorites/FavoritesAlert'
import { useFavorites } from '../../../session/use-favorites'
import { ParticipationControl } from '../ParticipationControl'
import { SeatControl } from '../../../components/seats/SeatControl'
import { useSeatCounts } from '../../../components/seats/SeatBadge'
import { useAccountMeeting } from './use-account-meeting'
import './session-personal.css'

/**
 * The personal side of a session page (§2 session details, §6): taking part, the person's
 * program and the broadcast. Anonymous people get the login prompt and the public notice
 * (`publicNotice`, the program's "only registered users" block).
 */
export function SessionPersonal({ meeting, publicNotice }: { meeting: Meeting; publicNotice: ReactNode }) {
  const { loggedIn } = useSession()
  const location = useLocation()
  if (!loggedIn) {
    return (
      <>
        <section className="card session-personal" aria-labelledby="participation-heading">
          <h2 id="participation-heading">
            <Trans>Участие</Trans>
          </h2>
          <p>
            <Trans>Записаться на сессию, чтобы организаторы знали, что вы придёте, могут зарегистрированные пользователи.</Trans>
          </p>
          <Link to="/login" search={{ redirect: location.href }} className="button button--ghost">
            <Trans>Войти, чтобы записаться</Trans>
          </Link>
        </section>
        <aside aria-labelledby="broadcast-heading">{publicNotice}</aside>
      </>
    )
  }
  return <LoggedInSession key={meeting.id} meeting={meeting} />
}

function LoggedInSession({ meeting }: { meeting: Meeting }) {
  const { t } = useLingui()
  const title = pick(meeting.translations, useLang())?.title ?? ''
  const favorites = useFavorites()
  const { state, retry } = useAccountMeeting(meeting.id)
  const seats = useSeatCounts(meeting.id)
  const stream = state.status === 'ready' ? embeddableUrl(state.meeting?.broadcast_url) : null

  return (
    <>
      <section className="card session-personal" aria-labelledby="participation-heading">
        <h2 id="participation-heading">
          <Trans>Участие</Trans>
        </h2>
        <FavoritesAlert favorites={favorites} titleOf={() => title} />
        {/* The star is the page's primary action, in its header (SessionPick); signing up is another thing, said here. */}
        <p className="session-personal__about muted">
          <Trans>Запись на сессию говорит организаторам, что вы придёте; сессия появится в личном кабинете, в «Моей программе».</Trans>
        </p>
        {/* A session with a number of seats signs up for a seat, or a place in line. */}
        {seats ? (
          <SeatControl meetingId={meeting.id} title={title} />
        ) : state.status === 'ready' ? (
          <ParticipationControl meetingId={meeting.id} title={title} participation={state.meeting?.participation ?? null} variant="page" />
        ) : state.status === 'loading' ? (
          <BlockLoading />
        ) : (
          <BlockFailed className="session-personal__failure" onRetry={retry}>
            <Trans>Не удалось загрузить ваше участие.</Trans>
          </BlockFailed>
        )}
      </section>
      <aside aria-labelledby="broadcast-heading">
        <div className="broadcast-notice card">
          <h2 id="broadcast-heading">
            <Trans>Трансляция</Trans>
          </h2>
          {stream ? (
            <StreamPlayer url={stream} frameTitle={t`Трансляция: ${title}`} />
          ) : state.status === 'ready' ? (
            <p className="muted">
              <Trans>Трансляция пока недоступна</Trans>
            </p>
          ) : state.status === 'failed' ? (
            <p className="muted">
              <Trans>Не удалось загрузить трансляцию.</Trans>
            </p>
          ) : null}
        </div>
      </aside>
    </>
  )
}
