import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { ComponentType } from 'react'
import type { StepId } from '../../../../machines/event-registration.rules'
import type { StepScreenProps } from './step-screen'
import { ConfirmStep, ParticipationStep, PersonalStep, WorkStep } from './WizardSteps'

/** Each step's title (progress list and heading) and screen; the order is the machine's STEPS. */
export const STEP_SCREENS: Record<StepId, { title: MessageDescriptor; Screen: ComponentType<StepScreenProps> }> = {
  personal: { title: msg`Личные данные`, Screen: PersonalStep },
  work: { title: msg`Работа`, Screen: WorkStep },
  participation: { title: msg`Участие в форуме`, Screen: ParticipationStep },
  confirm: { title: msg`Проверка и согласие`, Screen: ConfirmStep },
}
