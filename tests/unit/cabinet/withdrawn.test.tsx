import { screen, within } from '@testing-library/react'
import { beforeAll, describe, expect, it } from 'vitest'
import { anAccountMeeting, anArea } from '../fixtures'
import { fakeFetch, renderRoute } from '../render'
import { at, cabinetHandlers, loadCabinetScreens, storeSession } from './cabinet-helpers'

beforeAll(loadCabinetScreens)

describe('my program keeps a withdrawn session', () => {
  it('§16: a session withdrawn by the organizers stays in my program, marked as cancelled', async () => {
    storeSession()
    const meetings = [
      anAccountMeeting(1, { ...at('2026-12-08', '10:00', '11:00'), is_favorite: true, area: anArea(1), withdrawn: true }),
      anAccountMeeting(2, { ...at('2026-12-08', '12:00', '13:00'), is_favorite: true, area: anArea(1) }),
    ]
    await renderRoute('/cabinet', { fetch: fakeFetch(cabinetHandlers({ '/acc/api/user/meeting': meetings })).fetch })
    const program = await screen.findByRole('region', { name: 'Моя программа' })
    const [withdrawn, listed] = within(program).getAllByRole('listitem')
    expect(withdrawn).toHaveTextContent('Отменена Сессия 1')
    expect(within(withdrawn!).getByRole('link', { name: 'Сессия 1' })).toHaveAttribute('href', '/program/meeting/1')
    expect(listed).not.toHaveTextContent('Отменена')
  })
})
