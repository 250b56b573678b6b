import { useFormState } from 'react-final-form'
import type { FormErrorValue } from './submission'
import './form.css'

/** The form-level error of the last submit, announced as an alert; stays until the next submit. */
export function FormAlert() {
  const { submitError } = useFormState({ subscription: { submitError: true } })
  const value = submitError as FormErrorValue | undefined
  if (!value) return null
  const { title, detail } = typeof value === 'string' ? { title: value, detail: undefined } : value
  return (
    <div className="form-alert" role="alert" tabIndex={-1}>
      <p className="form-alert__title">{title}</p>
      {detail ? <p className="form-alert__detail">{detail}</p> : null}
    </div>
  )
}
