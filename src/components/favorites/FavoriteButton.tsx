import { Trans } from '@lingui/react/macro'
import type { Favorites } from '../../session/use-favorites'
import './favorites.css'

/**
 * Adds a session to the person's program or takes it out (§4): a toggle (aria-pressed) with one
 * name. For a visitor who is not logged in it marks the session in this browser (its
 * "my picks", merged into the account at login). The change shows at once; until the server confirms it the line below says so. Disabled
 * until the list is loaded (the machine takes no changes before).
 */
export function FavoriteButton({ id, favorites }: { id: number; favorites: Favorites }) {
  const chosen = favorites.has(id)
  return (
    <div className="favorite">
      <button
        type="button"
        className={chosen ? 'button button--ghost favorite__button' : 'button button--primary favorite__button'}
        aria-pressed={chosen}
        disabled={!favorites.loaded}
        onClick={() => (chosen ? favorites.remove(id) : favorites.add(id))}
      >
        <span aria-hidden="true">{chosen ? '★' : '☆'}</span> {favorites.guest ? <Trans>В мои отметки</Trans> : <Trans>В мою программу</Trans>}
      </button>
      <p className="favorite__status muted" role="status">
        {favorites.isPending(id) ? (
          <Trans>Сохраняем…</Trans>
        ) : chosen && favorites.guest ? (
          <Trans>Сессия отмечена в этом браузере; после входа она перейдёт в вашу программу</Trans>
        ) : chosen ? (
          <Trans>Сессия в вашей программе</Trans>
        ) : (
          ''
        )}
      </p>
    </div>
  )
}
