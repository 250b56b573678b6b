import { useLingui } from '@lingui/react/macro'
import { useSelector } from '@xstate/react'
import { createContext, useContext } from 'react'
import type { ActorRefFrom } from 'xstate'
import type { eventRegistrationMachine } from '../../../../machines/event-registration.machine'
import type { Draft, DraftField, FieldErrorCode } from '../../../../machines/event-registration.rules'

export type WizardActor = ActorRefFrom<typeof eventRegistrationMachine>
export const WizardContext = createContext<WizardActor | null>(null)

export function useWizardActor(): WizardActor {
  const actor = useContext(WizardContext)
  if (!actor) throw new Error('useWizardActor outside WizardContext')
  return actor
}

/** The machine's error codes in words (house style 11: machines carry codes, screens translate). */
export function useFieldErrorMessage() {
  const { t } = useLingui()
  return (field: DraftField, code: FieldErrorCode | undefined): string | undefined => {
    if (!code) return undefined
    if (code === 'required') {
      if (field === 'days') return t`Выберите хотя бы один день`
      if (field === 'consent') return t`Без этого согласия продолжить нельзя`
      if (field === 'purpose' || field === 'organization_type' || field === 'industry_id') return t`Выберите один из вариантов`
      return t`Обязательное поле`
    }
    if (code === 'latinOnly') return t`Только латинские буквы`
    if (code === 'invalidPhone') return t`Телефон: + и от 10 до 15 цифр`
    if (code === 'invalidDate') return field === 'birthdate' ? t`Укажите настоящую дату рождения` : t`Выберите дни форума`
    return t`Выберите один из вариантов`
  }
}

/** One field of the draft: its value, its error on the current step, and how to change it. */
export function useDraftField<K extends DraftField>(field: K) {
  const actor = useWizardActor()
  const message = useFieldErrorMessage()
  const value = useSelector(actor, (s) => s.context.draft[field])
  const code = useSelector(actor, (s) => s.context.errors[s.context.step]?.[field])
  return {
    value,
    error: message(field, code),
    change: (next: Draft[K]) => actor.send({ type: 'wizard.change', field, value: next } as never),
  }
}
