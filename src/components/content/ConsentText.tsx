import { Trans } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'

/**
 * §5: consent to personal data processing, with the documents it refers to. They open in a new
 * tab so that what the person has typed into the form stays where it is.
 */
export function ConsentText() {
  return (
    <Trans>
      Я согласен(на) на обработку персональных данных в соответствии с{' '}
      <Link to="/privacy" target="_blank">
        Политикой конфиденциальности<span className="visually-hidden"> (откроется в новой вкладке)</span>
      </Link>{' '}
      и принимаю{' '}
      <Link to="/agreement" target="_blank">
        Пользовательское соглашение<span className="visually-hidden"> (откроется в новой вкладке)</span>
      </Link>
    </Trans>
  )
}
