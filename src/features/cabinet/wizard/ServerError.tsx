import { Trans } from '@lingui/react/macro'
import { useSelector } from '@xstate/react'
import { useWizardActor } from './wizard-context'

/** The last submission's failure (§8 'Event registration error'); what was typed is kept. */
export function ServerError() {
  const actor = useWizardActor()
  const code = useSelector(actor, (s) => s.context.serverError)
  if (!code) return null
  return (
    <div className="form-alert" role="alert">
      <p className="form-alert__title">
        {code === 'connectionError' ? <Trans>Ошибка соединения с сервером</Trans> : <Trans>Ошибка регистрации на мероприятие</Trans>}
      </p>
      <p className="form-alert__detail">
        {code === 'unauthorized' ? (
          <Trans>Сессия истекла. Войдите снова: введённые данные сохранены.</Trans>
        ) : (
          <Trans>Введённые данные сохранены. Попробуйте ещё раз.</Trans>
        )}
      </p>
    </div>
  )
}
