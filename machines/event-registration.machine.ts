/**
 * The event registration wizard (§2 /cabinet/event-registration, §3 Profile, §5).
 *
 * Steps, in order (a step that does not apply is removed and the counter follows):
 *  1. personal: lastname, firstname, surname (patronymic, optional), lastname_en, firstname_en
 *     (Latin only, §5), sex (default M), birthdate, phone, city, region, and the checkbox
 *     "I am not a creative-industry representative" (notCreativeIndustry).
 *  2. work: organization, organization_type, industry_id, position. Removed while
 *     notCreativeIndustry is ticked: the counter then reads "Step x from 3".
 *  3. participation: purpose of the visit (one of PURPOSES), the forum days planned (at least
 *     one), education (optional).
 *  4. confirm: the summary and the consent checkbox (required); "register" submits.
 *
 * One state per step, so designers see the steps in the diagram and the first and last step are
 * tags; `context.step` mirrors the step (written by each step's entry) so effects can save it.
 * Errors are codes ('required', 'latinOnly', ...): the screen translates them (house style 11).
 * Effects: `saveDraft` (after every change and on every step: the app writes it to localStorage so
 * a reload, a server error or a relogin loses nothing) and `clearDraft` (after success or reset).
 */
import { type Struct, array, enums, is, pattern, refine, string } from 'superstruct'
import { assertEvent, assign, fromPromise, setup } from 'xstate'
import { DEFAULT_SEX } from '../kernel/constants'
import { Birthdate, LatinName, ORGANIZATION_TYPES, PURPOSES, SEXES } from '../kernel/contract/account'
import { Id, IsoDate } from '../kernel/contract/common'
import { isConnectionError, isUnauthorizedError } from './errors'

export const STEPS = ['personal', 'work', 'participation', 'confirm'] as const
export type StepId = (typeof STEPS)[number]

export interface Draft {
  lastname: string
  firstname: string
  surname: string
  lastname_en: string
  firstname_en: string
  sex: (typeof SEXES)[number]
  /** YYYY-MM-DD. */
  birthdate: string
  phone: string
  city: string
  region: string
  notCreativeIndustry: boolean
  organization: string
  organization_type: string
  industry_id: number | null
  position: string
  purpose: string
  /** Forum days (YYYY-MM-DD) the person plans to come. */
  days: string[]
  education: string
  consent: boolean
}
export type DraftField = keyof Draft
export type FieldErrorCode = 'required' | 'latinOnly' | 'invalidDate' | 'invalidPhone' | 'invalidChoice'
export type FieldErrors = Partial<Record<DraftField, FieldErrorCode>>
export type ServerErrorCode = 'eventRegistrationError' | 'unauthorized' | 'connectionError'

export const emptyDraft = (): Draft => ({
  lastname: '', firstname: '', surname: '', lastname_en: '', firstname_en: '', sex: DEFAULT_SEX,
  birthdate: '', phone: '', city: '', region: '', notCreativeIndustry: false,
  organization: '', organization_type: '', industry_id: null, position: '',
  purpose: '', days: [], education: '', consent: false,
})

// ---------- rules (pure) ----------

/** A real calendar day (2026-02-30 is not). */
const CalendarDate = refine(IsoDate, 'CalendarDate', (v) => !Number.isNaN(Date.parse(v)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v))
/** Digits with an optional leading +, spaces, brackets and hyphens; 10 to 15 digits (E.164). */
const Phone = refine(pattern(string(), /^\+?[\d\s()-]+$/), 'Phone', (v) => /^\d{10,15}$/.test(v.replace(/\D/g, '')))
type Rule = { required: boolean; format?: [Struct<unknown, unknown>, FieldErrorCode] }
const rule = <T, S>(required: boolean, struct?: Struct<T, S>, code?: FieldErrorCode): Rule =>
  struct && code ? { required, format: [struct as unknown as Struct<unknown, unknown>, code] } : { required }

