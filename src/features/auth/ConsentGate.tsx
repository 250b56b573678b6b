import { useLingui } from '@lingui/react/macro'
import { type MouseEvent, type ReactNode, useId, useState } from 'react'
import { ConsentText } from '../../components/content/ConsentText'
import '../../components/form/form.css'

export type ConsentGuard = (event: MouseEvent) => void

/**
 * §2: the consent checkbox that must be ticked before a way in is chosen. The choices stay real
 * links (they work with the keyboard and show where they go); clicking one without consent stops
 * it, says why and puts focus on the checkbox.
 */
export function ConsentGate({ children }: { children: (guard: ConsentGuard) => ReactNode }) {
  const { t } = useLingui()
  const id = useId()
  const [accepted, setAccepted] = useState(false)
  const [refused, setRefused] = useState(false)
  const showError = refused && !accepted
  const guard: ConsentGuard = (event) => {
    if (accepted) return
    event.preventDefault()
    setRefused(true)
    document.getElementById(id)?.focus()
  }
  return (
    <div className="consent-gate">
      <div className={showError ? 'field field--invalid' : 'field'}>
        <div className="checkbox">
          <input
            id={id}
            type="checkbox"
            className="checkbox__input"
            checked={accepted}
            onChange={(event) => setAccepted(event.target.checked)}
            aria-invalid={showError ? true : undefined}
            aria-describedby={showError ? `${id}-error` : undefined}
          />
          <label htmlFor={id} className="checkbox__label">
            <ConsentText />
          </label>
        </div>
        {showError ? (
          <p id={`${id}-error`} className="field__error" role="alert">
            {t`Чтобы продолжить, отметьте согласие на обработку персональных данных`}
          </p>
        ) : null}
      </div>
      <div className="auth__choices">{children(guard)}</div>
    </div>
  )
}
