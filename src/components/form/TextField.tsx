import { type HTMLAttributes, useId } from 'react'
import { useField } from 'react-final-form'
import { blurAfterClick } from './blur-after-click'
import { FIELD_SUBSCRIPTION, describedBy, useFieldErrorText } from './field-error'
import './form.css'
import { FieldNotes } from './FieldNotes'

interface TextFieldProps {
  name: string
  label: string
  hint?: string
  type?: 'text' | 'email' | 'password' | 'tel' | 'date'
  /** Always set: password managers and autofill depend on it (email, current-password, new-password). */
  autoComplete: string
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode']
  parse?: (value: string) => unknown
  /** Not required: the input is not marked required (the form's validation decides either way). */
  optional?: boolean
  /** For type="date": the earliest and latest day the picker offers. */
  min?: string
  max?: string
}

/**
 * A labelled input. The hint and the error sit outside the <label> and are tied to the input
 * with aria-describedby, so the label alone is the accessible name.
 */
export function TextField({ name, label, hint, type = 'text', autoComplete, inputMode, parse, optional, min, max }: TextFieldProps) {
  const id = useId()
  const { input, meta } = useField<string, HTMLInputElement, unknown>(name, { subscription: FIELD_SUBSCRIPTION, ...(parse ? { parse } : {}) })
  const error = useFieldErrorText(meta)
  const hintId = `${id}-hint`
  const errorId = `${id}-error`
  return (
    <div className={error ? 'field field--invalid' : 'field'}>
      <label htmlFor={id} className="field__label">
        {label}
      </label>
      <input
        {...input}
        onBlur={blurAfterClick(() => input.onBlur())}
        value={typeof input.value === 'string' ? input.value : ''}
        id={id}
        type={type}
        className="field__input"
        autoComplete={autoComplete}
        inputMode={inputMode}
        required={!optional}
        min={min}
        max={max}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(error && errorId, hint && hintId)}
        {...(type === 'email' ? { autoCapitalize: 'none', spellCheck: false } : {})}
      />
      <FieldNotes error={error} errorId={errorId} hint={hint} hintId={hintId} />
    </div>
  )
}

/** Email addresses never contain spaces: autofill and keyboards add them at the ends. */
export const withoutSpaces = (value: string) => value.replace(/\s+/g, '') || undefined
