import { useLingui } from '@lingui/react/macro'
import { type MouseEvent, type ReactNode, useId, useState } from 'react'
import { ConsentText } from '../../components/content/ConsentText'
import '../../components/form/form.css'
import { consentRemembered, rememberConsent } from './consent-memory'

export type ConsentGuard = (event: MouseEvent) => void

/**
 * §2: the consent checkbox that must be ticked before a way in that can create an account (a
 * social login) is taken. The choices stay real links (they work with the keyboard and show where
 * they go); clicking one without consent stops it, says why and puts focus on the checkbox. Once
 * given in this browser the consent is remembered and not asked again (consent-memory.ts).
 */
export function ConsentGate({ children }: { children: (guard: ConsentGuard) => ReactNode }) {
  const { t } = useLingui()
  const id = useId()
  // Account screens are drawn by the browser only (clientOnly): storage can be read at once.
  const [given] = useState(consentRemembered)
  const [accepted, setAccepted] = useState(false)
  const [refused, setRefused] = useState(false)
  const showError = refused && !accepted
  const guard: ConsentGuard = (event) => {
    if (accepted) {
      rememberConsent()
      return
    }
    event.preventDefault()
    setRefused(true)
    document.getElementById(id)?.focus()
  }
  if (given) return <div className="auth__choices">{children(() => undefined)}</div>
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
