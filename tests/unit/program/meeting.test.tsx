import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { deadFetch, fakeFetch, renderRoute } from '../render'
import { contentApi, programDb } from './content-api'
import { richText } from '../rich-text'

const fact = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling as HTMLElement

describe('/program/meeting/{id} — one session', () => {
  it('§2 session details: date, labelled venue time, venue, industry, format, key questions, expected result, description', async () => {
    const api = fakeFetch(contentApi())
    await renderRoute('/program/meeting/103', { fetch: api.fetch })
    expect(await screen.findByRole('heading', { level: 1, name: 'Саундтреки' })).toBeInTheDocument()
    expect(fact('Дата')).toHaveTextContent('вторник, 8 декабря')
    expect(fact('Время')).toHaveTextContent('12:00–13:00, время площадки (Казань, UTC+3)')
    expect(fact('Место')).toHaveTextContent('Зал 1, Павильон 1')
    expect(within(fact('Место')).getByRole('link', { name: 'Зал 1' })).toHaveAttribute('href', '/program/1')
    expect(fact('Индустрии')).toHaveTextContent('Кино, Музыка')
    expect(within(fact('Индустрии')).getByRole('link', { name: 'Музыка' })).toHaveAttribute('href', '/program?day=2026-12-08&industry=2')
    expect(fact('Формат')).toHaveTextContent('Панельная дискуссия')
    expect(screen.getByRole('heading', { name: 'Ключевые вопросы' })).toBeInTheDocument()
    await richText(() => screen.getByText('Кто платит?'))
    expect(screen.getByRole('heading', { name: 'Ожидаемый результат' })).toBeInTheDocument()
    expect(screen.getByText('Дорожная карта')).toBeInTheDocument()
    expect(screen.getByText('Саундтреки: описание')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: '← Вернуться к программе' })).toHaveAttribute('href', '/program?day=2026-12-08')

    const call = api.requests.find((r) => r.url.pathname.endsWith('/meeting'))!.url.searchParams
    expect(call.get('meeting_ids')).toBe('103')
    expect(call.get('with')).toBe('area,areaEventType,industries,speakers')
  })

  it('§2: speakers and moderators with their roles, position, organization, photo or initials', async () => {
    await renderRoute('/program/meeting/101', { fetch: fakeFetch(contentApi()).fetch })
    const list = within(await screen.findByRole('region', { name: 'Спикеры' })).getByRole('list')
    const [first, second] = within(list).getAllByRole('listitem')
    expect(first).toHaveTextContent('Модератор')
    expect(first).toHaveTextContent('Анна Иванова-1')
    expect(first).toHaveTextContent('Директор')
    expect(first).toHaveTextContent('Студия')
    expect(first).toHaveTextContent('АИ') // no photo: initials
    expect(second).toHaveTextContent('Спикер')
    expect(second).toHaveTextContent('Анна Иванова-2')
    expect(second!.querySelector('img')).toHaveAttribute('src', '/media/demo/speaker/2.jpg')
  })

  it('§2: a session with a broadcast shows the login prompt for registered users only', async () => {
    await renderRoute('/program/meeting/101', { fetch: fakeFetch(contentApi()).fetch })
    const block = await screen.findByRole('complementary', { name: 'Трансляция' })
    expect(within(block).getByText('Трансляции доступны только зарегистрированным пользователям')).toBeInTheDocument()
    expect(within(block).getByRole('link', { name: 'Войти, чтобы смотреть трансляцию' })).toHaveAttribute('href', '/authorization')
    expect(screen.queryByText('Трансляции пока нет')).not.toBeInTheDocument()
  })

  it('§2: a session without a broadcast shows the no-broadcast-yet notice', async () => {
    await renderRoute('/program/meeting/102', { fetch: fakeFetch(contentApi()).fetch })
    const block = await screen.findByRole('complementary', { name: 'Трансляция' })
    expect(block).toHaveTextContent('Трансляции пока нет')
    expect(within(block).queryByRole('link')).not.toBeInTheDocument()
  })

  it('in English: roles, labelled Moscow time and the broadcast texts', async () => {
    await renderRoute('/program/meeting/101', { lang: 'en', fetch: fakeFetch(contentApi()).fetch })
    expect(await screen.findByRole('heading', { level: 1, name: 'The future of cinema' })).toBeInTheDocument()
    expect(fact('Date')).toHaveTextContent('Tuesday 8 December')
    expect(fact('Time')).toHaveTextContent('10:00–11:00, venue time (Kazan, UTC+3)')
    expect(fact('Industry')).toHaveTextContent('Cinema')
    expect(fact('Format')).toHaveTextContent('Panel discussion')
    expect(screen.getByRole('heading', { name: 'Key questions' })).toBeInTheDocument()
    expect(screen.getByRole('heading', { name: 'Expected result' })).toBeInTheDocument()
    const people = within(screen.getByRole('region', { name: 'Speakers' })).getAllByRole('listitem')
    expect(people.map((p) => p.querySelector('.speaker__role')?.textContent)).toEqual(['Moderator', 'Speaker'])
    expect(screen.getByText('Broadcasts are available to registered users only')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: '← Back to the program' })).toBeInTheDocument()
  })

  it('in English, no broadcast yet', async () => {
    await renderRoute('/program/meeting/102', { lang: 'en', fetch: fakeFetch(contentApi()).fetch })
    expect(await screen.findByText('No broadcast yet')).toBeInTheDocument()
  })

  it('shows the time on the venue clock even when the API writes it in UTC', async () => {
    const db = programDb()
    db.meetings = db.meetings.map((m) => (m.id === 102 ? { ...m, start_at: '2026-12-08T07:00:00Z', end_at: '2026-12-08T08:30:00Z' } : m))
    await renderRoute('/program/meeting/102', { fetch: fakeFetch(contentApi(db)).fetch })
    await screen.findByRole('heading', { level: 1, name: 'Музыка в цифре' })
    expect(fact('Время')).toHaveTextContent('10:00–11:30, время площадки (Казань, UTC+3)')
  })

  it.each(['/program/meeting/999', '/program/meeting/abc'])('an unknown session (%s) shows the not-found screen', async (path) => {
    await renderRoute(path, { fetch: fakeFetch(contentApi()).fetch })
    expect(await screen.findByRole('heading', { level: 1, name: 'Страница не найдена' })).toBeInTheDocument()
  })

  it('a festival item asked for as a session opens on its festival page', async () => {
    const { router } = await renderRoute('/program/meeting/201', { fetch: fakeFetch(contentApi()).fetch })
    expect(await screen.findByRole('heading', { level: 1, name: 'Концерт' })).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/festival-program/201')
  })

  it('§8: no response from the server shows "Server connection error"', async () => {
    await renderRoute('/program/meeting/101', { fetch: deadFetch })
    expect(await screen.findByText('Ошибка соединения с сервером')).toBeInTheDocument()
  })
})
