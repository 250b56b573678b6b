import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeAll, describe, expect, it } from 'vitest'
import { aUser, apiError, bodyOf } from '../auth/auth-helpers'
import { type Handlers, fakeFetch, renderRoute } from '../render'
import { cabinetHandlers, loadCabinetScreens, storeSession } from './cabinet-helpers'

beforeAll(loadCabinetScreens)

const PATH = '/cabinet/event-registration'
const next = () => userEvent.click(screen.getByRole('button', { name: /^(Продолжить|Continue)$/ }))
const heading = () => screen.getByRole('heading', { level: 2, name: /^(Шаг|Step) / })

async function open(over: Handlers = {}, lang: 'ru' | 'en' = 'ru') {
  storeSession()
  const api = fakeFetch(cabinetHandlers(over))
  const view = await renderRoute(PATH, { lang, fetch: api.fetch })
  await screen.findByRole('heading', { level: 1 })
  return { api, ...view }
}

/** From the profile-filled first step to the last one, choosing a purpose and a day. */
async function toConfirm() {
  await next() // personal → work (filled from the profile)
  await next() // work → participation
  await userEvent.click(screen.getByRole('radio', { name: 'Деловая программа' }))
  await userEvent.click(screen.getByRole('checkbox', { name: 'вторник, 8 декабря' }))
  await next()
}

