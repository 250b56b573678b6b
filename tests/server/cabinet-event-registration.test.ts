import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import { eventRegistrationMachine } from '../../machines/event-registration.machine'
import { type Draft, emptyDraft, submission } from '../../machines/event-registration.rules'
import { type EventRegistrationBody, User, UserEventView, accountEndpoints } from '../../kernel/contract/account'
import { type Reply, expectData, expectError, expectResponse } from './helpers/account'
import { type CabinetTestServer, createCabinetServer, demoToken, expectMessage, newPerson } from './helpers/cabinet'

// The contract's body is exactly the wizard's Draft, both ways (tsc checks these lines).
const _bodyFromDraft: EventRegistrationBody = submission(emptyDraft())
const _draftFromBody: Draft = {} as EventRegistrationBody

let server: CabinetTestServer
beforeAll(async () => {
  server = await createCabinetServer()
})
afterAll(() => server?.close())

const draft = (changes: Partial<Draft> = {}): Draft => ({
  ...emptyDraft(),
  lastname: 'Иванова', firstname: 'Анна', lastname_en: 'Ivanova', firstname_en: 'Anna',
  sex: 'F', birthdate: '1990-02-03', phone: '+7 (912) 345-67-89', city: 'Казань', region: 'Республика Татарстан',
  organization: 'Студия «Север»', organization_type: 'company', industry_id: 3, position: 'Продюсер',
  purpose: 'businessProgram', days: ['2026-12-08', '2026-12-09'], consent: true,
  ...changes,
})

const register = (token: string, body: unknown, lang: 'ru' | 'en' = 'ru') =>
  server.call('registerForEvent', { token, body, lang, headers: { 'X-Event-Id': '35' } })

/** The real wizard, its submission sent to the server: what the site does. */
async function throughWizard(token: string, d: Draft): Promise<{ registered: boolean; serverError: string | null; replies: Reply[] }> {
  const replies: Reply[] = []
  const machine = eventRegistrationMachine.provide({
    actors: {
      registerForEvent: fromPromise(async ({ input }: { input: { draft: Draft } }) => {
        const reply = await register(token, input.draft)
        replies.push(reply)
        if (reply.status !== 200) throw Object.assign(new Error(`HTTP ${reply.status}`), { status: reply.status })
        return reply.body
      }),
    },
  })
  const actor = createActor(machine, { input: { draft: d, step: 4 } }).start()
  actor.send({ type: 'wizard.change', field: 'consent', value: true }) // a restored draft asks for consent again
  actor.send({ type: 'wizard.submit' })
  const done = await waitFor(actor, (s) => s.hasTag('registered') || s.context.serverError !== null)
  actor.stop()
  return { registered: done.hasTag('registered'), serverError: done.context.serverError, replies }
}

