import { LabelledField, useLabelledField } from './LabelledField'

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
  const { frame, control, value } = useLabelledField<HTMLSelectElement>(name, { hint })
  return (
    <LabelledField frame={frame} label={label} hint={hint}>
      <select {...control} value={value} className="field__input field__select" required={!optional}>
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </LabelledField>
  )
}
