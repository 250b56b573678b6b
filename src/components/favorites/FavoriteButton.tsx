import { Trans } from '@lingui/react/macro'
import type { Favorites } from '../../session/use-favorites'
import './favorites.css'

/**
 * The session page's one primary action (§4): adds the session to the person's program or takes
 * it out, a toggle (aria-pressed) whose words and star change when pressed, the same for a guest
 * and for a person logged in. A guest's choice is kept in this browser and joins the account at
 * login (the line below says so). The change shows at once; until the server confirms it the
 * line below says so. Disabled until the list is loaded (the machine takes no changes before).
 */
export function FavoriteButton({ id, favorites }: { id: number; favorites: Favorites }) {
  const chosen = favorites.has(id)
  return (
    <div className="favorite">
      <button
        type="button"
        className={chosen ? 'button button--ghost favorite__button favorite__button--on' : 'button button--primary favorite__button'}
        aria-pressed={chosen}
        disabled={!favorites.loaded}
        onClick={() => (chosen ? favorites.remove(id) : favorites.add(id))}
      >
        <span aria-hidden="true">{chosen ? '★' : '☆'}</span> {chosen ? <Trans>В моей программе</Trans> : <Trans>В мою программу</Trans>}
      </button>
      <p className="favorite__status muted" role="status">
        {favorites.isPending(id) ? (
          <Trans>Сохраняем…</Trans>
        ) : chosen && favorites.guest ? (
          <Trans>Сохранено в этом браузере; войдите, и сессия будет в вашей программе на всех устройствах. Нажмите ещё раз, чтобы убрать.</Trans>
        ) : chosen ? (
          <Trans>Сессия в «Моей программе» в личном кабинете. Нажмите ещё раз, чтобы убрать.</Trans>
        ) : (
          ''
        )}
      </p>
    </div>
  )
}
