import { useLingui } from '@lingui/react/macro'
import { useId } from 'react'
import { useField } from 'react-final-form'
import { blurAfterClick } from './blur-after-click'
import { FIELD_SUBSCRIPTION, describedBy, useFieldErrorText } from './field-error'
import './form.css'
import { FieldNotes } from './FieldNotes'

/**
 * A labelled <textarea> with a live counter of characters against `max`. No maxLength: text
 * pasted over the limit stays visible, the counter turns red and validation says what to cut.
 * The counter is described-by, not a live region: it would speak on every key press.
 */
export function TextAreaField({ name, label, max, hint, optional }: { name: string; label: string; max: number; hint?: string; optional?: boolean }) {
  const { t } = useLingui()
  const id = useId()
  const { input, meta } = useField<string, HTMLTextAreaElement>(name, { subscription: FIELD_SUBSCRIPTION })
  const error = useFieldErrorText(meta)
  const value = typeof input.value === 'string' ? input.value : ''
  const count = value.length
  const over = count > max
  const counterId = `${id}-counter`
  const hintId = `${id}-hint`
  const errorId = `${id}-error`
  return (
    <div className={error ? 'field field--invalid' : 'field'}>
      <label htmlFor={id} className="field__label">
        {label}
      </label>
      <textarea
        {...input}
        value={value}
        onBlur={blurAfterClick(() => input.onBlur())}
        id={id}
        className="field__input field__textarea"
        rows={6}
        required={!optional}
        aria-invalid={error || over ? true : undefined}
        aria-describedby={describedBy(error && errorId, counterId, hint && hintId)}
      />
      <p id={counterId} className={over ? 'field__counter field__counter--over' : 'field__counter'}>
        {t`${count} из ${max} символов`}
      </p>
      <FieldNotes error={error} errorId={errorId} hint={hint} hintId={hintId} />
    </div>
  )
}
