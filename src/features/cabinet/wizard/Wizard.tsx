import { Trans, useLingui } from '@lingui/react/macro'
import { useNavigate } from '@tanstack/react-router'
import { useActorRef, useSelector } from '@xstate/react'
import { type FormEvent, useEffect, useRef, useState } from 'react'
import { stepCounter } from '../../../../machines/event-registration.rules'
import type { Profile } from '../../../../kernel/contract/account'
import { useAuthServices } from '../../../session/use-session'
import { readDraft } from './draft-storage'
import { draftFromProfile } from './profile-draft'
import type { Option } from './step-screen'
import { STEP_SCREENS } from './step-screens'
import { WizardContext } from './wizard-context'
import { provideWizardEffects } from './wizard-effects'
import { ServerError } from './ServerError'

/** The wizard driven by the event-registration machine: one actor per visit, restored from the draft. */
export function Wizard({ industries, days, profile }: { industries: Option[]; days: Option[]; profile: Profile | null }) {
  const { t } = useLingui()
  const { account, actor: auth } = useAuthServices()
  const navigate = useNavigate()
  const email = () => auth.getSnapshot().context.email
  const [machine] = useState(() => provideWizardEffects(account, email))
  // The saved draft of this account if there is one, else what the profile already says.
  const [input] = useState(() => readDraft(email()) ?? { draft: draftFromProfile(profile) })
  const actor = useActorRef(machine, { input })
  const step = useSelector(actor, (s) => s.context.step)
  const steps = useSelector(actor, (s) => s.context.steps)
  const { current, total } = useSelector(actor, (s) => stepCounter(s.context), (a, b) => a.current === b.current && a.total === b.total)
  const first = useSelector(actor, (s) => s.hasTag('firstStep'))
  const last = useSelector(actor, (s) => s.hasTag('lastStep'))
  const submitting = useSelector(actor, (s) => s.hasTag('submitting'))
  const registered = useSelector(actor, (s) => s.hasTag('registered'))
  const heading = useRef<HTMLHeadingElement>(null)
  const form = useRef<HTMLFormElement>(null)
  const shownStep = useRef(step)

  const { Screen } = STEP_SCREENS[step]

  // A new step: focus its heading, so keyboards and screen readers start there.
  useEffect(() => {
    if (shownStep.current !== step) heading.current?.focus()
    shownStep.current = step
  }, [step])

  useEffect(() => {
    if (!registered) return
    // The registration saved the profile fields it carried: the session reloads the profile.
    auth.send({ type: 'auth.profileChanged' })
    void navigate({ to: '/cabinet/event-registration/success' })
  }, [registered, auth, navigate])

  function onSubmit(event: FormEvent) {
    event.preventDefault()
    const before = actor.getSnapshot().context.step
    actor.send({ type: last ? 'wizard.submit' : 'wizard.next' })
    const after = actor.getSnapshot()
    // Refused: the first field with an error gets the focus once it is drawn.
    if (after.context.step === before && !after.hasTag('submitting')) {
      setTimeout(() => form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(), 0)
    }
  }

  return (
    <WizardContext.Provider value={actor}>
      <ol className="wizard__progress" aria-label={t`Шаги регистрации`}>
        {steps.map((s) => (
          <li key={s} aria-current={s === step ? 'step' : undefined}>
            {t(STEP_SCREENS[s].title)}
          </li>
        ))}
      </ol>
      <form ref={form} className="card wizard form" noValidate onSubmit={onSubmit} aria-labelledby="wizard-step">
        <h2 id="wizard-step" ref={heading} tabIndex={-1} className="wizard__heading">
          <span className="wizard__counter">{t`Шаг ${current} из ${total}`}</span> {t(STEP_SCREENS[step].title)}
        </h2>
        <Screen industries={industries} days={days} />
        <ServerError />
        <div className="wizard__buttons">
          {first ? null : (
            <button type="button" className="button button--ghost" disabled={submitting} onClick={() => actor.send({ type: 'wizard.back' })}>
              <Trans>Назад</Trans>
            </button>
          )}
          <button type="submit" className="button button--primary" disabled={submitting}>
            {submitting ? <span className="spinner wizard__spinner" aria-hidden="true" /> : null}
            {last ? <Trans>Зарегистрироваться</Trans> : <Trans>Продолжить</Trans>}
          </button>
        </div>
        <p className="form__pending" role="status">
          {submitting ? <Trans>Регистрируем…</Trans> : ''}
        </p>
      </form>
    </WizardContext.Provider>
  )
}
