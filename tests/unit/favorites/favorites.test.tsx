import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { aUser, bodyOf, deferred, gatedFetch } from '../auth/auth-helpers'
import { loadCabinetScreens, storeSession, cabinetHandlers, at } from '../cabinet/cabinet-helpers'
import { anAccountMeeting } from '../fixtures'
import { contentApi, programDb } from '../program/content-api'
import { type Handlers, fakeFetch, json, renderRoute } from '../render'

beforeAll(loadCabinetScreens)
afterEach(() => vi.unstubAllGlobals())

const db = programDb()
const EMAIL = 'visitor@horizon-forum.example'

const sessionPage = (favorites: number[], more: Handlers = {}): Handlers => ({
  ...contentApi(db),
  '/acc/api/user/me/': aUser(),
  '/acc/api/user/event/view/': null,
  // The favorites machine loads the person's sessions and keeps the favorites.
  '/acc/api/user/meeting': favorites.map((id) => anAccountMeeting(id, { is_favorite: true })),
  '/acc/api/meeting': [{ ...db.meetings[0]!, broadcast_url: null, is_favorite: favorites.includes(101), participation: null }],
  ...more,
})

// The words change when pressed: either name is the one toggle.
const toggle = (name = /^(В мою программу|В моей программе|Add to my program|In my program)$/) => screen.findByRole('button', { name })