describe('/cabinet/event-registration — the wizard', () => {
  it('§2: "Шаг x из y" follows the not-a-creative-industry checkbox', async () => {
    await open()
    expect(heading()).toHaveTextContent('Шаг 1 из 4 Личные данные')
    await userEvent.click(screen.getByRole('checkbox', { name: 'Я не представитель креативных индустрий' }))
    expect(heading()).toHaveTextContent('Шаг 1 из 3')
    expect(within(screen.getByRole('list', { name: 'Шаги регистрации' })).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Личные данные',
      'Участие в форуме',
      'Проверка и согласие',
    ])
    await next()
    // The work step is skipped.
    expect(heading()).toHaveTextContent('Шаг 2 из 3 Участие в форуме')
    expect(heading()).toHaveFocus()
    await userEvent.click(screen.getByRole('button', { name: 'Назад' }))
    await userEvent.click(screen.getByRole('checkbox', { name: 'Я не представитель креативных индустрий' }))
    await next()
    expect(heading()).toHaveTextContent('Шаг 2 из 4 Работа')
  })

  it('§2: the step counter, continue and back in English, with the Latin-only hint', async () => {
    await open({}, 'en')
    expect(heading()).toHaveTextContent('Step 1 of 4')
    expect(screen.getByLabelText('First name in Latin letters')).toHaveAccessibleDescription('Latin letters only, as in your passport')
    expect(screen.getByRole('checkbox', { name: "I don't work in the creative industries" })).toBeInTheDocument()
    await next()
    expect(heading()).toHaveTextContent('Step 2 of 4')
    expect(screen.getByRole('button', { name: 'Back' })).toBeInTheDocument()
  })

  it('§5: each step is checked before continuing: required fields, Latin only, the phone', async () => {
    await open({ '/acc/api/user/me/': aUser() })
    expect(heading()).toHaveTextContent('Шаг 1 из 4')
    await next()
    expect(heading()).toHaveTextContent('Шаг 1 из 4')
    expect(screen.getByLabelText('Фамилия')).toHaveAccessibleDescription('Обязательное поле')
    expect(screen.getByLabelText('Фамилия')).toHaveFocus()
    // The patronymic is optional.
    expect(screen.getByLabelText('Отчество')).not.toHaveAttribute('aria-invalid')
    await userEvent.type(screen.getByLabelText('Фамилия'), 'Иванова')
    expect(screen.getByLabelText('Фамилия')).not.toHaveAttribute('aria-invalid')
    await userEvent.type(screen.getByLabelText('Фамилия латиницей'), 'Иванова')
    await userEvent.type(screen.getByLabelText('Телефон'), '12-34')
    await next()
    expect(screen.getByLabelText('Фамилия латиницей')).toHaveAccessibleDescription(/^Только латинские буквы/)
    expect(screen.getByLabelText('Телефон')).toHaveAccessibleDescription(/^Телефон: \+ и от 10 до 15 цифр/)
  })

  it('§5: the participation step wants a purpose and at least one day (en)', async () => {
    await open({}, 'en')
    await next()
    await next()
    expect(heading()).toHaveTextContent('Step 3 of 4')
    await next()
    expect(heading()).toHaveTextContent('Step 3 of 4')
    expect(screen.getByText('Choose one of the options')).toBeInTheDocument()
    expect(screen.getByText('Choose at least one day')).toBeInTheDocument()
  })

  it('the draft is kept in the browser: after a new render the same step and answers are back', async () => {
    const first = await open({ '/acc/api/user/me/': aUser() })
    await userEvent.type(screen.getByLabelText('Фамилия'), 'Петрова')
    await userEvent.type(screen.getByLabelText('Город'), 'Казань')
    first.unmount()
    await renderRoute(PATH, { fetch: fakeFetch(cabinetHandlers({ '/acc/api/user/me/': aUser() })).fetch })
    expect(await screen.findByLabelText('Фамилия')).toHaveValue('Петрова')
    expect(screen.getByLabelText('Город')).toHaveValue('Казань')
    expect(JSON.parse(localStorage.getItem('personal:event-registration-draft')!)).toMatchObject({ email: 'visitor@horizon-forum.example', step: 1 })
  })

  it('a later step is restored too, and a draft of another account is ignored', async () => {
    const first = await open()
    await next()
    await next()
    expect(heading()).toHaveTextContent('Шаг 3 из 4')
    first.unmount()
    const second = await renderRoute(PATH, { fetch: fakeFetch(cabinetHandlers()).fetch })
    await screen.findByRole('heading', { level: 1 })
    expect(heading()).toHaveTextContent('Шаг 3 из 4')
    second.unmount()

    const stored = JSON.parse(localStorage.getItem('personal:event-registration-draft')!)
    localStorage.setItem('personal:event-registration-draft', JSON.stringify({ ...stored, email: 'someone@else.example', draft: { ...stored.draft, lastname: 'Чужая' } }))
    await renderRoute(PATH, { fetch: fakeFetch(cabinetHandlers()).fetch })
    expect(await screen.findByLabelText('Фамилия')).toHaveValue('Смирнова')
    expect(heading()).toHaveTextContent('Шаг 1 из 4')
  })

  it('§8: a server error says "Ошибка регистрации на мероприятие" and keeps everything typed', async () => {
    await open({ '/acc/api/user/event/register': apiError(500, 'Server error') })
    await toConfirm()
    expect(heading()).toHaveTextContent('Шаг 4 из 4 Проверка и согласие')
    await userEvent.click(screen.getByRole('button', { name: 'Зарегистрироваться' }))
    // Consent first (§5).
    expect(screen.getByText('Без этого согласия продолжить нельзя')).toBeInTheDocument()
    await userEvent.click(screen.getByRole('checkbox', { name: /Я согласен\(на\) на обработку персональных данных/ }))
    await userEvent.click(screen.getByRole('button', { name: 'Зарегистрироваться' }))
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('Ошибка регистрации на мероприятие')
    expect(alert).toHaveTextContent('Введённые данные сохранены. Попробуйте ещё раз.')
    expect(screen.getByRole('region', { name: 'Проверьте данные' })).toHaveTextContent('Смирнова Анна Сергеевна')
    expect(JSON.parse(localStorage.getItem('personal:event-registration-draft')!).draft).toMatchObject({ lastname: 'Смирнова', purpose: 'businessProgram', days: ['2026-12-08'] })
  })

  it('§8: "Event registration error" in English', async () => {
    await open({ '/acc/api/user/event/register': apiError(422, 'Invalid') }, 'en')
    await next()
    await next()
    await userEvent.click(screen.getByRole('radio', { name: 'Business program' }))
    await userEvent.click(screen.getByRole('checkbox', { name: 'Tuesday 8 December' }))
    await next()
    await userEvent.click(screen.getByRole('checkbox', { name: /personal data/ }))
    await userEvent.click(screen.getByRole('button', { name: 'Register' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('Event registration error')
  })

  it('success: sends the draft, opens the success page, forgets the draft and reloads the session’s profile', async () => {
    let sent: Record<string, unknown> = {}
    let registered = false
    const { api, router } = await open({
      '/acc/api/user/event/register': (_url: URL, init: RequestInit | undefined) => {
        sent = bodyOf(init)
        registered = true
        return { member_role: 'visitor', qr_code: 'HRZ-NEW' }
      },
      '/acc/api/user/event/view/': () => (registered ? { member_role: 'visitor', qr_code: 'HRZ-NEW' } : null),
    })
    await toConfirm()
    await userEvent.click(screen.getByRole('checkbox', { name: /Я согласен\(на\)/ }))
    const asksForMe = () => api.requests.filter((r) => r.url.pathname.endsWith('/user/me/')).length
    const askedBefore = asksForMe()
    await userEvent.click(screen.getByRole('button', { name: 'Зарегистрироваться' }))
    expect(await screen.findByRole('heading', { level: 1, name: 'Вы зарегистрированы на форум' })).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/cabinet/event-registration/success')
    expect(screen.getByRole('link', { name: 'Перейти в личный кабинет' })).toHaveAttribute('href', '/cabinet')
    expect(sent).toMatchObject({ lastname: 'Смирнова', lastname_en: 'Smirnova', organization_type: 'company', industry_id: 1, purpose: 'businessProgram', days: ['2026-12-08'], consent: true })
    expect(localStorage.getItem('personal:event-registration-draft')).toBeNull()
    // The registration saved the profile fields it carried: the session asks `me` again.
    await expect.poll(asksForMe).toBeGreaterThan(askedBefore)
  })

  it('the work fields are not sent for a person outside the creative industries', async () => {
    let sent: Record<string, unknown> = {}
    await open({
      '/acc/api/user/event/register': (_url: URL, init: RequestInit | undefined) => {
        sent = bodyOf(init)
        return { member_role: 'visitor', qr_code: 'HRZ-NEW' }
      },
    })
    await userEvent.click(screen.getByRole('checkbox', { name: 'Я не представитель креативных индустрий' }))
    await next()
    await userEvent.click(screen.getByRole('radio', { name: 'Обучение' }))
    await userEvent.click(screen.getByRole('checkbox', { name: 'среда, 9 декабря' }))
    await next()
    expect(screen.getByRole('region', { name: 'Проверьте данные' })).not.toHaveTextContent('Организация')
    await userEvent.click(screen.getByRole('checkbox', { name: /Я согласен\(на\)/ }))
    await userEvent.click(screen.getByRole('button', { name: 'Зарегистрироваться' }))
    await screen.findByRole('heading', { level: 1, name: 'Вы зарегистрированы на форум' })
    expect(sent).toMatchObject({ notCreativeIndustry: true, organization: '', organization_type: '', industry_id: null, position: '' })
  })

  it('a person already registered is sent to the cabinet instead of the form', async () => {
    await open({ '/acc/api/user/event/view/': { member_role: 'visitor', qr_code: 'X' } })
    expect(screen.getByText('Вы уже зарегистрированы на форум. Билет ждёт вас в личном кабинете.')).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Продолжить' })).not.toBeInTheDocument()
  })
})
