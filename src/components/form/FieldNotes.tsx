import type { ReactNode } from 'react'

/**
 * A field's error and hint, below the control and outside its <label> (getByLabelText and
 * screen readers read them through aria-describedby instead).
 */
export function FieldNotes({ error, errorId, hint, hintId }: { error?: ReactNode; errorId: string; hint?: ReactNode; hintId: string }) {
  return (
    <>
      {error ? (
        <p id={errorId} className="field__error">
          {error}
        </p>
      ) : null}
      {hint ? (
        <p id={hintId} className="field__hint">
          {hint}
        </p>
      ) : null}
    </>
  )
}
