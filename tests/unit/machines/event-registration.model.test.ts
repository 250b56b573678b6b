import { describe, expect, it } from 'vitest'
import { type AnyEventObject, type InspectionEvent, createActor, fromPromise } from 'xstate'
import { adjacencyMapToArray, getAdjacencyMap, getShortestPaths } from 'xstate/graph'
import { eventRegistrationMachine } from '../../../machines/event-registration.machine'
import type { EventRegistrationEvent, EventRegistrationInput } from '../../../machines/event-registration.types'
import {
  type Draft,
  STEPS,
  activeSteps,
  emptyDraft,
  stepCounter,
  stepFields,
  submission,
  validateStep,
} from '../../../machines/event-registration.rules'
import { BranchCoverage, Coverage, expectFullCoverage } from './model'

const LAST = STEPS[STEPS.length - 1]!

/** Every step filled in as a creative-industry person would, consent not yet given (the last step). */
const completeDraft = (): Draft => ({
  ...emptyDraft(),
  lastname: 'Иванова', firstname: 'Анна', surname: 'Сергеевна', lastname_en: 'Ivanova', firstname_en: 'Anna',
  sex: 'F', birthdate: '1990-02-03', phone: '+7 (912) 345-67-89', city: 'Казань', region: 'Республика Татарстан',
  organization: 'Студия «Север»', organization_type: 'company', industry_id: 3, position: 'Продюсер',
  purpose: 'businessProgram', days: ['2026-12-08', '2026-12-09'], education: 'Высшее',
})

/** Events the graph may take in any state; the registration's completions are passed as events too. */
const events: AnyEventObject[] = [
  { type: 'wizard.change', field: 'firstname_en', value: 'Анна' },
  { type: 'wizard.change', field: 'firstname_en', value: 'Anna' },
  { type: 'wizard.change', field: 'notCreativeIndustry', value: true },
  { type: 'wizard.change', field: 'notCreativeIndustry', value: false },
  { type: 'wizard.change', field: 'consent', value: true },
  { type: 'wizard.change', field: 'consent', value: false },
  { type: 'wizard.next' },
  { type: 'wizard.back' },
  { type: 'wizard.submit' },
  { type: 'wizard.retry' },
  { type: 'wizard.reset' },
  { type: 'xstate.done.actor.registerForEvent', output: { member_role: 'visitor' } },
  { type: 'xstate.error.actor.registerForEvent', error: { status: 401 } },
  { type: 'xstate.error.actor.registerForEvent', error: { status: 500 } },
  { type: 'xstate.error.actor.registerForEvent', error: new TypeError('Failed to fetch') },
]

type Snap = ReturnType<typeof eventRegistrationMachine.transition>
/** What decides the machine's next move: the mode, the steps that apply, which steps are valid, the server's answer. */
const serializeState = (s: Snap) =>
  JSON.stringify([
    s.value,
    s.context.draft.notCreativeIndustry,
    STEPS.map((step) => Object.keys(validateStep(step, s.context.draft)).length === 0),
    s.context.serverError !== null,
  ])

/** A complete draft with one step's fields left empty. */
const withEmptyStep = (step: (typeof STEPS)[number]): Draft => {
  const empty = emptyDraft()
  return { ...completeDraft(), ...Object.fromEntries(stepFields(step).map((field) => [field, empty[field]])) }
}

/**
 * A complete draft, an empty one, a non-creative one, a complete one saved at the last step, and for
 * every step but the last a draft saved at the last step with that step empty (restored to it).
 */
const inputs: Record<string, EventRegistrationInput> = {
  'a complete draft': { draft: completeDraft() },
  'an empty draft': {},
  'a non-creative draft saved at its last step': { draft: { ...completeDraft(), notCreativeIndustry: true }, step: STEPS.length - 1 },
  [`a complete draft saved at step ${STEPS.length}`]: { draft: completeDraft(), step: STEPS.length },
  ...Object.fromEntries(
    STEPS.slice(0, -1).map((step) => [`a draft saved at step ${STEPS.length} with the ${step} step empty`, { draft: withEmptyStep(step), step: STEPS.length }]),
  ),
}

