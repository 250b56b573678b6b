import { Trans, useLingui } from '@lingui/react/macro'
import type { FavoritesErrorCode } from '../../../machines/favorites.types'
import type { Favorites } from '../../session/use-favorites'
import './favorites.css'

/**
 * A refused change, already rolled back, or a failed load (§8): said where the person made the
 * change, until they close it or try again. A 401 needs no words here: the relogin takes over.
 */
export function FavoritesAlert({ favorites, titleOf }: { favorites: Favorites; titleOf?: (id: number) => string | undefined }) {
  const { t } = useLingui()
  const error = favorites.error
  if (!error || error.code === 'unauthorized') return null
  const title = error.id !== null ? titleOf?.(error.id) : undefined
  const messages: Record<Exclude<FavoritesErrorCode, 'unauthorized'>, string> = {
    addFailed: title ? t`Не удалось добавить «${title}» в вашу программу.` : t`Не удалось добавить сессию в вашу программу.`,
    removeFailed: title ? t`Не удалось убрать «${title}» из вашей программы.` : t`Не удалось убрать сессию из вашей программы.`,
    connectionError: t`Ошибка соединения с сервером`,
    loadFailed: t`Не удалось загрузить вашу программу.`,
    mergeFailed: t`Не удалось перенести отмеченные сессии в вашу программу: они сохранены в этом браузере, попробуем при следующем входе.`,
  }
  return (
    <div className="favorites-alert" role="alert">
      <p>
        {messages[error.code]} {error.code === 'loadFailed' || error.code === 'mergeFailed' ? null : <Trans>Изменение отменено.</Trans>}
      </p>
      {favorites.failed ? (
        <button type="button" className="button button--ghost" onClick={favorites.retry}>
          <Trans>Загрузить ещё раз</Trans>
        </button>
      ) : (
        <button type="button" className="button button--ghost" onClick={favorites.dismissError}>
          <Trans>Понятно</Trans>
        </button>
      )}
    </div>
  )
}
