import { Trans } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { useFavorites } from '../../session/use-favorites'
import { FavoriteButton } from './FavoriteButton'

/**
 * A visitor who is not logged in stars a session here; the star is kept in this
 * browser ("my picks") and joins the account's program at login. Logged-in people have the
 * account's button beside the participation instead, so this shows nothing for them (nor in the
 * server's render, which is for nobody in particular).
 */
export function GuestPick({ id }: { id: number }) {
  const favorites = useFavorites()
  if (!favorites.guest || !favorites.loaded) return null
  return (
    <div className="guest-pick no-print">
      <FavoriteButton id={id} favorites={favorites} />
      <Link to="/my-picks" className="guest-pick__link">
        <Trans>Мои отметки</Trans>
      </Link>
    </div>
  )
}
