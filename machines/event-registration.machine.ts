/**
 * The event registration wizard (§2 /cabinet/event-registration, §3 Profile, §5).
 *
 * The steps, their order, their field rules and when a step does not apply are in
 * event-registration.rules.ts (STEPS, STEP_RULES); this machine derives its states from them.
 * One state per step, so designers see the steps in the diagram: `wizard.next` goes to the next
 * step when this one is valid; a step that does not apply passes on to the next one at once
 * (`isStepSkipped`); `wizard.back` goes to the nearest earlier step that applies (`isStepActive`);
 * the last step submits. The first and last step are tags; `context.step` mirrors the step
 * (written by each step's entry) so effects can save it.
 * Effects: `saveDraft` (after every change and on every step: the app writes it to localStorage so
 * a reload, a server error or a relogin loses nothing) and `clearDraft` (after success or reset).
 */
import { assertEvent, assign, fromPromise, setup } from 'xstate'
import {
  type Draft,
  STEPS,
  type StepId,
  activeSteps,
  emptyDraft,
  hasNoErrors,
  isSkippable,
  isStepSkipped,
  restoreDraft,
  restoreStep,
  stepCounter,
  stepOfField,
  submission,
  validateStep,
} from './event-registration.rules'
import type { EventRegistrationContext, EventRegistrationEvent, EventRegistrationInput, ServerErrorCode } from './event-registration.types'
import { isConnectionError, isUnauthorizedError } from './errors'

/** What saveDraft stores: the draft and the step number it was on. */
const draftToSave = ({ context }: { context: EventRegistrationContext }) => ({ draft: context.draft, step: stepCounter(context).current })

const wizard = setup({
  types: {
    context: {} as EventRegistrationContext,
    events: {} as EventRegistrationEvent,
    input: {} as EventRegistrationInput,
    tags: {} as 'firstStep' | 'lastStep' | 'submitting' | 'registered',
  },
  actors: {
    registerForEvent: fromPromise<unknown, { draft: Draft }>(async () => undefined),
  },
  actions: {
    saveDraft: (_, _params: { draft: Draft; step: number }) => {},
    clearDraft: () => {},
    assignStep: assign((_, params: { step: StepId }) => ({ step: params.step })),
    assignChange: assign(({ context, event }) => {
      assertEvent(event, 'wizard.change')
      const draft = { ...context.draft, [event.field]: event.value }
      const errors = { ...context.errors }
      const owner = stepOfField(event.field)
      if (owner && errors[owner]) {
        const { [event.field]: _cleared, ...rest } = errors[owner]
        errors[owner] = rest
      }
      const steps = activeSteps(draft)
      for (const step of STEPS) if (!steps.includes(step)) delete errors[step]
      return { draft, errors, steps }
    }),
    assignStepErrors: assign(({ context }) => ({ errors: { ...context.errors, [context.step]: validateStep(context.step, context.draft) } })),
    assignDraftErrors: assign(({ context }) => ({
      errors: Object.fromEntries(context.steps.map((s) => [s, validateStep(s, context.draft)])),
    })),
    assignServerError: assign((_, params: { code: ServerErrorCode | null }) => ({ serverError: params.code })),
    assignEmptyDraft: assign(() => ({ draft: emptyDraft(), steps: activeSteps(emptyDraft()), errors: {}, serverError: null })),
  },
  guards: {
    isStepValid: ({ context }) => hasNoErrors(validateStep(context.step, context.draft)),
    isDraftValid: ({ context }) => context.steps.every((s) => hasNoErrors(validateStep(s, context.draft))),
    isStepActive: ({ context }, params: { step: StepId }) => !isStepSkipped(params.step, context.draft),
    isStepSkipped: ({ context }, params: { step: StepId }) => isStepSkipped(params.step, context.draft),
    isRestoredAt: ({ context }, params: { step: StepId }) => context.step === params.step,
    isUnauthorized: ({ event }) => 'error' in event && isUnauthorizedError(event.error),
    /** No response at all (§8 'Server connection error'): fetch's TypeError or the API client's network error. */
    isConnectionError: ({ event }) => 'error' in event && isConnectionError(event.error),
  },
})

