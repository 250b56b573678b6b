import { Trans } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { PageHead } from '../../components/layout/PageHead'

/** What a person without a desk role sees at /desk: why, and where to go instead. Nothing of the desk. */
export function DeskRefusal() {
  return (
    <div className="container desk desk--refused">
      <PageHead title={<Trans>Пульт организатора</Trans>} />
      <p role="alert">
        <Trans>Этот раздел — для команды форума. У вашей учётной записи нет роли организатора. Если вы работаете в команде, попросите администратора форума выдать вам роль.</Trans>
      </p>
      <p>
        <Link to="/cabinet">
          <Trans>Личный кабинет</Trans>
        </Link>
        {' · '}
        <Link to="/">
          <Trans>На главную</Trans>
        </Link>
      </p>
    </div>
  )
}
