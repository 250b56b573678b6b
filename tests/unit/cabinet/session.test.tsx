import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { aUser, bodyOf } from '../auth/auth-helpers'
import { anAccountMeeting } from '../fixtures'
import { contentApi, programDb } from '../program/content-api'
import { type Handlers, fakeFetch, renderRoute } from '../render'
import { loadCabinetScreens, storeSession } from './cabinet-helpers'

beforeAll(loadCabinetScreens)

const db = programDb()
const session101 = db.meetings.find((m) => m.id === 101)!

/** The session page's account calls for a logged-in person. */
const loggedIn = (over: Partial<ReturnType<typeof anAccountMeeting>> = {}, more: Handlers = {}): Handlers => ({
  ...contentApi(db),
  '/acc/api/user/me/': aUser(),
  '/acc/api/user/event/view/': { member_role: 'visitor', qr_code: 'Q' },
  '/acc/api/user/meeting': [],
  '/acc/api/user/meeting/add-to-favorite': { ids: [101] },
  '/acc/api/user/meeting/remove-from-favorite': { ids: [] },
  '/acc/api/meeting': [{ ...anAccountMeeting(101), ...session101, broadcast_url: null, is_favorite: false, participation: null, ...over }],
  ...more,
})

/** The page is there: its title is drawn. */
const page = (title = /^(Будущее кино|The future of cinema)$/) => screen.findByRole('heading', { level: 1, name: title })
/** The one pick control: the toggle and, for a person logged in, the sign-up as its next state. */
const participation = () => screen.getByRole('group', { name: /(В мою программу|В моей программе|Add to my program|In my program)$/ })
const pickIt = async (name = 'В мою программу') => {
  const group = await screen.findByRole('group', { name: /(В мою программу|В моей программе|Add to my program|In my program)$/ })
  const button = await within(group).findByRole('button', { name: new RegExp(name) })
  await vi.waitFor(() => expect(button).toBeEnabled())
  await userEvent.click(button)
}
const broadcast = () => screen.getByRole('complementary', { name: /^(Трансляция|Broadcast)$/ })

