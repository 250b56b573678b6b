import { useId } from 'react'
import { useField } from 'react-final-form'
import { FIELD_SUBSCRIPTION, describedBy, useFieldErrorText } from './field-error'
import { FieldNotes } from './FieldNotes'
import './form.css'

/** A <fieldset> of radio buttons: the legend names the group, each option its own label. */
export function RadioGroupField({ name, legend, options }: { name: string; legend: string; options: readonly { value: string; label: string }[] }) {
  const id = useId()
  const { input, meta } = useField<string>(name, { subscription: FIELD_SUBSCRIPTION })
  const error = useFieldErrorText(meta)
  const errorId = `${id}-error`
  return (
    <fieldset className={error ? 'field field--invalid choice' : 'field choice'} aria-describedby={describedBy(error && errorId)}>
      <legend className="field__label">{legend}</legend>
      <div className="choice__options">
        {options.map((option) => (
          <label key={option.value} className="choice__option">
            <input
              type="radio"
              name={input.name}
              value={option.value}
              checked={input.value === option.value}
              onChange={() => input.onChange(option.value)}
              onBlur={() => input.onBlur()}
              className="choice__input"
            />
            {option.label}
          </label>
        ))}
      </div>
      <FieldNotes error={error} errorId={errorId} hintId={`${id}-hint`} />
    </fieldset>
  )
}
