import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeAll, describe, expect, it } from 'vitest'
import type { AccountMeeting } from '../../../kernel/contract/account'
import { anAccountMeeting, anArea, anEvent } from '../fixtures'
import { fakeFetch, renderRoute } from '../render'
import { at, cabinetHandlers, loadCabinetScreens, storeSession } from './cabinet-helpers'

beforeAll(loadCabinetScreens)

const visitorView = { member_role: 'visitor', qr_code: 'HRZ-QR-1' }
const speakerView = { member_role: 'speaker', qr_code: 'HRZ-QR-2' }
const hall = anArea(1)

describe('/cabinet — the personal account', () => {
  it('§2 cabinet: the visitor label, select events, download program and the ticket button (ru)', async () => {
    storeSession()
    await renderRoute('/cabinet', { fetch: fakeFetch(cabinetHandlers({ '/acc/api/user/event/view/': visitorView })).fetch })
    expect(await screen.findByRole('heading', { level: 1, name: 'Личный кабинет' })).toBeInTheDocument()
    expect(screen.getByText('Здравствуйте, Анна!')).toBeInTheDocument()
    const role = screen.getByRole('region', { name: 'Участие в форуме' })
    expect(within(role).getByText('Посетитель')).toBeInTheDocument()
    expect(within(role).getByRole('link', { name: 'Выбрать мероприятия' })).toHaveAttribute('href', '/program')
    expect(within(role).getByRole('link', { name: 'Скачать программу' })).toHaveAttribute('href', '/media/program-2026.pdf')
    expect(within(role).getByRole('button', { name: 'Скачать билет (действует на все дни)' })).toBeEnabled()
    expect(screen.queryByRole('region', { name: 'Мои выступления' })).not.toBeInTheDocument()
  })

  it('§2 cabinet: the speaker label and download ticket (en)', async () => {
    storeSession()
    await renderRoute('/cabinet', { lang: 'en', fetch: fakeFetch(cabinetHandlers({ '/acc/api/user/event/view/': speakerView })).fetch })
    expect(await screen.findByRole('heading', { level: 1, name: 'Personal account' })).toBeInTheDocument()
    expect(screen.getByText('Hello, Анна!')).toBeInTheDocument()
    expect(screen.getByText('Speaker')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Select events' })).toHaveAttribute('href', '/program')
    expect(screen.getByRole('link', { name: 'Download the program' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Download ticket (valid for all days)' })).toBeInTheDocument()
  })

  it('no event view yet: no ticket, a link to the event registration instead; no program link when the event has none', async () => {
    storeSession()
    await renderRoute('/cabinet', { fetch: fakeFetch(cabinetHandlers({ '/events/35': [anEvent({ program_link: null })] })).fetch })
    expect(await screen.findByText('Регистрация на форум не завершена')).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Скачать билет (действует на все дни)' })).not.toBeInTheDocument()
    expect(screen.getByText(/Билет появится после регистрации на форум/)).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Зарегистрироваться на форум' })).toHaveAttribute('href', '/cabinet/event-registration')
    expect(screen.queryByRole('link', { name: 'Скачать программу' })).not.toBeInTheDocument()
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
    // Favorites can be taken out; participations refused; a favorite not signed up for offers to take part.
    expect(within(items[0]!).getByRole('button', { name: 'Убрать из программы: Сессия 1' })).toBeInTheDocument()
    expect(within(items[0]!).getByRole('button', { name: 'Участвовать: Сессия 1' })).toBeInTheDocument()
    expect(within(items[1]!).queryByRole('button', { name: /Убрать из программы/ })).not.toBeInTheDocument()
    expect(within(items[1]!).getByRole('button', { name: 'Отказаться от участия: Сессия 2' })).toBeInTheDocument()
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
    const speeches = await screen.findByRole('region', { name: 'My speeches' })
    expect(speeches).toHaveTextContent('Your speech program is empty so far. If you speak at the forum, please contact the administration.')
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
    // Speeches are not repeated in "my program" unless chosen there.
    expect(within(screen.getByRole('region', { name: 'Моя программа' })).getByText('В вашей программе пока нет сессий')).toBeInTheDocument()
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

  it('refusing a participation from my program shows the spec’s message', async () => {
    storeSession()
    const handlers = cabinetHandlers({
      '/acc/api/user/meeting': [anAccountMeeting(2, { participation: 'participant' })],
      '/acc/api/user/meeting/2': { meeting_id: 2, participation: null },
    })
    await renderRoute('/cabinet', { fetch: fakeFetch(handlers).fetch })
    await userEvent.click(await screen.findByRole('button', { name: 'Отказаться от участия: Сессия 2' }))
    expect(await screen.findByText('Вы отказались от участия')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Участвовать: Сессия 2' })).toBeInTheDocument()
  })

  it('house style 8: hover preloads of the cabinet screens by an anonymous person call no account API', async () => {
    const api = fakeFetch(cabinetHandlers())
    const { router } = await renderRoute('/cabinet/event-registration/success', { fetch: api.fetch })
    await screen.findByRole('heading', { level: 1 })
    for (const to of ['/cabinet', '/cabinet/personal-data', '/cabinet/event-registration', '/broadcasts'] as const) await router.preloadRoute({ to })
    expect(api.requests.filter((r) => r.url.pathname.startsWith('/api/acc'))).toHaveLength(0)
  })
})