describe('/program/meeting/{id} — the personal side', () => {
  it('§6: an anonymous person picks in this browser, is offered to log in to sign up, and sees the "registered users only" notice', async () => {
    await renderRoute('/program/meeting/101', { fetch: fakeFetch(contentApi(db)).fetch })
    await screen.findByRole('heading', { level: 1, name: 'Будущее кино' })
    expect(screen.getByRole('link', { name: 'Войдите, чтобы записаться на сессию' })).toHaveAttribute('href', '/login?redirect=%2Fprogram%2Fmeeting%2F101')
    expect(within(participation()).queryByRole('button', { name: 'Записаться на сессию' })).not.toBeInTheDocument()
    expect(broadcast()).toHaveTextContent('Трансляции доступны только зарегистрированным пользователям')
    expect(screen.queryByRole('button', { name: 'Смотреть трансляцию' })).not.toBeInTheDocument()
  })

  it('one way to pick: picked, then signed up, are two states of one control; cancelling keeps the pick', async () => {
    storeSession()
    const bodies: unknown[] = []
    const api = fakeFetch(
      loggedIn({}, {
        '/acc/api/user/meeting/101': (_url: URL, init: RequestInit | undefined) => {
          const body = bodyOf(init)
          bodies.push(body)
          return { meeting_id: 101, participation: body.type_of_participation === 'participant' ? 'participant' : null }
        },
      }),
    )
    await renderRoute('/program/meeting/101', { fetch: api.fetch })
    await page()
    // Not picked: the sign-up is the pick's next state, not a rival button.
    expect(within(participation()).queryByRole('button', { name: 'Записаться на сессию' })).not.toBeInTheDocument()
    await pickIt()
    await userEvent.click(await within(participation()).findByRole('button', { name: 'Записаться на сессию' }))
    expect(await screen.findByText('Вы зарегистрированы на мероприятие')).toHaveAttribute('role', 'status')
    expect(within(participation()).getByRole('button', { name: /В моей программе/ })).toHaveAttribute('aria-pressed', 'true')
    expect(participation()).toHaveAttribute('data-pick', 'signed-up')
    await userEvent.click(within(participation()).getByRole('button', { name: 'Отменить запись' }))
    expect(await screen.findByText('Вы отказались от участия')).toHaveAttribute('role', 'status')
    expect(within(participation()).getByRole('button', { name: 'Записаться на сессию' })).toBeInTheDocument()
    expect(participation()).toHaveAttribute('data-pick', 'picked')
    expect(bodies).toEqual([{ type_of_participation: 'participant' }, { type_of_participation: 'none' }])
    const put = api.requests.find((r) => r.url.pathname === '/api/acc/api/user/meeting/101')!
    expect(put.headers.get('x-event-id')).toBe('35')
  })

  it('§2 take part, in English', async () => {
    storeSession()
    const handlers = loggedIn({}, { '/acc/api/user/meeting/101': { meeting_id: 101, participation: 'participant' } })
    await renderRoute('/program/meeting/101', { lang: 'en', fetch: fakeFetch(handlers).fetch })
    await pickIt('Add to my program')
    await userEvent.click(await screen.findByRole('button', { name: 'Sign up for the session' }))
    expect(await screen.findByText('You are registered for the session')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Cancel sign-up' })).toBeInTheDocument()
  })

  it('a speaker of the session is told so instead of the buttons', async () => {
    storeSession()
    await renderRoute('/program/meeting/101', { fetch: fakeFetch(loggedIn({ participation: 'speaker' })).fetch })
    expect(await screen.findByText('Вы спикер этой сессии')).toBeInTheDocument()
    expect(within(participation()).queryByRole('button', { name: 'Записаться на сессию' })).not.toBeInTheDocument()
    // A speaker's session is in their program, and stays there.
    expect(within(participation()).getByRole('button', { name: /В моей программе/ })).toBeDisabled()
  })

  it('a refused participation says so and keeps the button', async () => {
    storeSession()
    const handlers = loggedIn({}, { '/acc/api/user/meeting/101': new Response(JSON.stringify({ message: 'x' }), { status: 500 }) })
    await renderRoute('/program/meeting/101', { fetch: fakeFetch(handlers).fetch })
    await pickIt()
    await userEvent.click(await screen.findByRole('button', { name: 'Записаться на сессию' }))
    expect(await screen.findByText('Не удалось записаться на участие. Попробуйте ещё раз.')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Записаться на сессию' })).toBeEnabled()
  })

  it('§2 watch broadcast: a logged-in person gets the stream in a titled frame', async () => {
    storeSession()
    const api = fakeFetch(loggedIn({ broadcast_url: 'https://stream.example/hall-1' }))
    await renderRoute('/program/meeting/101', { fetch: api.fetch })
    await page()
    const watch = await within(broadcast()).findByRole('button', { name: 'Смотреть трансляцию' })
    expect(watch).toHaveAttribute('aria-expanded', 'false')
    expect(document.querySelector('iframe')).toBeNull()
    await userEvent.click(watch)
    const frame = within(broadcast()).getByTitle('Трансляция: Будущее кино')
    expect(frame).toHaveAttribute('src', 'https://stream.example/hall-1')
    expect(watch).toHaveAttribute('aria-expanded', 'true')
    expect(screen.queryByText('Трансляции доступны только зарегистрированным пользователям')).not.toBeInTheDocument()
    const call = api.requests.find((r) => r.url.pathname === '/api/acc/api/meeting')!
    expect(call.url.searchParams.get('meeting_ids')).toBe('101')
    expect(call.headers.get('authorization')).toBe('Bearer token-stored')
  })

  it('§8: no stream yet: "Трансляция пока недоступна" (ru) / "Broadcast is not available yet" (en)', async () => {
    storeSession()
    const first = await renderRoute('/program/meeting/101', { fetch: fakeFetch(loggedIn()).fetch })
    await page()
    expect(await within(broadcast()).findByText('Трансляция пока недоступна')).toBeInTheDocument()
    first.unmount()
    await renderRoute('/program/meeting/101', { lang: 'en', fetch: fakeFetch(loggedIn()).fetch })
    expect(await screen.findByText('Broadcast is not available yet')).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Watch broadcast' })).not.toBeInTheDocument()
  })

  it('a stream address that is not http(s) or this site is not embedded', async () => {
    storeSession()
    await renderRoute('/program/meeting/101', { fetch: fakeFetch(loggedIn({ broadcast_url: 'javascript:alert(1)' })).fetch })
    await page()
    expect(await within(broadcast()).findByText('Трансляция пока недоступна')).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Смотреть трансляцию' })).not.toBeInTheDocument()
  })

  it('when the personal state cannot be loaded the page stays, with a retry in its block', async () => {
    storeSession()
    let fail = true
    const handlers = loggedIn()
    const ok = handlers['/acc/api/meeting']
    handlers['/acc/api/meeting'] = () => (fail ? new Response('{}', { status: 503 }) : ok)
    await renderRoute('/program/meeting/101', { fetch: fakeFetch(handlers).fetch })
    expect(await screen.findByText('Не удалось загрузить вашу запись на сессию.')).toBeInTheDocument()
    expect(screen.getByRole('heading', { level: 1, name: 'Будущее кино' })).toBeInTheDocument()
    fail = false
    await userEvent.click(screen.getByRole('button', { name: 'Повторить' }))
    await pickIt()
    expect(await screen.findByRole('button', { name: 'Записаться на сессию' })).toBeInTheDocument()
  })
})
