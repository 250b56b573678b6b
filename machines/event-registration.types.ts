/** The event registration machine's data and events (machines/event-registration.machine.ts), for the machine and its callers. */
import type { Draft, DraftField, FieldErrors, StepId } from './event-registration.rules'

export type ServerErrorCode = 'eventRegistrationError' | 'unauthorized' | 'connectionError'

export interface EventRegistrationContext {
  draft: Draft
  step: StepId
  /** activeSteps(draft), kept with the draft so the screen reads the counter without recomputing. */
  steps: StepId[]
  errors: Partial<Record<StepId, FieldErrors>>
  serverError: ServerErrorCode | null
}
export type DraftChange = { [K in DraftField]: { type: 'wizard.change'; field: K; value: Draft[K] } }[DraftField]
export type EventRegistrationEvent =
  | DraftChange
  | { type: 'wizard.next' }
  | { type: 'wizard.back' }
  | { type: 'wizard.submit' }
  | { type: 'wizard.retry' }
  | { type: 'wizard.reset' }
export interface EventRegistrationInput {
  draft?: Partial<Draft>
  /** The 1-based step number that was saved with the draft. */
  step?: number
}
