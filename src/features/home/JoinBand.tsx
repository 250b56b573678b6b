import { Trans } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'

/** The closing call to action: come as a participant, or as a partner. */
export function JoinBand() {
  return (
    <section className="join" aria-labelledby="join-title">
      <div className="container join__inner">
        <div>
          <h2 id="join-title">
            <Trans>Присоединяйтесь к форуму</Trans>
          </h2>
          <p>
            <Trans>
              Регистрация бесплатная: после неё вы соберёте личную программу, получите билет на выбранные дни и доступ к
              трансляциям.
            </Trans>
          </p>
        </div>
        <div className="join__actions">
          <Link to="/registration" className="button button--accent">
            <Trans>Регистрация участника</Trans>
          </Link>
          <Link to="/partners" className="button button--light">
            <Trans>Стать партнёром</Trans>
          </Link>
        </div>
      </div>
    </section>
  )
}