const RULES: Record<StepId, Partial<Record<DraftField, Rule>>> = {
  personal: {
    lastname: rule(true), firstname: rule(true), surname: rule(false),
    lastname_en: rule(true, LatinName, 'latinOnly'), firstname_en: rule(true, LatinName, 'latinOnly'),
    sex: rule(true, enums(SEXES), 'invalidChoice'), birthdate: rule(true, Birthdate, 'invalidDate'),
    phone: rule(true, Phone, 'invalidPhone'), city: rule(true), region: rule(true),
  },
  work: {
    organization: rule(true), organization_type: rule(true, enums(ORGANIZATION_TYPES), 'invalidChoice'),
    industry_id: rule(true, Id, 'invalidChoice'), position: rule(true),
  },
  participation: {
    purpose: rule(true, enums(PURPOSES), 'invalidChoice'), days: rule(true, array(CalendarDate), 'invalidDate'),
    education: rule(false),
  },
  confirm: { consent: rule(true) },
}

const isFilled = (v: unknown) =>
  Array.isArray(v) ? v.length > 0 : typeof v === 'string' ? v.trim() !== '' : v !== null && v !== undefined && v !== false

/** The steps that apply to this draft (§2: the work step is removed for a non-creative person). */
export const activeSteps = (draft: Pick<Draft, 'notCreativeIndustry'>): StepId[] =>
  STEPS.filter((s) => s !== 'work' || !draft.notCreativeIndustry)

/** The field errors of one step: empty when the step may be left forward. */
export function validateStep(step: StepId, draft: Draft): FieldErrors {
  const errors: FieldErrors = {}
  for (const [field, r] of Object.entries(RULES[step]) as [DraftField, Rule][]) {
    const value = draft[field]
    if (!isFilled(value)) {
      if (r.required) errors[field] = 'required'
    } else if (r.format && !is(typeof value === 'string' ? value.trim() : value, r.format[0])) errors[field] = r.format[1]
  }
  return errors
}
const hasNoErrors = (errors: FieldErrors) => Object.keys(errors).length === 0
const stepOfField = (field: DraftField) => STEPS.find((s) => field in RULES[s])

/** "Step x from y": a step that does not apply shares the number of the next one that does. */
export function stepCounter({ step, draft }: { step: StepId; draft: Pick<Draft, 'notCreativeIndustry'> }) {
  const steps = activeSteps(draft)
  return { current: steps.filter((s) => STEPS.indexOf(s) < STEPS.indexOf(step)).length + 1, total: steps.length }
}

/** A saved draft may come from an older version of the form: known fields only; consent is given anew. */
function restoreDraft(saved: Partial<Draft> | undefined): Draft {
  const draft = emptyDraft()
  for (const field of Object.keys(draft) as DraftField[]) {
    if (saved?.[field] !== undefined && field !== 'consent') Object.assign(draft, { [field]: saved[field] })
  }
  return draft
}
/** The restored step: within the steps that apply, and never past the first step with errors. */
function restoreStep(draft: Draft, step: number | undefined): StepId {
  const steps = activeSteps(draft)
  const asked = Math.min(Math.max(Math.trunc(step ?? 1) || 1, 1), steps.length)
  const firstInvalid = steps.findIndex((s) => s !== 'confirm' && !hasNoErrors(validateStep(s, draft)))
  return steps[firstInvalid === -1 ? asked - 1 : Math.min(asked - 1, firstInvalid)]!
}

/** What is sent: the fields of a removed step are left out, not sent stale. */
export const submission = (draft: Draft): Draft =>
  draft.notCreativeIndustry ? { ...draft, organization: '', organization_type: '', industry_id: null, position: '' } : draft

/** What saveDraft stores: the draft and the step number it was on. */
const saved = ({ context }: { context: EventRegistrationContext }) => ({ draft: context.draft, step: stepCounter(context).current })

// ---------- machine ----------

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

