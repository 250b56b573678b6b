import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeAll, describe, expect, it } from 'vitest'
import { aTokenPair, aUser, bodyOf, openAccountMenu } from '../auth/auth-helpers'
import { type Handlers, fakeFetch, renderRoute } from '../render'
import { aProfile, cabinetHandlers, loadCabinetScreens, storeSession } from './cabinet-helpers'

beforeAll(loadCabinetScreens)

const ANNA = 'visitor@horizon-forum.example'
const BORIS = 'boris@horizon-forum.example'
const WIZARD = '/cabinet/event-registration'
const PROFILE = '/cabinet/personal-data'
const wizardDraft = () => JSON.parse(localStorage.getItem('personal:event-registration-draft') ?? 'null') as Record<string, unknown> | null
const form = () => within(document.querySelector<HTMLFormElement>('form.form')!)
/** The profile form, once its page is there. */
const profileForm = async () => {
  await screen.findByRole('heading', { level: 1, name: 'Данные пользователя' })
  return form()
}
const profileDraft = () => JSON.parse(localStorage.getItem('personal:profile-draft') ?? 'null') as Record<string, unknown> | null

/** Anna's cabinet; the login answers for whoever logs in. */
const handlers = (over: Handlers = {}): Handlers =>
  cabinetHandlers({
    '/acc/auth/login': (_url: URL, init: RequestInit | undefined) => aTokenPair(`token-${String(bodyOf(init).email)}`),
    '/acc/api/user/me/': { ...aUser(), profile: aProfile() },
    ...over,
  })

async function logIn(email: string) {
  await userEvent.type(await screen.findByLabelText('Email'), email)
  await userEvent.type(screen.getByLabelText('Пароль'), 'secret-password')
  await userEvent.click(screen.getByRole('button', { name: 'Войти' }))
}

/** Types into the wizard's first step and leaves it in the browser's storage. */
async function startWizard() {
  storeSession(ANNA)
  const view = await renderRoute(WIZARD, { fetch: fakeFetch(handlers()).fetch })
  const city = await screen.findByLabelText('Город')
  await userEvent.clear(city)
  await userEvent.type(city, 'Елабуга')
  await expect.poll(() => (wizardDraft()?.draft as Record<string, unknown> | undefined)?.city).toBe('Елабуга')
  return view
}

describe('nothing personal outlives a logout; §4: a draft waits for the same account’s relogin', () => {
  it('an explicit logout deletes the wizard’s draft, the profile’s draft and the favorites key', async () => {
    localStorage.setItem('personal:profile-draft', JSON.stringify({ email: ANNA, values: { city: 'Самара' } }))
    localStorage.setItem('personal:favorites-sync', JSON.stringify({ email: ANNA, ids: [101], at: 1 }))
    const { router } = await startWizard()
    const account = await openAccountMenu()
    await userEvent.click(account.getByRole('button', { name: 'Выйти' }))
    await expect.poll(() => router.state.location.pathname).toBe('/')
    expect(Object.keys(localStorage).filter((key) => key.startsWith('personal:'))).toEqual([])
  })

  it('§4: after a 401 mid-wizard the draft is kept, and the relogin of the same account gets it back', async () => {
    const { router, auth } = await startWizard()
    auth.send({ type: 'auth.tokenRejected', path: WIZARD })
    await expect.poll(() => router.state.location.pathname).toBe('/login')
    expect(wizardDraft()).toMatchObject({ email: ANNA, endedAt: expect.any(Number) })
    await logIn('Visitor@Horizon-Forum.example')
    await expect.poll(() => router.state.location.pathname).toBe(WIZARD)
    expect(await screen.findByLabelText('Город')).toHaveValue('Елабуга')
    expect(wizardDraft()).not.toHaveProperty('endedAt')
  })

  it('§4: after a 401 a login by another account deletes the draft: the wizard starts from that account’s profile', async () => {
    const { router, auth } = await startWizard()
    auth.send({ type: 'auth.tokenRejected', path: WIZARD })
    await expect.poll(() => router.state.location.pathname).toBe('/login')
    await logIn(BORIS)
    await expect.poll(() => router.state.location.pathname).toBe(WIZARD)
    expect(wizardDraft()?.email ?? null).not.toBe(ANNA)
    expect(await screen.findByLabelText('Город')).toHaveValue('Казань')
  })

  it('§3 profile: what was typed survives a reload, and is cleared by a save', async () => {
    storeSession(ANNA)
    const first = await renderRoute(PROFILE, { fetch: fakeFetch(handlers()).fetch })
    await userEvent.clear((await profileForm()).getByLabelText('Город'))
    await userEvent.type(form().getByLabelText('Город'), 'Елабуга')
    await expect.poll(profileDraft).toEqual({ email: ANNA, values: { city: 'Елабуга' } })
    first.unmount()

    let saved: Record<string, unknown> = {}
    await renderRoute(PROFILE, {
      fetch: fakeFetch(
        handlers({
          '/acc/api/user/profile': (_url: URL, init: RequestInit | undefined) => {
            saved = bodyOf(init)
            return { ...aUser(), profile: aProfile({ city: saved.city }) }
          },
        }),
      ).fetch,
    })
    expect((await profileForm()).getByLabelText('Город')).toHaveValue('Елабуга')
    expect(form().getByLabelText('Фамилия')).toHaveValue('Смирнова')
    expect(screen.getByText('Восстановлены изменения, которые вы не сохранили. Сохраните их или вернитесь к сохранённым данным.')).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Сохранить' }))
    expect(await screen.findByText('Данные успешно изменены')).toBeInTheDocument()
    expect(saved.city).toBe('Елабуга')
    await expect.poll(profileDraft).toBeNull()
  })

  it('§3 profile: "back to the saved data" drops what was typed; another account never sees it', async () => {
    localStorage.setItem('personal:profile-draft', JSON.stringify({ email: ANNA, values: { city: 'Елабуга' } }))
    storeSession(ANNA)
    const first = await renderRoute(PROFILE, { fetch: fakeFetch(handlers()).fetch })
    expect((await profileForm()).getByLabelText('Город')).toHaveValue('Елабуга')
    await userEvent.click(screen.getByRole('button', { name: 'Вернуть сохранённые данные' }))
    expect(form().getByLabelText('Город')).toHaveValue('Казань')
    await expect.poll(profileDraft).toBeNull()
    first.unmount()

    localStorage.setItem('personal:profile-draft', JSON.stringify({ email: ANNA, values: { city: 'Елабуга' } }))
    storeSession(BORIS)
    await renderRoute(PROFILE, { fetch: fakeFetch(handlers()).fetch })
    expect((await profileForm()).getByLabelText('Город')).toHaveValue('Казань')
    expect(profileDraft()).toBeNull()
  })
})
