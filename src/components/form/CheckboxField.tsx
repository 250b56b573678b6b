import { type ReactNode, useId } from 'react'
import { useField } from 'react-final-form'
import { blurAfterClick } from './blur-after-click'
import { FIELD_SUBSCRIPTION, describedBy, useFieldErrorText } from './field-error'
import { FieldNotes } from './FieldNotes'
import './form.css'

/** A checkbox with its label beside it (the label may hold links) and its error below. */
export function CheckboxField({ name, children }: { name: string; children: ReactNode }) {
  const id = useId()
  const { input, meta } = useField(name, { type: 'checkbox', subscription: FIELD_SUBSCRIPTION })
  const error = useFieldErrorText(meta)
  const errorId = `${id}-error`
  return (
    <div className={error ? 'field field--invalid' : 'field'}>
      <div className="checkbox">
        <input
          {...input}
          onBlur={blurAfterClick(() => input.onBlur())}
          id={id}
          type="checkbox"
          className="checkbox__input"
          required
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(error && errorId)}
        />
        <label htmlFor={id} className="checkbox__label">
          {children}
        </label>
      </div>
      <FieldNotes error={error} errorId={errorId} hintId={`${id}-hint`} />
    </div>
  )
}
