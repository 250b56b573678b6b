import { useLingui } from '@lingui/react/macro'
import { useFavorites } from '../../session/use-favorites'
import './favorites.css'

/**
 * The star of a session in a list (the program, a hall, the festival, a speaker, search): the
 * same toggle as the session page's button, in the same words for a guest and for a person
 * logged in ("В мою программу", then "В моей программе"), its name carrying the session's
 * title. Drawn in the server's markup too, disabled until the person's program is known, so the
 * row does not move when the stars arrive.
 */
export function FavoriteStar({ id, title }: { id: number; title: string }) {
  const { t } = useLingui()
  const favorites = useFavorites()
  const chosen = favorites.has(id)
  const label = chosen ? t`В моей программе` : t`В мою программу`
  return (
    <button
      type="button"
      className={chosen ? 'fav-star fav-star--on no-print' : 'fav-star no-print'}
      aria-pressed={chosen}
      aria-label={`${label}: ${title.replaceAll('\u00AD', '')}`}
      title={label}
      disabled={!favorites.loaded}
      data-fav-star={id}
      onClick={() => (chosen ? favorites.remove(id) : favorites.add(id))}
    >
      <span aria-hidden="true">{chosen ? '★' : '☆'}</span>
    </button>
  )
}