describe('favorites (§4): optimistic, rolled back with a message, shared between tabs', () => {
  it('§4: adding shows at once, before the server answers, and stays once confirmed', async () => {
    storeSession()
    const answer = deferred<void>()
    const bodies: unknown[] = []
    const handlers = sessionPage([], {
      '/acc/api/user/meeting/add-to-favorite': (_url: URL, init: RequestInit | undefined) => {
        bodies.push(bodyOf(init))
        return { ids: [101] }
      },
    })
    await renderRoute('/program/meeting/101', { fetch: gatedFetch(fakeFetch(handlers).fetch, '/add-to-favorite', answer.promise) })
    const button = await toggle()
    await vi.waitFor(() => expect(button).toBeEnabled())
    expect(button).toHaveAttribute('aria-pressed', 'false')
    await userEvent.click(button)
    expect(button).toHaveAttribute('aria-pressed', 'true')
    expect(screen.getByText('Сохраняем…')).toBeInTheDocument()
    answer.resolve()
    expect(await screen.findByText('Сессия в «Моей программе» в личном кабинете.')).toBeInTheDocument()
    expect(button).toHaveAccessibleName('В моей программе')
    expect(button).toHaveAttribute('aria-pressed', 'true')
    expect(bodies).toEqual([{ ids: [101] }])
  })

  it('§8: a refused add is rolled back, with a message that names the session', async () => {
    storeSession()
    const handlers = sessionPage([], { '/acc/api/user/meeting/add-to-favorite': json(500, { message: 'Server error' }) })
    await renderRoute('/program/meeting/101', { fetch: fakeFetch(handlers).fetch })
    const button = await toggle()
    await vi.waitFor(() => expect(button).toBeEnabled())
    await userEvent.click(button)
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('Не удалось добавить «Будущее кино» в вашу программу. Изменение отменено.')
    expect(button).toHaveAttribute('aria-pressed', 'false')
    await userEvent.click(within(alert).getByRole('button', { name: 'Понятно' }))
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
  })

  it('§8: the rollback message in English', async () => {
    storeSession()
    const handlers = sessionPage([101], { '/acc/api/user/meeting/remove-from-favorite': json(500, { message: 'Server error' }) })
    await renderRoute('/program/meeting/101', { lang: 'en', fetch: fakeFetch(handlers).fetch })
    const button = await toggle()
    await vi.waitFor(() => expect(button).toHaveAttribute('aria-pressed', 'true'))
    await userEvent.click(button)
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not remove “The future of cinema” from your program. The change was undone.')
    expect(button).toHaveAttribute('aria-pressed', 'true')
  })

  it('the cabinet: taking a session out shows at once; refused, it comes back with a message', async () => {
    storeSession()
    const answer = deferred<void>()
    const handlers = cabinetHandlers({
      '/acc/api/user/meeting': [
        anAccountMeeting(1, { ...at('2026-12-08', '10:00', '11:00'), is_favorite: true }),
        anAccountMeeting(2, { ...at('2026-12-08', '12:00', '13:00'), is_favorite: true }),
      ],
      '/acc/api/user/meeting/remove-from-favorite': json(500, { message: 'Server error' }),
    })
    await renderRoute('/cabinet', { fetch: gatedFetch(fakeFetch(handlers).fetch, '/remove-from-favorite', answer.promise) })
    const remove = await screen.findByRole('button', { name: 'Убрать из программы: Сессия 1' })
    await vi.waitFor(() => expect(remove).toBeEnabled())
    await userEvent.click(remove)
    expect(screen.queryByRole('link', { name: 'Сессия 1' })).not.toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Сессия 2' })).toBeInTheDocument()
    answer.resolve()
    expect(await screen.findByRole('alert')).toHaveTextContent('Не удалось убрать «Сессия 1» из вашей программы. Изменение отменено.')
    expect(screen.getByRole('link', { name: 'Сессия 1' })).toBeInTheDocument()
  })

  it('§7: the favorites are read from a brief list of the person’s sessions (ids and is_favorite only)', async () => {
    storeSession()
    const api = fakeFetch(
      sessionPage([], {
        '/acc/api/user/meeting': [{ ...anAccountMeeting(101, { is_favorite: true }), translations: { ru: { title: 'Будущее кино' } } }],
      }),
    )
    await renderRoute('/program/meeting/101', { fetch: api.fetch })
    const button = await toggle()
    await vi.waitFor(() => expect(button).toHaveAttribute('aria-pressed', 'true'))
    const calls = api.requests.filter((r) => r.url.pathname === '/api/acc/api/user/meeting')
    expect(calls).toHaveLength(1)
    expect(calls[0]!.url.searchParams.get('brief')).toBe('1')
    expect(calls[0]!.url.searchParams.has('with')).toBe(false)
  })

  it('another tab’s change arrives on the BroadcastChannel and shows here', async () => {
    storeSession()
    await renderRoute('/program/meeting/101', { fetch: fakeFetch(sessionPage([])).fetch })
    const button = await toggle()
    await vi.waitFor(() => expect(button).toBeEnabled())
    const otherTab = new BroadcastChannel('favorites')
    otherTab.postMessage({ email: EMAIL, ids: [101] })
    await vi.waitFor(() => expect(button).toHaveAttribute('aria-pressed', 'true'))
    // Another account's message is not ours.
    otherTab.postMessage({ email: 'someone@else.example', ids: [] })
    await new Promise((r) => setTimeout(r, 50))
    expect(button).toHaveAttribute('aria-pressed', 'true')
    otherTab.close()
  })

  it('a confirmed change is told to the other tabs', async () => {
    storeSession()
    const heard: unknown[] = []
    const otherTab = new BroadcastChannel('favorites')
    otherTab.onmessage = (e: MessageEvent) => heard.push(e.data)
    const handlers = sessionPage([], { '/acc/api/user/meeting/add-to-favorite': { ids: [101] } })
    await renderRoute('/program/meeting/101', { fetch: fakeFetch(handlers).fetch })
    const button = await toggle()
    await vi.waitFor(() => expect(button).toBeEnabled())
    await userEvent.click(button)
    await vi.waitFor(() => expect(heard).toEqual([{ email: EMAIL, ids: [101] }]))
    otherTab.close()
  })

  it('without BroadcastChannel the storage event carries the change', async () => {
    vi.stubGlobal('BroadcastChannel', undefined)
    storeSession()
    await renderRoute('/program/meeting/101', { fetch: fakeFetch(sessionPage([])).fetch })
    const button = await toggle()
    await vi.waitFor(() => expect(button).toBeEnabled())
    window.dispatchEvent(new StorageEvent('storage', { key: 'personal:favorites-sync', newValue: JSON.stringify({ email: EMAIL, ids: [101], at: 1 }) }))
    await vi.waitFor(() => expect(button).toHaveAttribute('aria-pressed', 'true'))
  })

  it('one way to pick: a person not logged in gets the same one button, in the same words', async () => {
    await renderRoute('/program/meeting/101', { fetch: fakeFetch(contentApi(db)).fetch })
    await screen.findByRole('heading', { level: 1, name: 'Будущее кино' })
    expect(await screen.findAllByRole('button', { name: /В мою программу|В моей программе/ })).toHaveLength(1)
  })
})
