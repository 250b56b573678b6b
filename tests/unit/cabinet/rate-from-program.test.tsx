import { fireEvent, screen, within } from '@testing-library/react'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { anAccountMeeting, anArea } from '../fixtures'
import { fakeFetch, renderRoute } from '../render'
import { at, cabinetHandlers, loadCabinetScreens, storeSession } from './cabinet-helpers'

beforeAll(loadCabinetScreens)
afterEach(() => {
  vi.restoreAllMocks()
  vi.unstubAllGlobals()
})

describe('my program offers to rate the sessions that are over', () => {
  it('a past session the person picked has "Rate the session"; one still to come and one they speak at have not', async () => {
    // The afternoon of the second day: the morning session is over, the evening one still to come.
    vi.spyOn(Date, 'now').mockReturnValue(Date.parse('2026-12-08T15:00:00+03:00'))
    storeSession()
    const meetings = [
      anAccountMeeting(1, { ...at('2026-12-08', '10:00', '11:00'), is_favorite: true, area: anArea(1) }),
      anAccountMeeting(2, { ...at('2026-12-08', '12:00', '13:00'), is_favorite: false, participation: 'speaker', area: anArea(1) }),
      anAccountMeeting(3, { ...at('2026-12-08', '18:00', '19:00'), is_favorite: true, area: anArea(1) }),
    ]
    await renderRoute('/cabinet', { fetch: fakeFetch(cabinetHandlers({ '/acc/api/user/meeting': meetings })).fetch })
    const program = await screen.findByRole('region', { name: 'Моя программа' })
    const [past, spoken, coming] = within(program).getAllByRole('listitem')
    expect(within(past!).getByRole('button', { name: 'Оценить сессию: Сессия 1' })).toBeTruthy()
    expect(within(spoken!).queryByRole('button', { name: /Оценить/ })).toBeNull()
    expect(within(coming!).queryByRole('button', { name: /Оценить/ })).toBeNull()
  })

  it(`two weeks after the session the offer is gone, as feedback is closed`, async () => {
    vi.spyOn(Date, 'now').mockReturnValue(Date.parse('2026-12-23T12:00:00+03:00'))
    storeSession()
    const meetings = [anAccountMeeting(1, { ...at('2026-12-08', '10:00', '11:00'), is_favorite: true, area: anArea(1) })]
    await renderRoute('/cabinet', { fetch: fakeFetch(cabinetHandlers({ '/acc/api/user/meeting': meetings })).fetch })
    const program = await screen.findByRole('region', { name: 'Моя программа' })
    expect(within(program).getByRole('link', { name: 'Сессия 1' })).toBeTruthy()
    expect(within(program).queryByRole('button', { name: /Оценить/ })).toBeNull()
  })

  it('opened, the form tells someone who neither picked nor attended the session why they cannot rate it', async () => {
    vi.spyOn(Date, 'now').mockReturnValue(Date.parse('2026-12-08T15:00:00+03:00'))
    const state = { window: { opens_at: '2026-12-08T07:00:00Z', closes_at: '2026-12-22T08:00:00Z', open: true }, allowed: false, mine: null }
    vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
      const path = new URL(String(input instanceof Request ? input.url : input), 'http://forum.test').pathname
      const found = path === '/api/questions/meeting/1/feedback'
      return new Response(JSON.stringify(found ? { data: state } : { message: 'Not found' }), { status: found ? 200 : 404, headers: { 'content-type': 'application/json' } })
    })
    storeSession()
    // The star was set on another device and taken off on the server since: the cabinet still lists it.
    const meetings = [anAccountMeeting(1, { ...at('2026-12-08', '10:00', '11:00'), is_favorite: true, area: anArea(1) })]
    await renderRoute('/cabinet', { fetch: fakeFetch(cabinetHandlers({ '/acc/api/user/meeting': meetings })).fetch })
    const program = await screen.findByRole('region', { name: 'Моя программа' })
    fireEvent.click(within(program).getByRole('button', { name: 'Оценить сессию: Сессия 1' }))
    expect(await within(program).findByText(/Оценить сессию могут те, кто добавил её в свою программу или был на мероприятии в этот день/)).toBeTruthy()
    expect(within(program).queryByRole('radio')).toBeNull()
  })
})