describe('§2 /cabinet/event-registration: PUT /api/user/event/register', () => {
  it('§3: the wizard’s submission creates the event view: member_role visitor and a random qr_code', async () => {
    const token = await newPerson(server)
    expect((await server.call('eventView', { token })).body).toEqual({ data: null })
    const { registered, replies } = await throughWizard(token, draft())
    expect(registered).toBe(true)
    const view = expectResponse(replies[0]!, 'registerForEvent')
    expectMessage(replies[0]!, 'Вы зарегистрированы на форум')
    expect(view.member_role).toBe('visitor')
    expect(view.qr_code).toMatch(/^[A-Za-z0-9_-]{24,}$/)
    expect(expectData(await server.call('eventView', { token }), UserEventView)).toEqual(view)
  })

  it('the event view tells the days the ticket is valid for, as the door judges them', async () => {
    const token = await newPerson(server)
    const view = expectResponse(await register(token, submission(draft({ days: ['2026-12-09', '2026-12-08'] }))), 'registerForEvent')
    expect(view.days).toEqual(['2026-12-08', '2026-12-09'])
    expect(expectData(await server.call('eventView', { token }), UserEventView).days).toEqual(['2026-12-08', '2026-12-09'])
  })

  it('§3: the profile fields it carries are saved; blanks keep what the profile had', async () => {
    const token = await newPerson(server)
    await server.call('saveProfile', { token, body: { surname: 'Сергеевна', bio: 'О себе' } })
    expectResponse(await register(token, submission(draft({ surname: '', education: 'Высшее' }))), 'registerForEvent')
    const profile = expectData(await server.call('me', { token }), User).profile
    expect(profile).toMatchObject({
      lastname: 'Иванова', firstname_en: 'Anna', sex: 'F', birthdate: '1990-02-03', phone: '+7 (912) 345-67-89',
      organization_type: 'company', industry_id: 3, surname: 'Сергеевна', education: 'Высшее', bio: 'О себе',
    })
  })

  it('decided: a double-submitted registration is idempotent: 200, the same view and qr_code', async () => {
    const token = await newPerson(server)
    const body = submission(draft())
    const [a, b] = await Promise.all([register(token, body), register(token, body)])
    const first = expectResponse(a!, 'registerForEvent')
    expect(expectResponse(b!, 'registerForEvent')).toEqual(first)
    expect(expectResponse(await register(token, submission(draft({ purpose: 'networking' }))), 'registerForEvent')).toEqual(first)
    const [row] = await server.db.query<{ n: number; purpose: string }>(
      'SELECT count(*)::int AS n, max(purpose) AS purpose FROM user_event_views v JOIN users u ON u.id = v.user_id WHERE v.qr_code = $1',
      [first.qr_code],
    )
    expect(row).toEqual({ n: 1, purpose: 'networking' })
  })

  it('§3: every person gets their own ticket code', async () => {
    const codes = new Set<string>()
    for (let i = 0; i < 3; i++) codes.add(expectResponse(await register(await newPerson(server), submission(draft())), 'registerForEvent').qr_code)
    expect(codes.size).toBe(3)
  })

  it('§6: the demo speaker stays a speaker with the same ticket when submitting the wizard', async () => {
    const token = await demoToken(server, 'speaker')
    const before = expectData(await server.call('eventView', { token }), UserEventView)
    const after = expectResponse(await register(token, submission(draft())), 'registerForEvent')
    expect({ role: after.member_role, code: after.qr_code }).toEqual({ role: before.member_role, code: before.qr_code })
    // The answers are the new submission's: the ticket now admits its days.
    expect(after.days).toEqual(draft().days)
  })

  it('§5: consent is required: 422 "Event registration error" with errors.consent, nothing created', async () => {
    const token = await newPerson(server)
    const e = expectError(await register(token, submission(draft({ consent: false }))), 422, 'validation_failed')
    expect(e.message).toBe('Ошибка регистрации на мероприятие')
    expect(e.errors).toEqual({ consent: ['Необходимо согласие на обработку персональных данных'] })
    const { consent: _c, ...noConsent } = submission(draft())
    expect(expectError(await register(token, noConsent, 'en'), 422).message).toBe('Event registration error')
    expect((await server.call('eventView', { token })).body).toEqual({ data: null })
  })

  it('§5: English names Latin only, required fields (blank or zero-width only), phone and date formats: every field at once', async () => {
    const token = await newPerson(server)
    const bad = submission(draft({ firstname_en: 'Анна', lastname: ' \u200b\ufeff ', phone: '123', birthdate: '2026-02-30', purpose: 'fun', days: [] }))
    const e = expectError(await register(token, bad), 422)
    expect(e.errors).toEqual({
      firstname_en: ['Только латинские буквы'],
      lastname: ['Обязательное поле'],
      phone: ['Телефон: + и от 10 до 15 цифр'],
      birthdate: ['Укажите настоящую дату рождения в прошлом'],
      purpose: ['Выберите значение из списка'],
      days: ['Обязательное поле'],
    })
  })

  it('§2: the work step is required unless "not a creative-industry representative" is ticked', async () => {
    const token = await newPerson(server)
    const blank = { organization: '', organization_type: '', industry_id: null, position: '' }
    const e = expectError(await register(token, { ...submission(draft()), ...blank }), 422)
    expect(e.errors).toEqual({ organization: ['Обязательное поле'], organization_type: ['Обязательное поле'], industry_id: ['Обязательное поле'], position: ['Обязательное поле'] })
    expect(expectError(await register(token, submission(draft({ industry_id: 999 }))), 422).errors).toEqual({ industry_id: ['Такой отрасли нет'] })
    const { registered } = await throughWizard(token, draft({ notCreativeIndustry: true, ...blank }))
    expect(registered).toBe(true)
  })

  it('decided: the days must be days of the forum', async () => {
    const token = await newPerson(server)
    const e = expectError(await register(token, submission(draft({ days: ['2026-12-08', '2027-01-01'] }))), 422)
    expect(e.errors).toEqual({ days: ['Выберите дни форума'] })
    expect(expectError(await register(token, submission(draft({ days: ['8 Dec'] }))), 422).errors).toEqual({ days: ['Неверная дата'] })
  })

  it('§8: a refused registration leaves the wizard on the last step with "eventRegistrationError"', async () => {
    const token = await newPerson(server)
    const { registered, serverError, replies } = await throughWizard(token, draft({ days: ['2030-01-01'] }))
    expect(registered).toBe(false)
    expect(serverError).toBe('eventRegistrationError')
    expect(replies[0]!.status).toBe(422)
  })

  it('§7: no token → 401; unknown fields → 422; only PUT', async () => {
    expectError(await register('', submission(draft())), 401, 'unauthorized')
    const token = await newPerson(server)
    expect(expectError(await register(token, { ...submission(draft()), member_role: 'speaker' }), 422).errors).toEqual({ member_role: ['Неизвестное поле'] })
    expect((await server.raw('POST', accountEndpoints.registerForEvent.path, { token, body: {} })).res.headers.get('Allow')).toBe('PUT')
  })
})
