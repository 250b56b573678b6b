import { Trans } from '@lingui/react/macro'
import { Link, useLocation } from '@tanstack/react-router'
import { FavoritesAlert } from '../../../components/favorites/FavoritesAlert'
import { BlockFailed } from '../../../components/states/BlockStates'
import { type SignUp } from '../../../components/favorites/PickControl'
import { SessionPick } from '../../../components/favorites/SessionPick'
import { useSession } from '../../../session/use-session'
import { useFavorites } from '../../../session/use-favorites'
import { useParticipation } from '../use-participation'
import { SeatControl } from '../../../components/seats/SeatControl'
import { useSeatCounts } from '../../../components/seats/SeatBadge'
import { useAccountMeetingScope } from './account-meeting-scope'

/**
 * The session page's pick with its second state, the sign-up (§2 take part), for a person logged
 * in; a guest gets the pick kept in this browser and the way to log in to sign up.
 */
export function SessionSignUpPick({ id, title }: { id: number; title: string }) {
  const { loggedIn } = useSession()
  const scope = useAccountMeetingScope()
  const location = useLocation()
  const seats = useSeatCounts(id)
  if (!loggedIn || !scope) {
    return (
      <>
        <SessionPick id={id} />
        <p className="pick__login muted no-print">
          <Link to="/login" search={{ redirect: location.href }}>
            <Trans>Войдите, чтобы записаться на сессию</Trans>
          </Link>
        </p>
      </>
    )
  }
  const initial = scope.state.status === 'ready' ? (scope.state.meeting?.participation ?? null) : undefined
  return (
    <>
      {/* A session with a number of seats signs up for a seat, or a place in line: the seat control. */}
      {seats ? (
        <>
          <SessionPick id={id} />
          <SeatControl meetingId={id} title={title} />
        </>
      ) : (
        <WithSignUp id={id} title={title} initial={initial} />
      )}
      {scope.state.status === 'failed' ? (
        <BlockFailed className="session-personal__failure" onRetry={scope.retry}>
          <Trans>Не удалось загрузить вашу запись на сессию.</Trans>
        </BlockFailed>
      ) : null}
    </>
  )
}

function WithSignUp({ id, title, initial }: { id: number; title: string; initial: string | null | undefined }) {
  const favorites = useFavorites()
  const { participation, busy, notice, join, refuse } = useParticipation(id, initial ?? null)
  const signUp: SignUp | null =
    initial === undefined
      ? null
      : participation === 'speaker' || participation === 'moderator'
        ? { kind: 'speaking', role: participation }
        : participation === 'participant'
          ? { kind: 'joined', busy, leave: () => void refuse() }
          : { kind: 'open', busy, join: () => void join() }
  return (
    <>
      <FavoritesAlert favorites={favorites} titleOf={() => title} />
      <SessionPick id={id} signUp={signUp} />
      <p className={notice?.kind === 'error' ? 'participation__notice participation__notice--error' : 'participation__notice'} role="status">
        {notice?.text ?? ''}
      </p>
    </>
  )
}
