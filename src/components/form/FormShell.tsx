import type { Config, FormApi, SubmissionErrors } from 'final-form'
import { type ReactNode, useRef } from 'react'
import { Form } from 'react-final-form'
import type { FieldError } from './validate'
import './form.css'

interface FormShellProps<V extends object> {
  onSubmit: (values: V, form: FormApi<V>) => Promise<SubmissionErrors | void>
  validate: (values: V) => Record<string, FieldError>
  initialValues?: Config<V>['initialValues']
  children: ReactNode
}

/**
 * A form with the kit's behaviour: the browser's own validation bubbles off (ours is translated),
 * and after a failed submit focus goes to the first invalid field, else to the form's alert.
 */
export function FormShell<V extends object>({ onSubmit, validate, initialValues, children }: FormShellProps<V>) {
  const ref = useRef<HTMLFormElement>(null)
  // The fields render their errors after final-form notifies them (React schedules that render),
  // so look for a few frames rather than once.
  const focusProblem = (triesLeft = 10) => {
    const form = ref.current
    if (!form) return
    const target = form.querySelector<HTMLElement>('[aria-invalid="true"]') ?? form.querySelector<HTMLElement>('.form-alert')
    if (target) target.focus()
    else if (triesLeft > 0) setTimeout(() => focusProblem(triesLeft - 1), 16)
  }
  return (
    <Form<V>
      onSubmit={onSubmit}
      validate={validate as Config<V>['validate']}
      initialValues={initialValues}
      subscription={{}}
      render={({ handleSubmit, form }) => (
        <form
          ref={ref}
          className="form"
          noValidate
          onSubmit={(event) => {
            void Promise.resolve(handleSubmit(event)).then(() => {
              const state = form.getState()
              if (state.hasValidationErrors || state.hasSubmitErrors) setTimeout(() => focusProblem(), 0)
            })
          }}
        >
          {children}
        </form>
      )}
    />
  )
}
