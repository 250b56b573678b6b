import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { validate } from 'superstruct'
import { createActor, fromPromise } from 'xstate'
import { EventRegistrationBody, workStepFilled } from '../../../kernel/contract/account'
import { PROFILE_MAX_LENGTH } from '../../../kernel/contract/account-fields'
import { eventRegistrationMachine } from '../../../machines/event-registration.machine'
import type { EventRegistrationInput } from '../../../machines/event-registration.types'
import { type Draft, activeSteps, emptyDraft, stepCounter, validateStep } from '../../../machines/event-registration.rules'

const completeDraft = (): Draft => ({
  ...emptyDraft(),
  lastname: 'Иванова', firstname: 'Анна', lastname_en: 'Ivanova', firstname_en: 'Anna',
  sex: 'F', birthdate: '1990-02-03', phone: '+7 (912) 345-67-89', city: 'Казань', region: 'Республика Татарстан',
  organization: 'Студия «Север»', organization_type: 'company', industry_id: 3, position: 'Продюсер',
  purpose: 'businessProgram', days: ['2026-12-08'],
})

function start(input: EventRegistrationInput = {}, register: (draft: Draft) => Promise<unknown> = async () => ({})) {
  const storage: { saved: { draft: Draft; step: number } | null } = { saved: null }
  const sent: Draft[] = []
  const machine = eventRegistrationMachine.provide({
    actions: {
      saveDraft: (_, params) => (storage.saved = structuredClone(params)),
      clearDraft: () => (storage.saved = null),
    },
    actors: {
      registerForEvent: fromPromise<unknown, { draft: Draft }>(({ input }) => {
        sent.push(input.draft)
        return register(input.draft)
      }),
    },
  })
  const actor = createActor(machine, { input }).start()
  const counter = () => stepCounter(actor.getSnapshot().context)
  const change = <K extends keyof Draft>(field: K, value: Draft[K]) => actor.send({ type: 'wizard.change', field, value } as never)
  return { actor, storage, sent, counter, change }
}

const flush = () => vi.advanceTimersByTimeAsync(0)
const status = (code: number) => Object.assign(new Error(`HTTP ${code}`), { status: code })

