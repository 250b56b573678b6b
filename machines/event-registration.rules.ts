/**
 * The event registration wizard's steps and their field rules (§2, §3, §5), pure.
 *
 * The order of the steps is STEPS, and nothing else: the machine derives its states, next/back
 * targets and restore guards from it, and the screen maps each id to a component. Each step has
 * one rule set in STEP_RULES: its fields (what is required, what format, which error code) and,
 * for a step that does not always apply, when it is skipped. The first and the last step always apply.
 *
 * The formats are the contract's structs (kernel/contract/account.ts), so the wizard refuses what
 * the server refuses. Errors are codes ('required', 'latinOnly', ...): the screen translates them
 * (house style 11).
 */
import { type Struct, array, enums, is } from 'superstruct'
import { DEFAULT_SEX } from '../kernel/constants'
import type { EventRegistrationBody } from '../kernel/contract/account'
import { Birthdate, CalendarDate, LatinName, ORGANIZATION_TYPES, PURPOSES, Phone, SEXES } from '../kernel/contract/account-fields'
import { Id } from '../kernel/contract/common'

/** The steps, in order. Adding a step: an id here, a rule set in STEP_RULES, a screen in the wizard's STEP_SCREENS. */
export const STEPS = ['personal', 'work', 'participation', 'confirm'] as const
export type StepId = (typeof STEPS)[number]

/** What the wizard collects is what the server takes (PUT /api/user/event/register). */
export type Draft = EventRegistrationBody
export type DraftField = keyof Draft
export type FieldErrorCode = 'required' | 'latinOnly' | 'invalidDate' | 'invalidPhone' | 'invalidChoice'
export type FieldErrors = Partial<Record<DraftField, FieldErrorCode>>

export const emptyDraft = (): Draft => ({
  lastname: '', firstname: '', surname: '', lastname_en: '', firstname_en: '', sex: DEFAULT_SEX,
  birthdate: '', phone: '', city: '', region: '', notCreativeIndustry: false,
  organization: '', organization_type: '', industry_id: null, position: '',
  purpose: '', days: [], education: '', consent: false,
})

interface FieldRule {
  required: boolean
  format?: [Struct<unknown, unknown>, FieldErrorCode]
}
interface StepRules {
  fields: Partial<Record<DraftField, FieldRule>>
  /** The step does not apply to this draft: it is left out of the counter, skipped and not sent. */
  skippedWhen?: (draft: Draft) => boolean
}
const rule = <T, S>(required: boolean, struct?: Struct<T, S>, code?: FieldErrorCode): FieldRule =>
  struct && code ? { required, format: [struct as unknown as Struct<unknown, unknown>, code] } : { required }

const STEP_RULES: Record<StepId, StepRules> = {
  /** Step 1: who the person is (§3 Profile), and whether the work step applies. */
  personal: {
    fields: {
      lastname: rule(true), firstname: rule(true), surname: rule(false),
      lastname_en: rule(true, LatinName, 'latinOnly'), firstname_en: rule(true, LatinName, 'latinOnly'),
      sex: rule(true, enums(SEXES), 'invalidChoice'), birthdate: rule(true, Birthdate, 'invalidDate'),
      phone: rule(true, Phone, 'invalidPhone'), city: rule(true), region: rule(true),
    },
  },
  /** Step 2: where the person works; §2: removed for someone outside the creative industries. */
  work: {
    fields: {
      organization: rule(true), organization_type: rule(true, enums(ORGANIZATION_TYPES), 'invalidChoice'),
      industry_id: rule(true, Id, 'invalidChoice'), position: rule(true),
    },
    skippedWhen: (draft) => draft.notCreativeIndustry,
  },
  /** Step 3: why and when the person comes (at least one forum day). */
  participation: {
    fields: {
      purpose: rule(true, enums(PURPOSES), 'invalidChoice'), days: rule(true, array(CalendarDate), 'invalidDate'),
      education: rule(false),
    },
  },
  /** Step 4: the summary and consent (§5); "register" submits. */
  confirm: { fields: { consent: rule(true) } },
}

/** The fields a step asks for. */
export const stepFields = (step: StepId) => Object.keys(STEP_RULES[step].fields) as DraftField[]
/** Whether a step may be skipped at all (the machine gives such a step a way past it). */
export const isSkippable = (step: StepId) => STEP_RULES[step].skippedWhen !== undefined
export const isStepSkipped = (step: StepId, draft: Draft) => STEP_RULES[step].skippedWhen?.(draft) ?? false
/** The step that asks for a field. */
export const stepOfField = (field: DraftField) => STEPS.find((s) => field in STEP_RULES[s].fields)

const isFilled = (v: unknown) =>
  Array.isArray(v) ? v.length > 0 : typeof v === 'string' ? v.trim() !== '' : v !== null && v !== undefined && v !== false

/** The steps that apply to this draft (§2: the work step is removed for a non-creative person). */
export const activeSteps = (draft: Draft): StepId[] => STEPS.filter((s) => !isStepSkipped(s, draft))

/** The field errors of one step: empty when the step may be left forward. Text is checked trimmed, as the server does. */
export function validateStep(step: StepId, draft: Draft): FieldErrors {
  const errors: FieldErrors = {}
  for (const [field, r] of Object.entries(STEP_RULES[step].fields) as [DraftField, FieldRule][]) {
    const value = draft[field]
    if (!isFilled(value)) {
      if (r.required) errors[field] = 'required'
    } else if (r.format && !is(typeof value === 'string' ? value.trim() : value, r.format[0])) errors[field] = r.format[1]
  }
  return errors
}
export const hasNoErrors = (errors: FieldErrors) => Object.keys(errors).length === 0

/** "Step x from y": a step that does not apply shares the number of the next one that does. */
export function stepCounter({ step, draft }: { step: StepId; draft: Draft }) {
  const steps = activeSteps(draft)
  return { current: steps.filter((s) => STEPS.indexOf(s) < STEPS.indexOf(step)).length + 1, total: steps.length }
}

/** A saved draft may come from an older version of the form: known fields only; consent is given anew. */
export function restoreDraft(saved: Partial<Draft> | undefined): Draft {
  const draft = emptyDraft()
  for (const field of Object.keys(draft) as DraftField[]) {
    if (saved?.[field] !== undefined && field !== 'consent') Object.assign(draft, { [field]: saved[field] })
  }
  return draft
}

/**
 * The restored step (from its 1-based number): within the steps that apply, and never past the
 * first step with errors. The last step does not count: its consent is never restored.
 */
export function restoreStep(draft: Draft, step: number | undefined): StepId {
  const steps = activeSteps(draft)
  const asked = Math.min(Math.max(Math.trunc(step ?? 1) || 1, 1), steps.length)
  const firstInvalid = steps.findIndex((s, i) => i < steps.length - 1 && !hasNoErrors(validateStep(s, draft)))
  return steps[firstInvalid === -1 ? asked - 1 : Math.min(asked - 1, firstInvalid)]!
}

/** What is sent: the fields of a step that does not apply are left empty, not sent stale. */
export function submission(draft: Draft): Draft {
  const skipped = STEPS.filter((s) => isStepSkipped(s, draft))
  if (skipped.length === 0) return draft
  const empty = emptyDraft()
  const cleared = skipped.flatMap(stepFields).map((field) => [field, empty[field]])
  return { ...draft, ...Object.fromEntries(cleared) }
}
