import { Trans } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'

/**
 * The place of the broadcast block on a session page. Watching needs an account (§6), so for
 * now it says so (§2 login prompt) or that there is no broadcast yet (§2 no-broadcast notice);
 * the player and the participate buttons come with the personal account. The page's <aside>
 * is labelled by this block's heading (#broadcast-heading).
 */
export function BroadcastNotice({ hasBroadcast }: { hasBroadcast: boolean }) {
  return (
    <div className="broadcast-notice card">
      <h2 id="broadcast-heading">
        <Trans>Трансляция</Trans>
      </h2>
      {hasBroadcast ? (
        <>
          <p>
            <Trans>Трансляции доступны только зарегистрированным пользователям</Trans>
          </p>
          <Link to="/authorization" className="button button--primary">
            <Trans>Войти, чтобы смотреть трансляцию</Trans>
          </Link>
        </>
      ) : (
        <p className="muted">
          <Trans>Трансляции пока нет</Trans>
        </p>
      )}
    </div>
  )
}