describe('event registration rules (§2, §3, §5, §8)', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('§2: the step counter shows Step x from y and follows the steps that apply', () => {
    const { actor, counter, change } = start({ draft: completeDraft() })
    expect(counter()).toEqual({ current: 1, total: 4 })
    expect(actor.getSnapshot().hasTag('firstStep')).toBe(true)
    actor.send({ type: 'wizard.next' })
    expect(counter()).toEqual({ current: 2, total: 4 })
    actor.send({ type: 'wizard.back' })
    // Not a creative-industry representative: the work step is removed, 3 steps instead of 4.
    change('notCreativeIndustry', true)
    expect(counter()).toEqual({ current: 1, total: 3 })
    expect(actor.getSnapshot().context.steps).toEqual(['personal', 'participation', 'confirm'])
    actor.send({ type: 'wizard.next' })
    expect(actor.getSnapshot().context.step).toBe('participation')
    expect(counter()).toEqual({ current: 2, total: 3 })
    actor.send({ type: 'wizard.next' })
    expect(counter()).toEqual({ current: 3, total: 3 })
    expect(actor.getSnapshot().hasTag('lastStep')).toBe(true)
    actor.send({ type: 'wizard.back' })
    actor.send({ type: 'wizard.back' })
    expect(actor.getSnapshot().context.step).toBe('personal')
  })

  it('§2: a step that stops applying while it is shown gives way to the next one that applies', () => {
    const { actor, counter, change } = start({ draft: completeDraft(), step: 2 })
    expect(actor.getSnapshot().context.step).toBe('work')
    change('notCreativeIndustry', true)
    expect(actor.getSnapshot().context.step).toBe('participation')
    expect(counter()).toEqual({ current: 2, total: 3 })
  })

  it('§5: English name fields accept Latin characters only', () => {
    const personal = (patch: Partial<Draft>) => validateStep('personal', { ...completeDraft(), ...patch })
    expect(personal({ firstname_en: 'Anna-Maria', lastname_en: "O'Neil Smith" })).toEqual({})
    expect(personal({ firstname_en: 'Анна' })).toEqual({ firstname_en: 'latinOnly' })
    expect(personal({ lastname_en: 'Ivanová' })).toEqual({ lastname_en: 'latinOnly' })
    expect(personal({ lastname_en: 'Ivanov2' })).toEqual({ lastname_en: 'latinOnly' })
    expect(personal({ firstname_en: '' })).toEqual({ firstname_en: 'required' })
    // The Russian name fields take any letters.
    expect(personal({ firstname: 'Анна', lastname: 'Smith' })).toEqual({})
  })

  it('§2: each step is validated before continuing', () => {
    const { actor, change } = start()
    actor.send({ type: 'wizard.next' })
    expect(actor.getSnapshot().context.step).toBe('personal')
    expect(actor.getSnapshot().context.errors.personal).toEqual({
      lastname: 'required', firstname: 'required', lastname_en: 'required', firstname_en: 'required',
      birthdate: 'required', phone: 'required', city: 'required', region: 'required',
    })
    const filled = completeDraft()
    for (const field of ['lastname', 'firstname', 'lastname_en', 'firstname_en', 'birthdate', 'phone', 'city', 'region'] as const) change(field, filled[field])
    // A change clears that field's error at once; the rest wait for the next try.
    expect(actor.getSnapshot().context.errors.personal).toEqual({})
    actor.send({ type: 'wizard.next' })
    expect(actor.getSnapshot().context.step).toBe('work')
    actor.send({ type: 'wizard.next' })
    expect(actor.getSnapshot().context.step).toBe('work')
    expect(Object.values(actor.getSnapshot().context.errors.work ?? {})).toEqual(['required', 'required', 'required', 'required'])
  })

  it('§5: required fields give the code required; the patronymic and education are optional', () => {
    expect(validateStep('personal', { ...completeDraft(), surname: '' })).toEqual({})
    expect(validateStep('participation', { ...completeDraft(), education: '' })).toEqual({})
    expect(validateStep('personal', { ...completeDraft(), city: '   ' })).toEqual({ city: 'required' })
    expect(validateStep('participation', { ...completeDraft(), days: [] })).toEqual({ days: 'required' })
    expect(validateStep('work', { ...completeDraft(), industry_id: null })).toEqual({ industry_id: 'required' })
  })

  it('§5: dates, phone numbers and choices are checked for format', () => {
    const d = completeDraft()
    expect(validateStep('personal', { ...d, birthdate: '03.02.1990' })).toEqual({ birthdate: 'invalidDate' })
    expect(validateStep('personal', { ...d, birthdate: '1990-02-30' })).toEqual({ birthdate: 'invalidDate' })
    expect(validateStep('personal', { ...d, phone: '12345' })).toEqual({ phone: 'invalidPhone' })
    expect(validateStep('personal', { ...d, phone: '+7 912 abc 67 89' })).toEqual({ phone: 'invalidPhone' })
    expect(validateStep('personal', { ...d, phone: '8-912-345-67-89' })).toEqual({})
    expect(validateStep('work', { ...d, organization_type: 'guild' })).toEqual({ organization_type: 'invalidChoice' })
    expect(validateStep('participation', { ...d, purpose: 'tourism', days: ['2026-12-32'] })).toEqual({ purpose: 'invalidChoice', days: 'invalidDate' })
  })

  it('§2: registering needs the consent checkbox', async () => {
    const { actor, sent, change } = start({ draft: completeDraft(), step: 4 })
    actor.send({ type: 'wizard.submit' })
    expect(actor.getSnapshot().context.errors.confirm).toEqual({ consent: 'required' })
    expect(sent).toEqual([])
    change('consent', true)
    actor.send({ type: 'wizard.submit' })
    expect(actor.getSnapshot().hasTag('submitting')).toBe(true)
    await flush()
    expect(actor.getSnapshot().hasTag('registered')).toBe(true)
  })

  it('a draft that broke on an earlier step is not sent: every step that applies is checked again', () => {
    const { actor, sent, change } = start({ draft: completeDraft(), step: 4 })
    change('firstname_en', 'Анна')
    change('consent', true)
    actor.send({ type: 'wizard.submit' })
    expect(sent).toEqual([])
    expect(actor.getSnapshot().context.errors.personal).toEqual({ firstname_en: 'latinOnly' })
  })

  it('a server error keeps the draft (nothing typed is lost)', async () => {
    const { actor, storage, sent, change } = start({ draft: completeDraft(), step: 4 }, async () => {
      throw status(500)
    })
    change('consent', true)
    const typed = actor.getSnapshot().context.draft
    actor.send({ type: 'wizard.submit' })
    await flush()
    expect(actor.getSnapshot().value).toEqual({ editing: 'confirm' })
    expect(actor.getSnapshot().context.serverError).toBe('eventRegistrationError')
    expect(actor.getSnapshot().context.draft).toEqual(typed)
    expect(storage.saved).toEqual({ draft: typed, step: 4 })
    actor.send({ type: 'wizard.retry' })
    expect(sent).toEqual([typed, typed])
    expect(actor.getSnapshot().context.serverError).toBeNull()
  })

  it('§8: a 401 while registering keeps the draft for after the relogin', async () => {
    const { actor, storage, change } = start({ draft: completeDraft(), step: 4 }, async () => {
      throw status(401)
    })
    change('consent', true)
    actor.send({ type: 'wizard.submit' })
    await flush()
    expect(actor.getSnapshot().context.serverError).toBe('unauthorized')
    // After the relogin the page starts the wizard again from what was saved: at the same step.
    const again = start(storage.saved!)
    expect(again.actor.getSnapshot().context.draft).toEqual({ ...storage.saved!.draft, consent: false })
    expect(again.counter()).toEqual({ current: 4, total: 4 })
  })

  it('§8: no response at all gives the connection error code', async () => {
    const { actor, change } = start({ draft: completeDraft(), step: 4 }, async () => {
      throw new TypeError('Failed to fetch')
    })
    change('consent', true)
    actor.send({ type: 'wizard.submit' })
    await flush()
    expect(actor.getSnapshot().context.serverError).toBe('connectionError')
  })

  it('a reload restores what was typed: saveDraft runs after every change and on every step', () => {
    const { actor, storage, change } = start()
    change('lastname', 'Иванова')
    expect(storage.saved).toEqual({ draft: { ...emptyDraft(), lastname: 'Иванова' }, step: 1 })
    const d = completeDraft()
    for (const [field, value] of Object.entries(d)) change(field as keyof Draft, value as never)
    actor.send({ type: 'wizard.next' })
    expect(storage.saved?.step).toBe(2)
    const reloaded = start(storage.saved!)
    expect(reloaded.actor.getSnapshot().context.draft).toEqual(actor.getSnapshot().context.draft)
    expect(reloaded.counter()).toEqual({ current: 2, total: 4 })
  })

  it('a saved draft restores its step, clamped to the steps that apply and never past a step with errors', () => {
    expect(start({ draft: completeDraft(), step: 9 }).counter()).toEqual({ current: 4, total: 4 })
    expect(start({ draft: { ...completeDraft(), notCreativeIndustry: true }, step: 4 }).counter()).toEqual({ current: 3, total: 3 })
    expect(start({ draft: completeDraft(), step: 0 }).counter()).toEqual({ current: 1, total: 4 })
    expect(start({ draft: completeDraft(), step: Number.NaN }).counter()).toEqual({ current: 1, total: 4 })
    const noWork = start({ draft: { ...completeDraft(), organization: '' }, step: 4 })
    expect(noWork.actor.getSnapshot().context.step).toBe('work')
    // Consent is given anew, never restored; unknown fields of an older form are dropped.
    const old = start({ draft: { ...completeDraft(), consent: true, fax: '123' } as Partial<Draft> })
    expect(old.actor.getSnapshot().context.draft.consent).toBe(false)
    expect(old.actor.getSnapshot().context.draft).not.toHaveProperty('fax')
  })

  it('after success the saved draft is cleared; a non-creative person\'s work fields are not sent', async () => {
    const { actor, storage, sent, change } = start({ draft: { ...completeDraft(), notCreativeIndustry: true }, step: 3 })
    change('consent', true)
    actor.send({ type: 'wizard.submit' })
    await flush()
    expect(actor.getSnapshot().value).toBe('done')
    expect(storage.saved).toBeNull()
    expect(sent[0]).toMatchObject({ notCreativeIndustry: true, organization: '', organization_type: '', industry_id: null, position: '' })
    expect(activeSteps(sent[0]!)).toEqual(['personal', 'participation', 'confirm'])
  })

  it('reset (on logout) forgets the draft and cancels a request in flight', async () => {
    let land: () => void = () => {}
    const { actor, storage, change } = start({ draft: completeDraft(), step: 4 }, () => new Promise<void>((r) => (land = r)))
    change('consent', true)
    actor.send({ type: 'wizard.submit' })
    actor.send({ type: 'wizard.reset' })
    land()
    await flush()
    expect(actor.getSnapshot().value).toEqual({ editing: 'personal' })
    expect(actor.getSnapshot().context.draft).toEqual(emptyDraft())
    expect(storage.saved).toEqual({ draft: emptyDraft(), step: 1 })
  })

  it('changes are not taken while the registration is being sent', () => {
    const { actor, change } = start({ draft: completeDraft(), step: 4 }, () => new Promise(() => {}))
    change('consent', true)
    actor.send({ type: 'wizard.submit' })
    change('lastname', 'Петрова')
    expect(actor.getSnapshot().context.draft.lastname).toBe('Иванова')
  })
})

