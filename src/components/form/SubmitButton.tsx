import type { ReactNode } from 'react'
import { useFormState } from 'react-final-form'
import './form.css'

/**
 * The submit button: disabled with a spinner while the form is submitting, and a status line
 * that says what is going on (announced politely; the region exists before it has text).
 */
export function SubmitButton({ children, pendingText }: { children: ReactNode; pendingText: string }) {
  const { submitting } = useFormState({ subscription: { submitting: true } })
  return (
    <div className="form__actions">
      <button type="submit" className="button button--primary form__submit" disabled={submitting}>
        {submitting ? <span className="spinner form__spinner" aria-hidden="true" /> : null}
        {children}
      </button>
      <p className="form__pending" role="status">
        {submitting ? pendingText : ''}
      </p>
    </div>
  )
}
