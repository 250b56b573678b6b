import { type ReactNode, useId } from 'react'
import { type UseFieldConfig, useField } from 'react-final-form'
import { blurAfterClick } from './blur-after-click'
import { FIELD_SUBSCRIPTION, describedBy, useFieldErrorText } from './field-error'
import { FieldNotes } from './FieldNotes'
import './form.css'

interface LabelledFieldOptions {
  hint?: ReactNode
  parse?: UseFieldConfig['parse']
  /** One more note the control is described by, read between the error and the hint (a counter). */
  note?: boolean
  /** Invalid beyond the field's error (a counter over its limit). */
  invalidWhen?: (value: string) => boolean
}

/**
 * What a labelled control (input, select, textarea) shares: its field state, its error, and the
 * props that tie it to its label, hint and error.
 */
export function useLabelledField<E extends HTMLElement>(name: string, { hint, parse, note, invalidWhen }: LabelledFieldOptions = {}) {
  const id = useId()
  const { input, meta } = useField<string, E, unknown>(name, { subscription: FIELD_SUBSCRIPTION, ...(parse ? { parse } : {}) })
  const error = useFieldErrorText(meta)
  const ids = { id, errorId: `${id}-error`, hintId: `${id}-hint` }
  const noteId = `${id}-note`
  const value = typeof input.value === 'string' ? input.value : ''
  const control = {
    ...input,
    id,
    onBlur: blurAfterClick(() => input.onBlur()),
    'aria-invalid': error || invalidWhen?.(value) ? true : undefined,
    'aria-describedby': describedBy(error && ids.errorId, note && noteId, hint ? ids.hintId : undefined),
  }
  return { frame: { ...ids, error }, control, value, noteId }
}

/** The label above the control, the error and hint below it (outside the <label>). */
export function LabelledField({
  frame: { id, error, errorId, hintId },
  label,
  hint,
  children,
}: {
  frame: ReturnType<typeof useLabelledField>['frame']
  label: string
  hint?: ReactNode
  children: ReactNode
}) {
  return (
    <div className={error ? 'field field--invalid' : 'field'}>
      <label htmlFor={id} className="field__label">
        {label}
      </label>
      {children}
      <FieldNotes error={error} errorId={errorId} hint={hint} hintId={hintId} />
    </div>
  )
}