interface Saved {
  draft: Draft
  step: number
}

function replay(input: EventRegistrationInput, steps: { event: AnyEventObject }[]) {
  const storage: { saved: Saved | null; saves: number; cleared: number } = { saved: null, saves: 0, cleared: 0 }
  const sent: Draft[] = []
  const machine = eventRegistrationMachine.provide({
    actions: {
      saveDraft: (_, params) => {
        storage.saved = structuredClone(params)
        storage.saves++
      },
      clearDraft: () => {
        storage.saved = null
        storage.cleared++
      },
    },
    // Completions arrive as events from the path: the real request would race them.
    actors: {
      registerForEvent: fromPromise<unknown, { draft: Draft }>(({ input }) => {
        sent.push(input.draft)
        return new Promise(() => {})
      }),
    },
  })
  const actor = createActor(machine, { input, inspect }).start()
  const states = [actor.getSnapshot()]
  const savesAfter = [storage.saves]
  for (const step of steps) {
    actor.send(step.event as EventRegistrationEvent)
    states.push(actor.getSnapshot())
    savesAfter.push(storage.saves)
  }
  actor.stop()
  return { states, storage, sent, savesAfter }
}

/** The step the state shows: editing.<step>, or the last step while submitting. */
const shownStep = (s: Snap) => (typeof s.value === 'object' && 'editing' in s.value ? s.value.editing : s.value === 'submitting' ? LAST : null)

function checkInvariants(states: Snap[], steps: { event: AnyEventObject }[], run: ReturnType<typeof replay>) {
  states.forEach((s, i) => {
    const at = `after step ${i}`
    const { current, total } = stepCounter(s.context)
    // §2: the counter's total follows the steps that apply, and the step is one of them.
    expect(s.context.steps, at).toEqual(activeSteps(s.context.draft))
    expect(total, at).toBe(activeSteps(s.context.draft).length)
    expect(current, at).toBeGreaterThanOrEqual(1)
    expect(current, at).toBeLessThanOrEqual(total)
    if (shownStep(s) !== null) {
      expect(s.context.step, at).toBe(shownStep(s))
      expect(s.context.steps, at).toContain(s.context.step)
      expect(s.hasTag('firstStep'), at).toBe(current === 1)
      expect(s.hasTag('lastStep'), at).toBe(current === total)
    }
    // §2: a step is left forward exactly when it is valid; otherwise its errors are shown.
    const previous = states[i - 1]
    const event = steps[i - 1]?.event
    if (previous && event?.type === 'wizard.next' && shownStep(previous) !== null && previous.context.step !== LAST) {
      const errors = validateStep(previous.context.step, previous.context.draft)
      const valid = Object.keys(errors).length === 0
      expect(s.context.step !== previous.context.step, at).toBe(valid)
      if (!valid) expect(s.context.errors[previous.context.step], at).toEqual(errors)
    }
    // A server error never loses the draft.
    if (previous?.value === 'submitting' && s.value !== 'done' && event?.type.startsWith('xstate.error')) {
      expect(s.context.draft, at).toEqual(previous.context.draft)
      expect(s.context.serverError, at).not.toBeNull()
    }
  })
  const last = states.at(-1)!
  if (last.value === 'done') {
    // After success the saved draft is cleared, and what was sent is the draft without removed steps.
    expect(run.storage.saved).toBeNull()
    expect(run.sent.at(-1)).toEqual(submission(last.context.draft))
    expect(last.hasTag('registered')).toBe(true)
  } else {
    // saveDraft holds the latest draft and step, and a reload from it loses nothing typed.
    expect(run.storage.saved).toEqual({ draft: last.context.draft, step: stepCounter(last.context).current })
    const restored = createActor(eventRegistrationMachine, { input: run.storage.saved! }).start().getSnapshot()
    expect(restored.context.draft).toEqual({ ...last.context.draft, consent: false })
    const firstInvalid = last.context.steps.find((s) => s !== LAST && Object.keys(validateStep(s, last.context.draft)).length > 0)
    const expected = firstInvalid && STEPS.indexOf(firstInvalid) < STEPS.indexOf(last.context.step) ? firstInvalid : last.context.step
    expect(restored.context.step).toBe(expected)
  }
  // Every change was saved: a change event always adds a save.
  steps.forEach((step, i) => {
    if (step.event.type === 'wizard.change' && states[i]!.value !== 'submitting' && states[i]!.value !== 'done') {
      expect(run.savesAfter[i + 1]!, `save after step ${i}`).toBeGreaterThan(run.savesAfter[i]!)
    }
  })
}

