import { useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { usePageMeta } from '../../../lib/use-page-meta'
import { CabinetSubpage } from '../CabinetSubpage'
import { ChangePassword } from './ChangePassword'
import { Sessions } from './Sessions'
import './security.css'

/** /cabinet/security: the person's password and the places they are logged in. */
export function SecurityPage() {
  const { t } = useLingui()
  usePageMeta(t`Пароль и сеансы`)
  // A password change ends the other sessions: the list is read again.
  const [version, setVersion] = useState(0)
  return (
    <CabinetSubpage className="security" title={t`Пароль и сеансы`}>
      <ChangePassword onChanged={() => setVersion((v) => v + 1)} />
      <Sessions version={version} />
    </CabinetSubpage>
  )
}
