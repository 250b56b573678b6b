import { type HTMLAttributes, useId } from 'react'
import { FieldNotes } from '../../../components/form/FieldNotes'
import { LabelledField } from '../../../components/form/LabelledField'
import { describedBy } from '../../../components/form/field-error'
import { useDraftField } from './wizard-context'
import '../../../components/form/form.css'

type TextDraftField = 'lastname' | 'firstname' | 'surname' | 'lastname_en' | 'firstname_en' | 'birthdate' | 'phone' | 'city' | 'region' | 'organization' | 'position' | 'education'

/** A choice's error under it (the same note as the site's forms). */
export function Problem({ id, error }: { id: string; error: string | undefined }) {
  return <FieldNotes error={error} errorId={id} hintId={`${id}-hint`} />
}

/** The ids the label, the error and the hint of a draft field are tied by (LabelledField's frame). */
const frameOf = (id: string, error: string | undefined) => ({ id, error, errorId: `${id}-error`, hintId: `${id}-hint` })

/** A text input bound to the wizard's draft; the error shows after "continue" until it is fixed. */
export function WizardText(props: {
  field: TextDraftField
  label: string
  hint?: string
  optional?: boolean
  type?: 'text' | 'date' | 'tel'
  autoComplete: string
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode']
  min?: string
  max?: string
}) {
  const { field, label, hint, optional, type = 'text', autoComplete, inputMode, min, max } = props
  const id = useId()
  const { value, error, change } = useDraftField(field)
  return (
    <LabelledField frame={frameOf(id, error)} label={label} hint={hint}>
      <input
        id={id}
        name={field}
        type={type}
        className="field__input"
        value={value}
        onChange={(e) => change(e.target.value)}
        autoComplete={autoComplete}
        inputMode={inputMode}
        min={min}
        max={max}
        required={!optional}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(error && `${id}-error`, hint && `${id}-hint`)}
      />
    </LabelledField>
  )
}

/** A select of the draft: '' is "nothing chosen"; `toValue` turns the option into the draft's type. */
export function WizardSelect<K extends 'organization_type' | 'industry_id'>(props: {
  field: K
  label: string
  placeholder: string
  options: { value: string; label: string }[]
  toValue: (value: string) => unknown
}) {
  const { field, label, placeholder, options, toValue } = props
  const id = useId()
  const { value, error, change } = useDraftField(field)
  return (
    <LabelledField frame={frameOf(id, error)} label={label}>
      <select
        id={id}
        name={field}
        className="field__input field__select"
        value={value === null ? '' : String(value)}
        onChange={(e) => change(toValue(e.target.value) as never)}
        required
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(error && `${id}-error`)}
      >
        <option value="">{placeholder}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </LabelledField>
  )
}
