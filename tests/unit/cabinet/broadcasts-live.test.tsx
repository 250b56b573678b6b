import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { aUser } from '../auth/auth-helpers'
import { contentApi } from '../program/content-api'
import { type Handlers, fakeFetch, renderRoute } from '../render'
import { storeSession } from './cabinet-helpers'

// Only the clock: during the forum, Moscow time.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(new Date('2026-12-08T12:00:00+03:00'))
})
afterEach(() => vi.useRealTimers())

const loggedIn = (streams: unknown): Handlers => ({
  ...contentApi(),
  '/acc/api/user/me/': aUser(),
  '/acc/api/user/event/view/': null,
  '/acc/api/user/meeting': [],
  '/acc/api/user/streams': streams,
})

describe('/broadcasts during the forum', () => {
  it('§6: anonymous people are told broadcasts are for registered users, with a way to log in', async () => {
    const api = fakeFetch(contentApi())
    await renderRoute('/broadcasts', { fetch: api.fetch })
    const live = await screen.findByRole('region', { name: 'Прямые трансляции' })
    expect(live).toHaveTextContent('Трансляции доступны только зарегистрированным пользователям')
    expect(within(live).getByRole('link', { name: 'Войти, чтобы смотреть трансляции' })).toHaveAttribute('href', '/login?redirect=%2Fbroadcasts')
    expect(screen.queryByText('Трансляции будут доступны в дни проведения форума')).not.toBeInTheDocument()
    expect(api.requests.some((r) => r.url.pathname.startsWith('/api/acc/api/user/streams'))).toBe(false)
  })

  it('§6: logged-in people watch each hall’s stream in a titled frame', async () => {
    storeSession()
    const api = fakeFetch(loggedIn([{ area_id: 1, stream_url: 'https://stream.example/hall-1' }, { area_id: 2, stream_url: '/media/streams/hall-2.html' }]))
    await renderRoute('/broadcasts', { fetch: api.fetch })
    const live = await screen.findByRole('region', { name: 'Прямые трансляции' })
    expect(within(live).getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['Зал 1', 'Большой зал'])
    await userEvent.click(within(live).getByRole('button', { name: 'Смотреть трансляцию: Большой зал' }))
    expect(within(live).getByTitle('Трансляция: Большой зал')).toHaveAttribute('src', '/media/streams/hall-2.html')
    expect(within(live).getByRole('button', { name: 'Скрыть трансляцию: Большой зал' })).toHaveAttribute('aria-expanded', 'true')
    expect(api.requests.find((r) => r.url.pathname === '/api/acc/api/user/streams')!.headers.get('authorization')).toBe('Bearer token-stored')
  })

  it('no stream yet: "Broadcast is not available yet" (en)', async () => {
    storeSession()
    await renderRoute('/broadcasts', { lang: 'en', fetch: fakeFetch(loggedIn([])).fetch })
    const live = await screen.findByRole('region', { name: 'Live streams' })
    expect(live).toHaveTextContent('Broadcast is not available yet')
  })

  it('outside the forum days nobody gets streams, only the notice', async () => {
    vi.setSystemTime(new Date('2026-11-22T12:00:00+03:00'))
    storeSession()
    await renderRoute('/broadcasts', { fetch: fakeFetch(loggedIn([{ area_id: 1, stream_url: 'https://stream.example/hall-1' }])).fetch })
    expect(await screen.findByText('Трансляции будут доступны в дни проведения форума')).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: /Смотреть трансляцию/ })).not.toBeInTheDocument()
  })
})
