import { Trans } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { useFavorites } from '../../session/use-favorites'
import { PickControl, type SignUp } from './PickControl'

/**
 * A session page's one primary action, for everybody: the pick (PickControl), in the same words
 * for a guest and a person logged in, with the way to that program beside it (a guest's is kept
 * in this browser, /my-picks, and joins the account at login; a person logged in finds it in the
 * cabinet). `signUp` is the pick's second state where the person may sign up. In the server's
 * markup too, disabled until the person's program is known, so nothing moves when it arrives.
 */
export function SessionPick({ id, signUp }: { id: number; signUp?: SignUp | null }) {
  const favorites = useFavorites()
  return (
    <div className="guest-pick no-print">
      <PickControl
        id={id}
        favorites={favorites}
        signUp={signUp}
        footer={
          <Link to={favorites.guest ? '/my-picks' : '/cabinet'} className="guest-pick__link">
            <Trans>Моя программа</Trans>
          </Link>
        }
      />
    </div>
  )
}
