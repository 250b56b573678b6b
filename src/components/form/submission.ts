import { FORM_ERROR, type SubmissionErrors } from 'final-form'
import { ApiError } from '../../lib/api/errors'

/** What the form says above its fields after a failed submit. */
export type FormErrorValue = string | { title: string; detail?: string }

/**
 * Submission errors for final-form: the server's messages per field (only for fields this form
 * has) and one form-level message. Returned from onSubmit, so what was typed stays in the form.
 */
export function submissionErrors(error: unknown, fields: readonly string[], formError: FormErrorValue): SubmissionErrors {
  const errors: Record<string, unknown> = { [FORM_ERROR]: formError }
  if (error instanceof ApiError && error.fieldErrors) {
    for (const [field, messages] of Object.entries(error.fieldErrors)) {
      if (fields.includes(field) && messages[0]) errors[field] = messages[0]
    }
  }
  return errors
}
