import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeAll, describe, expect, it } from 'vitest'
import { apiError } from '../auth/auth-helpers'
import { fakeFetch, renderRoute } from '../render'
import { cabinetHandlers, loadCabinetScreens, storeSession } from './cabinet-helpers'

beforeAll(async () => {
  await loadCabinetScreens()
  await import('../../../src/features/cabinet/security/SecurityPage')
})

const session = (id: string, device: string | null, current = false) => ({
  id: id.padEnd(36, '0'),
  device,
  started_at: '2026-11-20T10:00:00Z',
  last_used_at: '2026-11-26T18:30:00Z',
  current,
})

describe('/cabinet/security — password and sessions', () => {
  it('lists where the person is logged in, this session marked; ending another one and all others', async () => {
    storeSession()
    let sessions = [
      session('a', 'Mozilla/5.0 (X11; Linux x86_64) Firefox/140.0', true),
      session('b', 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) Safari/604.1'),
      session('c', 'curl/8.5.0'),
    ]
    const ended: string[] = []
    const { fetch } = fakeFetch(
      cabinetHandlers({
        '/acc/api/user/sessions': () => ({ sessions }),
        '/acc/api/user/sessions/end': (_url: URL, init?: RequestInit) => {
          const { id } = JSON.parse(String(init?.body)) as { id: string }
          ended.push(id)
          sessions = sessions.filter((s) => s.id !== id)
          return { sessions }
        },
        '/acc/api/user/sessions/end-others': () => {
          sessions = sessions.filter((s) => s.current)
          return { sessions }
        },
      }),
    )
    await renderRoute('/cabinet/security', { fetch })
    expect(await screen.findByRole('heading', { level: 1, name: 'Пароль и сеансы' })).toBeInTheDocument()
    const section = within(await screen.findByRole('region', { name: 'Где выполнен вход' }))
    const list = within(await section.findByRole('list'))
    expect(list.getByText(/Firefox · Linux/)).toBeInTheDocument()
    expect(list.getByText('— этот сеанс')).toBeInTheDocument()
    expect(list.getByText('curl/8.5.0')).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Завершить сеанс: Safari · iPhone' }))
    expect(await screen.findByText('curl/8.5.0')).toBeInTheDocument()
    expect(screen.queryByText(/Safari · iPhone/)).toBeNull()
    expect(ended).toEqual([session('b', null).id])
    await userEvent.click(screen.getByRole('button', { name: 'Завершить все другие сеансы' }))
    expect(await screen.findByText('Других сеансов нет: вы вошли только здесь.')).toBeInTheDocument()
  }, 20_000)

  it('a wrong current password is said at its field; what was typed stays', async () => {
    storeSession()
    const { fetch } = fakeFetch(
      cabinetHandlers({
        '/acc/api/user/sessions': { sessions: [session('a', null, true)] },
        '/acc/api/user/password': () => apiError(422, 'Проверьте поля формы', 'validation_failed', { current_password: ['Неверный текущий пароль'] }),
      }),
    )
    await renderRoute('/cabinet/security', { fetch })
    await userEvent.type(await screen.findByLabelText('Текущий пароль'), 'not mine at all')
    await userEvent.type(screen.getByLabelText('Новый пароль'), 'a brand new secret')
    await userEvent.type(screen.getByLabelText('Повторите новый пароль'), 'a brand new secret')
    await userEvent.click(screen.getByRole('button', { name: 'Сменить пароль' }))
    expect(await screen.findByText('Неверный текущий пароль')).toBeInTheDocument()
    expect(screen.getByLabelText('Новый пароль')).toHaveValue('a brand new secret')
  }, 20_000)

  it('a changed password is confirmed and the list read again', async () => {
    storeSession()
    let reads = 0
    const { fetch } = fakeFetch(
      cabinetHandlers({
        '/acc/api/user/sessions': () => ({ sessions: reads++ === 0 ? [session('a', null, true), session('b', null)] : [session('a', null, true)] }),
        '/acc/api/user/password': { message: 'Пароль успешно изменён' },
      }),
    )
    await renderRoute('/cabinet/security', { fetch })
    await userEvent.type(await screen.findByLabelText('Текущий пароль'), 'the old secret')
    await userEvent.type(screen.getByLabelText('Новый пароль'), 'a brand new secret')
    await userEvent.type(screen.getByLabelText('Повторите новый пароль'), 'a brand new secret')
    await userEvent.click(screen.getByRole('button', { name: 'Сменить пароль' }))
    expect(await screen.findByText('Пароль изменён. Другие сеансы завершены.')).toBeInTheDocument()
    expect(await screen.findByText('Других сеансов нет: вы вошли только здесь.')).toBeInTheDocument()
    expect(screen.getByLabelText('Текущий пароль')).toHaveValue('')
  }, 20_000)
})
