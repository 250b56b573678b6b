/** The one pick control: picked and signed up are two states of one control, never rival buttons. */
import { I18nProvider } from '@lingui/react'
import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { PickControl, type SignUp, pickState } from '../../../src/components/favorites/PickControl'
import type { Favorites } from '../../../src/session/use-favorites'
import { createI18n } from '../../../src/i18n/lang'

function favoritesWith(ids: number[]): Favorites {
  return {
    guest: false, loaded: true, failed: false, ids, error: null,
    has: (id: number) => ids.includes(id),
    isPending: () => false,
    add: vi.fn(), remove: vi.fn(), retry: vi.fn(), dismissError: vi.fn(),
  } as unknown as Favorites
}

async function show(favorites: Favorites, signUp: SignUp | null, lang: 'ru' | 'en' = 'ru') {
  const i18n = await createI18n(lang)
  render(
    <I18nProvider i18n={i18n}>
      <PickControl id={7} favorites={favorites} signUp={signUp} />
    </I18nProvider>,
  )
  return screen.getByRole('group')
}

describe('PickControl', () => {
  it('the state: a sign-up counts as picked, a speaker as signed up', () => {
    expect(pickState(false, null)).toBe('none')
    expect(pickState(true, { kind: 'open', busy: false, join: () => {} })).toBe('picked')
    expect(pickState(false, { kind: 'joined', busy: false, leave: () => {} })).toBe('signed-up')
    expect(pickState(false, { kind: 'speaking', role: 'speaker' })).toBe('signed-up')
  })

  it('not picked: one button; the sign-up is offered only as the next state', async () => {
    const group = await show(favoritesWith([]), { kind: 'open', busy: false, join: vi.fn() })
    expect(within(group).getAllByRole('button')).toHaveLength(1)
    expect(within(group).getByRole('button', { name: /В мою программу/ })).toHaveAttribute('aria-pressed', 'false')
  })

  it('picked: signing up is the same control’s next step, and it keeps the pick', async () => {
    const favorites = favoritesWith([7])
    const join = vi.fn()
    const group = await show(favorites, { kind: 'open', busy: false, join })
    await userEvent.click(within(group).getByRole('button', { name: 'Записаться на сессию' }))
    expect(join).toHaveBeenCalledOnce()
    expect(favorites.remove).not.toHaveBeenCalled()
  })

  it('signed up: the star is pressed even when the program list has not caught up; taking it out cancels the sign-up (en)', async () => {
    const favorites = favoritesWith([])
    const leave = vi.fn()
    const group = await show(favorites, { kind: 'joined', busy: false, leave }, 'en')
    const star = within(group).getByRole('button', { name: /In my program/ })
    expect(star).toHaveAttribute('aria-pressed', 'true')
    expect(group).toHaveTextContent('You are signed up')
    await userEvent.click(star)
    expect(leave).toHaveBeenCalledOnce()
  })
})