export const eventRegistrationMachine = setup({
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
      if (draft.notCreativeIndustry) delete errors.work
      return { draft, errors, steps: activeSteps(draft) }
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
    isWorkStepActive: ({ context }) => !context.draft.notCreativeIndustry,
    isWorkStepSkipped: ({ context }) => context.draft.notCreativeIndustry,
    isRestoredAt: ({ context }, params: { step: StepId }) => context.step === params.step,
    isUnauthorized: ({ event }) => 'error' in event && isUnauthorizedError(event.error),
    /** No response at all (§8 'Server connection error'): fetch's TypeError or the API client's network error. */
    isConnectionError: ({ event }) => 'error' in event && isConnectionError(event.error),
  },
}).createMachine({
  id: 'eventRegistration',
  context: ({ input }) => {
    const draft = restoreDraft(input.draft)
    return { draft, step: restoreStep(draft, input.step), steps: activeSteps(draft), errors: {}, serverError: null }
  },
  initial: 'restoring',
  on: {
    // Also on logout: leaving `submitting` cancels the request.
    'wizard.reset': { target: '.editing.personal', actions: ['assignEmptyDraft', 'clearDraft'] },
  },
  states: {
    restoring: {
      always: [
        { guard: { type: 'isRestoredAt', params: { step: 'work' } }, target: 'editing.work' },
        { guard: { type: 'isRestoredAt', params: { step: 'participation' } }, target: 'editing.participation' },
        { guard: { type: 'isRestoredAt', params: { step: 'confirm' } }, target: 'editing.confirm' },
        { target: 'editing.personal' },
      ],
    },
    editing: {
      initial: 'personal',
      on: {
        'wizard.change': { actions: ['assignChange', { type: 'saveDraft', params: saved }] },
      },
      states: {
        personal: {
          tags: ['firstStep'],
          entry: [{ type: 'assignStep', params: { step: 'personal' } }, { type: 'saveDraft', params: saved }],
          on: {
            'wizard.next': [{ guard: 'isStepValid', target: 'work' }, { actions: 'assignStepErrors' }],
          },
        },
        work: {
          entry: [{ type: 'assignStep', params: { step: 'work' } }, { type: 'saveDraft', params: saved }],
          // The step stops applying when the checkbox is ticked: the next step that applies takes its place.
          always: { guard: 'isWorkStepSkipped', target: 'participation' },
          on: {
            'wizard.next': [{ guard: 'isStepValid', target: 'participation' }, { actions: 'assignStepErrors' }],
            'wizard.back': { target: 'personal' },
          },
        },
        participation: {
          entry: [{ type: 'assignStep', params: { step: 'participation' } }, { type: 'saveDraft', params: saved }],
          on: {
            'wizard.next': [{ guard: 'isStepValid', target: 'confirm' }, { actions: 'assignStepErrors' }],
            'wizard.back': [{ guard: 'isWorkStepActive', target: 'work' }, { target: 'personal' }],
          },
        },
        confirm: {
          tags: ['lastStep'],
          entry: [{ type: 'assignStep', params: { step: 'confirm' } }, { type: 'saveDraft', params: saved }],
          on: {
            // Every step that applies is checked again: a restored draft may predate a rule.
            'wizard.submit': [{ guard: 'isDraftValid', target: '#eventRegistration.submitting' }, { actions: 'assignDraftErrors' }],
            'wizard.retry': [{ guard: 'isDraftValid', target: '#eventRegistration.submitting' }, { actions: 'assignDraftErrors' }],
            'wizard.back': { target: 'participation' },
          },
        },
      },
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
          { guard: 'isUnauthorized', target: 'editing.confirm', actions: { type: 'assignServerError', params: { code: 'unauthorized' } } },
          { guard: 'isConnectionError', target: 'editing.confirm', actions: { type: 'assignServerError', params: { code: 'connectionError' } } },
          { target: 'editing.confirm', actions: { type: 'assignServerError', params: { code: 'eventRegistrationError' } } },
        ],
      },
    },
    done: {
      tags: ['registered'],
      entry: 'clearDraft',
    },
  },
})
