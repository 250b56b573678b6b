import { useLingui } from '@lingui/react/macro'
import type { StaffRole } from '../../../kernel/constants'

/** A role as people call it, in the interface's language. */
export function useRoleName(): (role: StaffRole) => string {
  const { t } = useLingui()
  return (role) => ({ admin: t`Администратор`, editor: t`Редактор`, registrar: t`Регистратор`, door: t`Вход`, hall: t`Залы` })[role]
}
