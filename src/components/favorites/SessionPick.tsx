import { Trans } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { useFavorites } from '../../session/use-favorites'
import { FavoriteButton } from './FavoriteButton'

/**
 * A session page's one primary action, for everybody: the star that adds the session to "my
 * program", in the same words for a guest and a person logged in, with the way to that program
 * beside it (a guest's is kept in this browser, /my-picks, and joins the account at login; a
 * person logged in finds it in the cabinet). In the server's markup too, disabled until the
 * person's program is known, so nothing moves when it arrives.
 */
export function SessionPick({ id }: { id: number }) {
  const favorites = useFavorites()
  return (
    <div className="guest-pick no-print">
      <FavoriteButton id={id} favorites={favorites} />
      {favorites.guest ? (
        <Link to="/my-picks" className="guest-pick__link">
          <Trans>Моя программа</Trans>
        </Link>
      ) : (
        <Link to="/cabinet" className="guest-pick__link">
          <Trans>Моя программа</Trans>
        </Link>
      )}
    </div>
  )
}
