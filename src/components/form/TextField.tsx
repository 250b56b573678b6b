import type { HTMLAttributes } from 'react'
import { LabelledField, useLabelledField } from './LabelledField'

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
  const { frame, control, value } = useLabelledField<HTMLInputElement>(name, { hint, ...(parse ? { parse } : {}) })
  return (
    <LabelledField frame={frame} label={label} hint={hint}>
      <input
        {...control}
        value={value}
        type={type}
        className="field__input"
        autoComplete={autoComplete}
        inputMode={inputMode}
        required={!optional}
        min={min}
        max={max}
        {...(type === 'email' ? { autoCapitalize: 'none', spellCheck: false } : {})}
      />
    </LabelledField>
  )
}

/** Email addresses never contain spaces: autofill and keyboards add them at the ends. */
export const withoutSpaces = (value: string) => value.replace(/\s+/g, '') || undefined