const coverage = new Coverage(eventRegistrationMachine)
const branches = new BranchCoverage(eventRegistrationMachine)
const inspect = (e: InspectionEvent) => {
  coverage.inspector(e)
  branches.inspector(e)
}

const describeEvent = (e: AnyEventObject) =>
  e.type.replace(/^xstate\./, '') +
  ('field' in e ? `(${String(e.field)}=${JSON.stringify(e.value)})` : '') +
  ('error' in e ? `(${(e.error as { status?: number }).status ?? 'network'})` : '')

describe('event registration machine: every handled edge, reached by a shortest path and replayed against a running actor', () => {
  // An edge already walked from an earlier input (same serialized state, same event) behaves the same: walked once.
  const walked = new Set<string>()
  for (const [name, input] of Object.entries(inputs)) {
    const options = { input, events: events as EventRegistrationEvent[], serializeState }
    const shortest = new Map(getShortestPaths(eventRegistrationMachine, options).map((p) => [serializeState(p.state), p.steps]))
    // Every handled (state, event) edge, reached by the shortest path to its source state; a change
    // that leaves everything that matters as it was is left out (the invariants check saves on every path).
    const edges = adjacencyMapToArray(getAdjacencyMap(eventRegistrationMachine, options)).filter(
      (e) => serializeState(e.state) !== serializeState(e.nextState) || (e.state.can(e.event) && e.event.type !== 'wizard.change'),
    ).filter((e) => {
      const key = serializeState(e.state) + JSON.stringify(e.event)
      return !walked.has(key) && walked.add(key)
    })
    describe(`from ${name}`, () => {
      it(`start ⇒ ${JSON.stringify(createActor(eventRegistrationMachine, { input }).getSnapshot().value)}`, () => {
        const run = replay(input, [])
        checkInvariants(run.states, [], run)
      })
      for (const edge of edges) {
        const prefix = shortest.get(serializeState(edge.state)) ?? []
        const steps = [...prefix, { event: edge.event, state: edge.nextState }].filter((s) => (s.event as AnyEventObject).type !== 'xstate.init')
        it(`${steps.map((s) => describeEvent(s.event)).join(' → ') || 'start'} ⇒ ${JSON.stringify(edge.nextState.value)}`, () => {
          const run = replay(input, steps)
          steps.forEach((step, i) => expect(run.states[i + 1]!.value, `after step ${i}`).toEqual(step.state.value))
          checkInvariants(run.states, steps, run)
        })
      }
    })
  }

  it('an empty draft starts at step 1 of all the steps with sex M (§3 default)', () => {
    const s = createActor(eventRegistrationMachine, { input: {} }).start().getSnapshot()
    expect(s.context.draft).toEqual(emptyDraft())
    expect(stepCounter(s.context)).toEqual({ current: 1, total: STEPS.length })
    expect(s.context.draft.sex).toBe('M')
  })

  it('§2: the machine has one state per step of STEPS, in order, and the complete draft fills every step but the last', () => {
    expect(Object.keys(eventRegistrationMachine.root.states.editing!.states)).toEqual([...STEPS])
    for (const step of STEPS.slice(0, -1)) expect(validateStep(step, completeDraft()), step).toEqual({})
    expect(validateStep(LAST, { ...completeDraft(), consent: true })).toEqual({})
  })

  it('the walked paths cover every state, every transition and every guarded branch of the machine', () => {
    expectFullCoverage(eventRegistrationMachine, coverage, branches)
    // Every step is entered, and left both ways it can be: a new step in STEPS is walked with no change here.
    for (const step of STEPS) expect(coverage.states, step).toContain(`eventRegistration.editing.${step}`)
  })
})
