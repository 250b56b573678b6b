import { type ReactNode, useId } from 'react'
import type { DraftField } from '../../../../machines/event-registration.rules'
import { describedBy } from '../../../components/form/field-error'
import { useDraftField } from './wizard-context'
import { Problem } from './WizardInputs'

/** Radio buttons of the draft (sex, purpose) in a fieldset named by its legend. */
export function WizardRadio({ field, legend, options }: { field: 'sex' | 'purpose'; legend: string; options: { value: string; label: string }[] }) {
  const id = useId()
  const { value, error, change } = useDraftField(field)
  return (
    <fieldset className={error ? 'field field--invalid choice' : 'field choice'} aria-describedby={describedBy(error && `${id}-error`)}>
      <legend className="field__label">{legend}</legend>
      <div className="choice__options">
        {options.map((o, i) => (
          <label key={o.value} className="choice__option">
            <input
              type="radio"
              name={`${id}-${field}`}
              value={o.value}
              checked={value === o.value}
              onChange={() => change(o.value as never)}
              className="choice__input"
              // The first option carries the error state: focus goes to it after a failed "continue".
              aria-invalid={error && i === 0 ? true : undefined}
            />
            {o.label}
          </label>
        ))}
      </div>
      <Problem id={`${id}-error`} error={error} />
    </fieldset>
  )
}

/** A checkbox of the draft (not a creative-industry representative, consent). */
export function WizardCheckbox({ field, children }: { field: Extract<DraftField, 'notCreativeIndustry' | 'consent'>; children: ReactNode }) {
  const id = useId()
  const { value, error, change } = useDraftField(field)
  return (
    <div className={error ? 'field field--invalid' : 'field'}>
      <div className="checkbox">
        <input
          id={id}
          name={field}
          type="checkbox"
          className="checkbox__input"
          checked={value}
          onChange={(e) => change(e.target.checked)}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(error && `${id}-error`)}
        />
        <label htmlFor={id} className="checkbox__label">
          {children}
        </label>
      </div>
      <Problem id={`${id}-error`} error={error} />
    </div>
  )
}

/** The forum days the person plans to come: checkboxes in a fieldset. */
export function WizardDays({ legend, days }: { legend: string; days: { value: string; label: string }[] }) {
  const id = useId()
  const { value, error, change } = useDraftField('days')
  const toggle = (day: string, on: boolean) => change(on ? [...value.filter((d) => d !== day), day].sort() : value.filter((d) => d !== day))
  return (
    <fieldset className={error ? 'field field--invalid choice' : 'field choice'} aria-describedby={describedBy(error && `${id}-error`)}>
      <legend className="field__label">{legend}</legend>
      <div className="choice__options choice__options--column">
        {days.map((d, i) => (
          <label key={d.value} className="choice__option">
            <input
              type="checkbox"
              value={d.value}
              checked={value.includes(d.value)}
              onChange={(e) => toggle(d.value, e.target.checked)}
              className="choice__input"
              aria-invalid={error && i === 0 ? true : undefined}
            />
            {d.label}
          </label>
        ))}
      </div>
      <Problem id={`${id}-error`} error={error} />
    </fieldset>
  )
}
