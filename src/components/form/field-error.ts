import { useLingui } from '@lingui/react/macro'
import type { FieldMetaState } from 'react-final-form'
import type { FieldError } from './validate'

export const FIELD_SUBSCRIPTION = { value: true, touched: true, error: true, submitError: true, dirtySinceLastSubmit: true } as const

/**
 * The error a field shows: nothing until the person leaves it or submits; a server error only
 * until they change the value again.
 */
export function useFieldErrorText(meta: FieldMetaState<unknown>): string | undefined {
  const { i18n } = useLingui()
  if (!meta.touched) return undefined
  const error = (meta.error ?? (meta.dirtySinceLastSubmit ? undefined : meta.submitError)) as FieldError | undefined
  if (!error) return undefined
  return typeof error === 'string' ? error : i18n._(error)
}

export const describedBy = (...ids: (string | false | undefined)[]) => ids.filter(Boolean).join(' ') || undefined
