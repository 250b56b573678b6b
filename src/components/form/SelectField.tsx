import { useId } from 'react'
import { useField } from 'react-final-form'
import { blurAfterClick } from './blur-after-click'
import { FIELD_SUBSCRIPTION, describedBy, useFieldErrorText } from './field-error'
import './form.css'
import { FieldNotes } from './FieldNotes'

interface SelectFieldProps {
  name: string
  label: string
  options: readonly { value: string; label: string }[]
  /** The first option, meaning "nothing chosen" (value ''). */
  placeholder: string
  hint?: string
  optional?: boolean
}

/** A labelled <select>; the value is a string ('' for nothing chosen), the form converts it. */
export function SelectField({ name, label, options, placeholder, hint, optional }: SelectFieldProps) {
  const id = useId()
  const { input, meta } = useField<string, HTMLSelectElement>(name, { subscription: FIELD_SUBSCRIPTION })
  const error = useFieldErrorText(meta)
  const hintId = `${id}-hint`
  const errorId = `${id}-error`
  return (
    <div className={error ? 'field field--invalid' : 'field'}>
      <label htmlFor={id} className="field__label">
        {label}
      </label>
      <select
        {...input}
        value={input.value ?? ''}
        onBlur={blurAfterClick(() => input.onBlur())}
        id={id}
        className="field__input field__select"
        required={!optional}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(error && errorId, hint && hintId)}
      >
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldNotes error={error} errorId={errorId} hint={hint} hintId={hintId} />
    </div>
  )
}
