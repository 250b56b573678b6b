import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeAll, describe, expect, it } from 'vitest'
import type { AccountMeeting } from '../../../kernel/contract/account'
import { anAccountMeeting, anArea, anEvent } from '../fixtures'
import { fakeFetch, renderRoute } from '../render'
import { aProfile, at, cabinetHandlers, loadCabinetScreens, storeSession } from './cabinet-helpers'
import { aUser } from '../auth/auth-helpers'

beforeAll(loadCabinetScreens)

const visitorView = { member_role: 'visitor', qr_code: 'HRZ-QR-1' }
const speakerView = { member_role: 'speaker', qr_code: 'HRZ-QR-2' }
const hall = anArea(1)

describe('/cabinet — the personal account', () => {
  it('the cabinet’s primary action for a registered visitor: the ticket first, then picking sessions while the program is empty (ru)', async () => {
    storeSession()
    await renderRoute('/cabinet', { fetch: fakeFetch(cabinetHandlers({ '/acc/api/user/event/view/': visitorView })).fetch })
    expect(await screen.findByRole('heading', { level: 1, name: 'Личный кабинет' })).toBeInTheDocument()
    expect(screen.getByText(/Здравствуйте, Анна!/)).toBeInTheDocument()
    expect(screen.getByText('Посетитель')).toBeInTheDocument()
    const sections = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)
    expect(sections.slice(0, 2)).toEqual(['Моя программа', 'Ваш билет'])
    const ticket = screen.getByRole('region', { name: 'Ваш билет' })
    expect(within(ticket).getByRole('button', { name: 'Скачать билет (PDF)' })).toBeEnabled()
    // The program is empty: picking sessions is the next step, and the one filled button.
    const program = screen.getByRole('region', { name: 'Моя программа' })
    await expect.poll(() => within(program).getByRole('link', { name: 'Выбрать сессии в программе' }).className).toContain('button--primary')
    expect(within(ticket).getByRole('button', { name: /Скачать билет/ }).className).toContain('button--ghost')
    expect(document.querySelectorAll('main .button--primary')).toHaveLength(1)
    // The forum's program file sits with the other downloads, named for what it is.
    const files = screen.getByRole('region', { name: 'Файлы и календарь' })
    expect(within(files).getByRole('link', { name: 'Программа форума (PDF, все дни и залы)' })).toHaveAttribute('href', '/media/program-2026.pdf')
    expect(screen.queryByRole('region', { name: 'Мои выступления' })).not.toBeInTheDocument()
    expect(screen.queryByRole('link', { name: 'Зарегистрироваться на форум' })).not.toBeInTheDocument()
  })

  it('the ticket card names its holder and the days the door admits: two days, never "all days"', async () => {
    storeSession()
    const view = { ...visitorView, days: ['2026-12-08', '2026-12-09'] }
    await renderRoute('/cabinet', { fetch: fakeFetch(cabinetHandlers({ '/acc/api/user/event/view/': view })).fetch })
    const ticket = await screen.findByRole('region', { name: 'Ваш билет' })
    expect(within(ticket).getByTestId('ticket-validity')).toHaveTextContent('Билет действует 8 и 9 декабря')
    expect(within(ticket).queryByText(/все дни/)).not.toBeInTheDocument()
    expect(within(ticket).getByText('Код билета: HRZ-QR-1')).toBeInTheDocument()
  })

  it('the ticket card says "every day" when the registration holds each day of the forum (en)', async () => {
    storeSession()
    const view = { ...visitorView, days: ['2026-12-08', '2026-12-09', '2026-12-10', '2026-12-11'] }
    await renderRoute('/cabinet', { lang: 'en', fetch: fakeFetch(cabinetHandlers({ '/acc/api/user/event/view/': view })).fetch })
    const ticket = await screen.findByRole('region', { name: 'Your ticket' })
    expect(within(ticket).getByTestId('ticket-validity')).toHaveTextContent(/^The ticket is valid for every day of the forum: 8 ?– ?11 December 2026$/)
  })

  it('the cabinet’s primary action for a registered visitor with a program is the ticket', async () => {
    storeSession()
    const meetings = [anAccountMeeting(1, { ...at('2026-12-08', '10:00', '11:00'), is_favorite: true })]
    await renderRoute('/cabinet', { fetch: fakeFetch(cabinetHandlers({ '/acc/api/user/event/view/': visitorView, '/acc/api/user/meeting': meetings })).fetch })
    const ticket = await screen.findByRole('region', { name: 'Ваш билет' })
    await expect.poll(() => within(ticket).getByRole('button', { name: /Скачать билет/ }).className).toContain('button--primary')
  })

  it('greets by the Latin name in English, with the speaker label', async () => {
    storeSession()
    await renderRoute('/cabinet', { lang: 'en', fetch: fakeFetch(cabinetHandlers({ '/acc/api/user/event/view/': speakerView })).fetch })
    expect(await screen.findByRole('heading', { level: 1, name: 'My account' })).toBeInTheDocument()
    expect(screen.getByText(/Hello, Anna!/)).toBeInTheDocument()
    expect(screen.getByText('Speaker')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Download ticket (PDF)' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Forum program (PDF, all days and halls)' })).toBeInTheDocument()
    // The avatar without a picture: Latin initials.
    expect(document.querySelector('.cabinet__head .userpic-badge')).toHaveTextContent('AS')
  })

  it('English greets without a name rather than with a Cyrillic one', async () => {
    storeSession()
    const handlers = cabinetHandlers({ '/acc/api/user/me/': { ...aUser(), profile: aProfile({ firstname_en: '', lastname_en: '' }) } })
    await renderRoute('/cabinet', { lang: 'en', fetch: fakeFetch(handlers).fetch })
    expect(await screen.findByText('Hello!')).toBeInTheDocument()
    expect(document.querySelector('.cabinet__head .userpic-badge')?.textContent).toBe('')
  })

  it('the cabinet’s primary action for a new user is registering for the forum; no ticket yet, no program link when the event has none', async () => {
    storeSession()
    await renderRoute('/cabinet', { fetch: fakeFetch(cabinetHandlers({ '/events/35': [anEvent({ program_link: null })] })).fetch })
    const next = await screen.findByRole('region', { name: 'Регистрация на форум' })
    const register = within(next).getByRole('link', { name: 'Зарегистрироваться на форум' })
    expect(register).toHaveAttribute('href', '/cabinet/event-registration')
    expect(register.className).toContain('button--primary')
    expect(screen.getAllByRole('heading', { level: 2 })[0]).toHaveTextContent('Регистрация на форум')
    expect(document.querySelectorAll('main .button--primary')).toHaveLength(1)
    expect(screen.queryByRole('button', { name: /Скачать билет/ })).not.toBeInTheDocument()
    expect(screen.queryByRole('link', { name: /Программа форума/ })).not.toBeInTheDocument()
  })

  it('the userpic shows in the cabinet and in the header', async () => {
    storeSession()
    const handlers = cabinetHandlers({ '/acc/api/user/me/': { ...aUser(), profile: aProfile({ userpic: '/media/userpics/7.webp' }) } })
    await renderRoute('/cabinet', { fetch: fakeFetch(handlers).fetch })
    await screen.findByRole('heading', { level: 1, name: 'Личный кабинет' })
    const pics = () => [...document.querySelectorAll('img.userpic-badge[src="/media/userpics/7.webp"]')]
    // The header has it in its bar and, for phones, in its menu: one of them shows at each width.
    await expect.poll(() => pics().filter((img) => img.closest('header')).length).toBeGreaterThan(0)
    expect(pics().filter((img) => img.closest('main'))).toHaveLength(1)
  })

  it('§2 my program: favorites and participations by day, overlapping sessions marked', async () => {
    storeSession()
    const meetings = [
      anAccountMeeting(3, { ...at('2026-12-09', '10:00', '11:00'), is_favorite: true, area: hall }),
      anAccountMeeting(1, { ...at('2026-12-08', '10:00', '11:30'), is_favorite: true, area: hall }),
      anAccountMeeting(2, { ...at('2026-12-08', '11:00', '12:00'), participation: 'participant', area: hall }),
      anAccountMeeting(4, { ...at('2026-12-08', '12:00', '13:00'), is_favorite: true, participation: 'participant' }),
    ]
    await renderRoute('/cabinet', { fetch: fakeFetch(cabinetHandlers({ '/acc/api/user/meeting': meetings })).fetch })
    const program = await screen.findByRole('region', { name: 'Моя программа' })
    expect(within(program).getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['вторник, 8 декабря', 'среда, 9 декабря'])
    const day = within(program).getByRole('region', { name: 'вторник, 8 декабря' })
    const items = within(day).getAllByRole('listitem')
    expect(items.map((li) => within(li).getAllByRole('link')[0]!.textContent)).toEqual(['Сессия 1', 'Сессия 2', 'Сессия 4'])
    expect(items[0]).toHaveTextContent('10:00–11:30 · Зал 1')
    expect(items[0]).toHaveTextContent('Пересекается по времени с «Сессия 2»')
    expect(items[1]).toHaveTextContent('Пересекается по времени с «Сессия 1»')
    expect(items[2]).not.toHaveTextContent('Пересекается')
    // The cabinet shows each session once, with one control, whichever way it got in.
    for (const [i, item] of items.entries()) {
      expect(within(item).getAllByRole('button').map((b) => b.getAttribute('aria-label'))).toEqual([`Убрать из программы: Сессия ${[1, 2, 4][i]}`])
    }
    expect(screen.getByText('Время площадки: Казань (UTC+3)')).toBeInTheDocument()
    expect(program.querySelectorAll('a[href="/program/meeting/1"]')).toHaveLength(1)
  })

  it('§2 my program: the overlap note in English', async () => {
    storeSession()
    const meetings = [
      anAccountMeeting(1, { ...at('2026-12-08', '10:00', '11:30'), is_favorite: true }),
      anAccountMeeting(2, { ...at('2026-12-08', '11:00', '12:00'), is_favorite: true }),
    ]
    await renderRoute('/cabinet', { lang: 'en', fetch: fakeFetch(cabinetHandlers({ '/acc/api/user/meeting': meetings })).fetch })
    const program = await screen.findByRole('region', { name: 'My program' })
    expect(program).toHaveTextContent('Overlaps in time with «Session 2»')
    expect(within(program).getByRole('button', { name: 'Remove from program: Session 1' })).toBeInTheDocument()
  })

  it('an empty program offers the way to the program', async () => {
    storeSession()
    await renderRoute('/cabinet', { fetch: fakeFetch(cabinetHandlers()).fetch })
    const program = await screen.findByRole('region', { name: 'Моя программа' })
    expect(within(program).getByText('В вашей программе пока нет сессий')).toBeInTheDocument()
    expect(within(program).getByRole('link', { name: 'Выбрать сессии в программе' })).toHaveAttribute('href', '/program')
  })

  it('§6: a speaker without speeches is told to contact the administration (ru and en)', async () => {
    storeSession()
    await renderRoute('/cabinet', { fetch: fakeFetch(cabinetHandlers({ '/acc/api/user/event/view/': speakerView })).fetch })
    const speeches = await screen.findByRole('region', { name: 'Мои выступления' })
    expect(speeches).toHaveTextContent('Программа ваших выступлений пока пуста. Если вы выступаете на форуме, свяжитесь с администрацией.')
    expect(within(speeches).getByRole('link', { name: 'Контакты администрации' })).toHaveAttribute('href', '#contacts')
  })

  it('§6: the same in English', async () => {
    storeSession()
    await renderRoute('/cabinet', { lang: 'en', fetch: fakeFetch(cabinetHandlers({ '/acc/api/user/event/view/': speakerView })).fetch })
    const speeches = await screen.findByRole('region', { name: 'My talks' })
    expect(speeches).toHaveTextContent('You have no talks in the program yet. If you are speaking at the forum, please contact the organizers.')
  })

  it('§6: a speaker’s speeches with their files, and "Нет файлов презентаций" where a speech has none', async () => {
    storeSession()
    const api = fakeFetch(
      cabinetHandlers({
        '/acc/api/user/event/view/': speakerView,
        '/acc/api/user/meeting': [
          anAccountMeeting(5, { ...at('2026-12-08', '10:00', '11:00'), participation: 'speaker', area: hall }),
          anAccountMeeting(6, { ...at('2026-12-09', '10:00', '11:00'), participation: 'moderator' }),
        ],
        '/acc/api/user/media': [{ id: 9, meeting_id: 5, name: 'Слайды.pdf', url: '/api/acc/api/user/media/9/file', size: 2_400_000, mime: 'application/pdf' }],
      }),
    )
    await renderRoute('/cabinet', { fetch: api.fetch })
    const speeches = await screen.findByRole('region', { name: 'Мои выступления' })
    const [first, second] = within(speeches).getAllByRole('listitem').filter((li) => li.classList.contains('speech'))
    expect(first).toHaveTextContent('Сессия 5')
    expect(first).toHaveTextContent('Спикер')
    expect(within(first!).getByRole('button', { name: /Скачать Слайды\.pdf/ })).toBeInTheDocument()
    expect(second).toHaveTextContent('Модератор')
    expect(second).toHaveTextContent('Нет файлов презентаций')
    // A speaker's talks come first, and they are in their program, marked instead of a button.
    expect(screen.getAllByRole('heading', { level: 2 })[0]).toHaveTextContent('Мои выступления')
    const program = screen.getByRole('region', { name: 'Моя программа' })
    expect(within(program).getByRole('link', { name: 'Сессия 5' })).toBeInTheDocument()
    expect(within(program).getByText('Вы выступаете')).toBeInTheDocument()
    expect(within(program).getByText('Вы модератор')).toBeInTheDocument()
    expect(within(program).queryByRole('button')).not.toBeInTheDocument()
    expect(api.requests.find((r) => r.url.pathname.endsWith('/api/user/media'))!.url.searchParams.get('limit')).toBe('100')
  })

  it('§6: "No presentation files" in English', async () => {
    storeSession()
    const handlers = cabinetHandlers({
      '/acc/api/user/event/view/': speakerView,
      '/acc/api/user/meeting': [anAccountMeeting(5, { participation: 'speaker' })],
    })
    await renderRoute('/cabinet', { lang: 'en', fetch: fakeFetch(handlers).fetch })
    expect(await screen.findByText('No presentation files')).toBeInTheDocument()
  })

  it('§7: asks the account API for the person’s sessions, brief, with their halls only', async () => {
    storeSession()
    const api = fakeFetch(cabinetHandlers())
    await renderRoute('/cabinet', { fetch: api.fetch })
    await screen.findByRole('region', { name: 'Моя программа' })
    const calls = api.requests.filter((r) => r.url.pathname === '/api/acc/api/user/meeting')
    const call = calls.find((r) => r.url.searchParams.has('with'))!
    expect(call.url.searchParams.get('with')).toBe('area')
    expect(call.url.searchParams.get('event_id')).toBe('35')
    expect(call.headers.get('authorization')).toBe('Bearer token-stored')
    // Both lists of the person's sessions (the cabinet's and the favorites machine's) are brief.
    for (const { url } of calls) expect(url.searchParams.get('brief'), url.search).toBe('1')
    // A visitor has no speeches: their files are not asked for.
    expect(api.requests.some((r) => r.url.pathname.endsWith('/api/user/media'))).toBe(false)
  })

  it('§7: my program and the speeches render from the brief shape (titles only; files from userMedia)', async () => {
    storeSession()
    const brief = (m: AccountMeeting): AccountMeeting => ({ ...m, translations: { ru: { title: m.translations.ru!.title } } })
    const api = fakeFetch(
      cabinetHandlers({
        '/acc/api/user/event/view/': speakerView,
        '/acc/api/user/meeting': [
          brief(anAccountMeeting(1, { ...at('2026-12-08', '10:00', '11:00'), is_favorite: true, area: hall })),
          brief(anAccountMeeting(5, { ...at('2026-12-09', '10:00', '11:00'), participation: 'speaker', area: hall })),
        ],
        '/acc/api/user/media': [{ id: 9, meeting_id: 5, name: 'Слайды.pdf', url: '/api/acc/api/user/media/9/file', size: 2_400_000, mime: 'application/pdf' }],
      }),
    )
    await renderRoute('/cabinet', { fetch: api.fetch })
    const program = await screen.findByRole('region', { name: 'Моя программа' })
    expect(within(program).getByRole('link', { name: 'Сессия 1' })).toHaveAttribute('href', '/program/meeting/1')
    expect(program).toHaveTextContent('Зал 1')
    const speeches = screen.getByRole('region', { name: 'Мои выступления' })
    expect(within(speeches).getByRole('link', { name: 'Сессия 5' })).toHaveAttribute('href', '/program/meeting/5')
    expect(within(speeches).getByRole('button', { name: /Скачать Слайды\.pdf/ })).toBeInTheDocument()
  })

  it('removing a session one takes part in refuses the participation and takes it out of the program', async () => {
    storeSession()
    const api = fakeFetch(
      cabinetHandlers({
        '/acc/api/user/meeting': [anAccountMeeting(2, { participation: 'participant' })],
        '/acc/api/user/meeting/2': { meeting_id: 2, participation: null },
      }),
    )
    await renderRoute('/cabinet', { fetch: api.fetch })
    await userEvent.click(await screen.findByRole('button', { name: 'Убрать из программы: Сессия 2' }, { timeout: 5000 }))
    expect(await screen.findByText('Сессия «Сессия 2» убрана из вашей программы')).toBeInTheDocument()
    expect(screen.queryByRole('link', { name: 'Сессия 2' })).not.toBeInTheDocument()
    expect(api.requests.some((r) => r.url.pathname === '/api/acc/api/user/meeting/2')).toBe(true)
  })

  it('house style 8: hover preloads of the cabinet screens by an anonymous person call no account API', async () => {
    const api = fakeFetch(cabinetHandlers())
    const { router } = await renderRoute('/cabinet/event-registration/success', { fetch: api.fetch })
    await screen.findByRole('heading', { level: 1 })
    // The login screen the anonymous person is sent to asks which social logins exist (a public
    // call); the preloads themselves must add no account call.
    const accountCalls = () => api.requests.filter((r) => r.url.pathname.startsWith('/api/acc')).map((r) => r.url.pathname)
    const beforePreloads = accountCalls()
    expect(beforePreloads.every((path) => path === '/api/acc/auth/providers')).toBe(true)
    for (const to of ['/cabinet', '/cabinet/personal-data', '/cabinet/event-registration', '/broadcasts'] as const) await router.preloadRoute({ to })
    expect(accountCalls()).toEqual(beforePreloads)
  })
})
