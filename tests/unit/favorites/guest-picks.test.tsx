import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { aUser, bodyOf } from '../auth/auth-helpers'
import { loadCabinetScreens, storeSession } from '../cabinet/cabinet-helpers'
import { anAccountMeeting } from '../fixtures'
import { contentApi, programDb } from '../program/content-api'
import { fakeFetch, renderRoute } from '../render'
import { GUEST_PICKS_KEY } from '../../../src/session/favorites-guest'

beforeAll(async () => {
  await loadCabinetScreens()
  await import('../../../src/features/picks/MyPicksPage')
})
afterEach(() => localStorage.clear())

const db = programDb()
const stored = () => JSON.parse(localStorage.getItem(GUEST_PICKS_KEY) ?? '[]') as number[]

describe('guest picks kept in the browser', () => {
  it('a visitor who is not logged in stars a session on its page; the star is kept in this browser', async () => {
    await renderRoute('/program/meeting/101', { fetch: fakeFetch(contentApi(db)).fetch })
    const star = await screen.findByRole('button', { name: 'В мою программу' })
    await vi.waitFor(() => expect(star).toBeEnabled())
    expect(star).toHaveAttribute('aria-pressed', 'false')
    await userEvent.click(star)
    expect(star).toHaveAttribute('aria-pressed', 'true')
    // The words change with it, the same as for a person logged in.
    expect(star).toHaveAccessibleName('В моей программе')
    expect(stored()).toEqual([101])
    // Beside the star (the footer links the same page).
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Моя программа' })).toHaveAttribute('href', '/my-picks')
    await userEvent.click(star)
    expect(stored()).toEqual([])
  })

  it('/my-picks lists the picks by day, and one can be taken out', async () => {
    localStorage.setItem(GUEST_PICKS_KEY, JSON.stringify([101]))
    await renderRoute('/my-picks', { fetch: fakeFetch(contentApi(db)).fetch })
    expect(await screen.findByRole('heading', { level: 1, name: 'Мои отметки' })).toBeInTheDocument()
    const link = await screen.findByRole('link', { name: 'Будущее кино' })
    expect(link).toHaveAttribute('href', '/program/meeting/101')
    await userEvent.click(screen.getByRole('button', { name: 'Убрать отметку: Будущее кино' }))
    expect(await screen.findByText('Вы пока ничего не отметили')).toBeInTheDocument()
    expect(stored()).toEqual([])
  })

  it('at login the picks are merged into the account in one batch and cleared from the browser', async () => {
    localStorage.setItem(GUEST_PICKS_KEY, JSON.stringify([101, 102]))
    storeSession()
    const batches: unknown[] = []
    const handlers = {
      ...contentApi(db),
      '/acc/api/user/me/': aUser(),
      '/acc/api/user/event/view/': null,
      '/acc/api/user/meeting': [anAccountMeeting(102, { is_favorite: true })],
      '/acc/api/meeting': [{ ...db.meetings[0]!, broadcast_url: null, is_favorite: true, participation: null }],
      '/acc/api/user/meeting/add-to-favorite': (_url: URL, init: RequestInit | undefined) => {
        batches.push(bodyOf(init))
        return { ids: [101, 102] }
      },
    }
    await renderRoute('/program/meeting/101', { fetch: fakeFetch(handlers).fetch })
    // Logged in: the pick offers its second state, the sign-up, once the session is picked.
    await screen.findByRole('button', { name: 'Записаться на сессию' })
    const star = await screen.findByRole('button', { name: /^(В мою программу|В моей программе)$/ })
    await expect.poll(() => star.getAttribute('aria-pressed')).toBe('true')
    expect(batches).toEqual([{ ids: [101] }])
    expect(localStorage.getItem(GUEST_PICKS_KEY)).toBeNull()
    expect(screen.getAllByRole('button', { name: /^(В мою программу|В моей программе)$/ })).toHaveLength(1)
  })
})