describe('the birthdate the wizard accepts is the one the server accepts', () => {
  it('§5: a birthdate in the future or before 1900 is refused on the first step', () => {
    const errors = (birthdate: string) => validateStep('personal', { ...emptyDraft(), birthdate }).birthdate
    expect(errors('2999-01-01')).toBe('invalidDate')
    expect(errors('1899-12-31')).toBe('invalidDate')
    expect(errors('1990-05-01')).toBeUndefined()
  })
})

describe('the wizard refuses what the server’s contract refuses (the same structs)', () => {
  /** The server's verdict on the wizard's submission of this draft (consent given). */
  const serverAccepts = (draft: Draft) => validate({ ...draft, consent: true }, workStepFilled(EventRegistrationBody), { coerce: true })[0] === undefined

  it('§5: the wizard refuses a phone longer than 32 characters', () => {
    const cap = PROFILE_MAX_LENGTH.phone
    expect(cap).toBe(32)
    // Eleven digits, spaced out to the length asked for.
    const phone = (length: number) => `+7${' '.repeat(length - 12)}9123456789`
    expect(phone(cap)).toHaveLength(cap)
    expect(validateStep('personal', { ...completeDraft(), phone: phone(cap) })).toEqual({})
    expect(validateStep('personal', { ...completeDraft(), phone: phone(cap + 1) })).toEqual({ phone: 'invalidPhone' })
    expect(serverAccepts({ ...completeDraft(), phone: phone(cap) })).toBe(true)
    expect(serverAccepts({ ...completeDraft(), phone: phone(cap + 1) })).toBe(false)
  })

  it('§5: the wizard refuses year 0000 (PostgreSQL has no year 0), in the forum days and the birthdate', () => {
    expect(validateStep('participation', { ...completeDraft(), days: ['0000-12-08'] })).toEqual({ days: 'invalidDate' })
    expect(validateStep('personal', { ...completeDraft(), birthdate: '0000-02-03' })).toEqual({ birthdate: 'invalidDate' })
    expect(serverAccepts({ ...completeDraft(), days: ['0000-12-08'] })).toBe(false)
    expect(serverAccepts({ ...completeDraft(), birthdate: '0000-02-03' })).toBe(false)
    // The year 1 is a year (the server's days check is its own: the event's dates).
    expect(validateStep('participation', { ...completeDraft(), days: ['0001-12-08'] })).toEqual({})
    expect(serverAccepts(completeDraft())).toBe(true)
  })
})
