import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { hallsParam } from '../../../src/features/program/search'
import { fakeFetch, renderRoute } from '../render'
import { contentApi } from './content-api'

const grid = () => screen.findByRole('region', { name: /^(Сетка программы|Program grid):/ })
const halls = (region: HTMLElement) => within(region).getAllByRole('heading', { level: 3 }).map((h) => h.textContent)
const KEY = 'program-grid-halls'

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(new Date('2026-11-22T10:00:00+03:00'))
  localStorage.clear()
})
afterEach(() => {
  vi.useRealTimers()
  localStorage.clear()
})

describe('a person chooses the halls of the grid; the URL keeps the choice and the browser remembers it', () => {
  it('unchecking a hall hides its column, puts ?halls= in the URL and remembers it', async () => {
    const { router } = await renderRoute('/program/grid?day=2026-12-08', { fetch: fakeFetch(contentApi()).fetch })
    expect(halls(await grid())).toEqual(['Большой зал', 'Зал 1'])
    await userEvent.click(screen.getByText('Залы: все (2)'))
    await userEvent.click(screen.getByRole('checkbox', { name: 'Большой зал' }))
    await waitFor(() => expect(router.state.location.search).toEqual({ day: '2026-12-08', halls: '1' }))
    expect(halls(await grid())).toEqual(['Зал 1'])
    expect(screen.getByText('Залы: 1 из 2')).toBeInTheDocument()
    expect(localStorage.getItem(KEY)).toBe('1')
    // The one hall left cannot be unchecked: no hall would be an empty grid.
    expect(screen.getByRole('checkbox', { name: 'Зал 1' })).toBeDisabled()
  })

  it('a grid opened without ?halls= takes the remembered choice; the detailed grid too', async () => {
    localStorage.setItem(KEY, '1')
    const { router } = await renderRoute('/program/detailed-grid?day=2026-12-08', { fetch: fakeFetch(contentApi()).fetch })
    await waitFor(() => expect(router.state.location.search).toMatchObject({ halls: '1' }))
    await waitFor(async () => expect(halls(await grid())).toEqual(['Зал 1']))
  })

  it('a link that names halls wins over the remembered choice, and is not remembered', async () => {
    localStorage.setItem(KEY, '1')
    const { router } = await renderRoute('/program/grid?day=2026-12-08&halls=2', { fetch: fakeFetch(contentApi()).fetch })
    expect(halls(await grid())).toEqual(['Большой зал'])
    expect(router.state.location.search).toMatchObject({ halls: '2' })
    expect(localStorage.getItem(KEY)).toBe('1')
  })

  it('"every hall" shows them all again and forgets the choice', async () => {
    localStorage.setItem(KEY, '2')
    const { router } = await renderRoute('/program/grid?day=2026-12-08&halls=2', { fetch: fakeFetch(contentApi()).fetch })
    await grid()
    await userEvent.click(screen.getByText('Залы: 1 из 2'))
    await userEvent.click(screen.getByRole('button', { name: 'Все залы' }))
    await waitFor(() => expect(router.state.location.search.halls).toBeUndefined())
    expect(halls(await grid())).toEqual(['Большой зал', 'Зал 1'])
    expect(localStorage.getItem(KEY)).toBeNull()
  })

  it('chosen halls with nothing on the day say so and offer every hall', async () => {
    await renderRoute('/program/grid?day=2026-12-08&halls=77', { fetch: fakeFetch(contentApi()).fetch })
    expect(await screen.findByText('В выбранных залах в этот день ничего нет.')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Показать все залы' })).toBeInTheDocument()
  })

  it('?halls= is validated: ids sorted and once each, repeated keys joined, anything else dropped', () => {
    expect(hallsParam('5,2,5')).toBe('2,5')
    expect(hallsParam(7)).toBe('7')
    expect(hallsParam([3, 1])).toBe('1,3')
    for (const bad of ['abc', '1,x', '', '-1', '0', null, undefined, { a: 1 }]) expect(hallsParam(bad)).toBeUndefined()
  })
})