// ---------- the step states, derived from STEPS ----------

const FIRST = STEPS[0]
const LAST = STEPS[STEPS.length - 1]!

/** Back: the nearest earlier step that applies (a skippable one is guarded, the first that always applies ends the list). */
function backTargets(index: number) {
  const targets: { guard?: { type: 'isStepActive'; params: { step: StepId } }; target: StepId }[] = []
  for (const step of STEPS.slice(0, index).reverse()) {
    if (!isSkippable(step)) return [...targets, { target: step }]
    targets.push({ guard: { type: 'isStepActive', params: { step } }, target: step })
  }
  return targets
}

/** Leaving a step forward: the next step when this one is valid; the last step submits instead. */
function forward(index: number) {
  const next = STEPS[index + 1]
  if (next) return { 'wizard.next': [{ guard: 'isStepValid' as const, target: next }, { actions: 'assignStepErrors' as const }] }
  // Every step that applies is checked again: a restored draft may predate a rule.
  const submit = [{ guard: 'isDraftValid' as const, target: '#eventRegistration.submitting' }, { actions: 'assignDraftErrors' as const }]
  return { 'wizard.submit': submit, 'wizard.retry': submit }
}

const stepState = (step: StepId, index: number) => ({
  tags: [...(step === FIRST ? ['firstStep' as const] : []), ...(step === LAST ? ['lastStep' as const] : [])],
  entry: [{ type: 'assignStep' as const, params: { step } }, { type: 'saveDraft' as const, params: draftToSave }],
  // A step that stops applying while it is shown gives way to the next step.
  ...(isSkippable(step) ? { always: { guard: { type: 'isStepSkipped' as const, params: { step } }, target: STEPS[index + 1]! } } : {}),
  on: { ...forward(index), ...(index > 0 ? { 'wizard.back': backTargets(index) } : {}) },
})

export const eventRegistrationMachine = wizard.createMachine({
  id: 'eventRegistration',
  context: ({ input }) => {
    const draft = restoreDraft(input.draft)
    return { draft, step: restoreStep(draft, input.step), steps: activeSteps(draft), errors: {}, serverError: null }
  },
  initial: 'restoring',
  on: {
    // Also on logout: leaving `submitting` cancels the request.
    'wizard.reset': { target: `.editing.${FIRST}`, actions: ['assignEmptyDraft', 'clearDraft'] },
  },
  states: {
    restoring: {
      always: [
        ...STEPS.slice(1).map((step) => ({ guard: { type: 'isRestoredAt' as const, params: { step } }, target: `editing.${step}` })),
        { target: `editing.${FIRST}` },
      ],
    },
    editing: {
      initial: FIRST,
      on: {
        'wizard.change': { actions: ['assignChange', { type: 'saveDraft', params: draftToSave }] },
      },
      states: Object.fromEntries(STEPS.map((step, index) => [step, stepState(step, index)])),
    },
    submitting: {
      tags: ['submitting', 'lastStep'],
      entry: { type: 'assignServerError', params: { code: null } },
      invoke: {
        id: 'registerForEvent',
        src: 'registerForEvent',
        input: ({ context }) => ({ draft: submission(context.draft) }),
        onDone: { target: 'done' },
        // The draft stays as it was (and saved): after a relogin or a retry nothing typed is lost.
        onError: [
          { guard: 'isUnauthorized', target: `editing.${LAST}`, actions: { type: 'assignServerError', params: { code: 'unauthorized' } } },
          { guard: 'isConnectionError', target: `editing.${LAST}`, actions: { type: 'assignServerError', params: { code: 'connectionError' } } },
          { target: `editing.${LAST}`, actions: { type: 'assignServerError', params: { code: 'eventRegistrationError' } } },
        ],
      },
    },
    done: {
      tags: ['registered'],
      entry: 'clearDraft',
    },
  },
})
