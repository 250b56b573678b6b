import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { aMeeting, aNewsItem, aSpeaker, anArea, anEvent, anIndustry } from '../fixtures'
import { type Handlers, deadFetch, fakeFetch, json, renderRoute } from '../render'

const handlers = (over: Handlers = {}): Handlers => ({
  '/events/35': [anEvent(), anEvent({ id: 30, year: 2025 })],
  '/meeting': [
    aMeeting(2, { start_at: '2026-12-08T12:00:00+03:00', end_at: '2026-12-08T13:30:00+03:00', area: anArea(3) }),
    aMeeting(1, { area: anArea(1) }),
  ],
  '/industries': [anIndustry(1, 'Музыка', 'Music'), anIndustry(2, 'Кино', 'Film')],
  '/speakers/35': [aSpeaker(7, { on_main: true, photo: '/media/demo/speaker/7.svg' }), aSpeaker(8, { on_main: true })],
  '/news/35': [aNewsItem(11), aNewsItem(12)],
  ...over,
})

describe('home page', () => {
  it('§2 home (ru): what, when (venue time zone) and where, with the calls to action', async () => {
    await renderRoute('/', { fetch: fakeFetch(handlers()).fetch })
    expect(await screen.findByRole('heading', { level: 1, name: 'Форум «Горизонт»' })).toBeInTheDocument()
    expect(screen.getByText('8–11 декабря 2026 г. · Казань')).toBeInTheDocument()
    expect(screen.getByText('8–11 декабря 2026 г.', { selector: 'time' })).toHaveAttribute('datetime', '2026-12-08')
    expect(screen.getAllByText('Время площадки: Казань (UTC+3)').length).toBeGreaterThan(0)
    expect(screen.getByText('Казань, Казань Экспо')).toBeInTheDocument()
    expect(screen.getByText('Выставочная ул., 1')).toBeInTheDocument()
    const hero = screen.getByRole('region', { name: 'Форум «Горизонт»' })
    expect(within(hero).getByRole('link', { name: 'Зарегистрироваться' })).toHaveAttribute('href', '/registration')
    expect(within(hero).getByRole('link', { name: 'Деловая программа' })).toHaveAttribute('href', '/program')
    expect(within(hero).getByRole('link', { name: 'Программа фестиваля' })).toHaveAttribute('href', '/festival-program')
    expect(within(hero).getByRole('link', { name: 'Скачать программу' })).toHaveAttribute(
      'href',
      '/media/program-2026.pdf',
    )
  })

  it('§2 home (en): the same facts in English', async () => {
    await renderRoute('/', { lang: 'en', fetch: fakeFetch(handlers()).fetch })
    expect(await screen.findByRole('heading', { level: 1, name: 'Horizon Forum' })).toBeInTheDocument()
    expect(screen.getByText(/8\s*–\s*11 December 2026/, { selector: 'time' })).toBeInTheDocument()
    expect(screen.getAllByText('Venue time: Kazan (UTC+3)').length).toBeGreaterThan(0)
    expect(screen.getByText('Kazan, Kazan Expo')).toBeInTheDocument()
    const hero = screen.getByRole('region', { name: 'Horizon Forum' })
    expect(within(hero).getByRole('link', { name: 'Register' })).toHaveAttribute('href', '/registration')
    expect(within(hero).getByRole('link', { name: 'Festival program' })).toHaveAttribute('href', '/festival-program')
    expect(screen.getByText('12,000')).toBeInTheDocument()
    expect(screen.getByText('participants')).toBeInTheDocument()
    expect(screen.getByText('countries')).toBeInTheDocument()
  })

  it('the hero shows the opening paragraph of the description, the rest stays out', async () => {
    const description = '<p>Главное <strong>коротко</strong>.</p><ul><li>Длинный список</li></ul>'
    await renderRoute('/', {
      fetch: fakeFetch(
        handlers({ '/events/35': [anEvent({ translations: { ru: { ...anEvent().translations.ru!, description } } })] }),
      ).fetch,
    })
    expect(await screen.findByText('коротко', { selector: 'strong' })).toBeInTheDocument()
    expect(screen.queryByText('Длинный список')).toBeNull()
  })

  it('key figures agree with their numbers in Russian', async () => {
    await renderRoute('/', {
      fetch: fakeFetch(
        handlers({
          '/events/35': [anEvent({ stats: { participants: 12000, sessions: 9, speakers: 9, countries: 14 } })],
          // §16: sessions and speakers are counted from the content, not taken from the event's stats.
          '/figures/35': { sessions: 301, speakers: 42, halls: 0 },
        }),
      ).fetch,
    })
    const figures = await screen.findByRole('region', { name: 'Форум в цифрах' })
    const items = within(figures)
      .getAllByRole('listitem')
      .map((li) => li.textContent?.replace(/\s/g, ' '))
    expect(items).toEqual(['12 000 участников', '301 сессия деловой программы', '42 спикера', '14 стран'])
  })

  it('§16: the figures count business sessions, speakers and halls from the content; a zero or an unknown figure is not shown', async () => {
    await renderRoute('/', {
      fetch: fakeFetch(
        handlers({
          '/events/35': [anEvent({ stats: { participants: 0, sessions: 310, speakers: 300, countries: 0 } })],
          '/figures/35': { sessions: 895, speakers: 709, halls: 58 },
        }),
      ).fetch,
    })
    const figures = await screen.findByRole('region', { name: 'Форум в цифрах' })
    const items = within(figures)
      .getAllByRole('listitem')
      .map((li) => li.textContent?.replace(/\s/g, ' '))
    expect(items).toEqual(['895 сессий деловой программы', '709 спикеров', '58 залов'])
  })

  it('§16: with nothing counted and no organizer figures the figures section is left out', async () => {
    await renderRoute('/', {
      fetch: fakeFetch(handlers({ '/events/35': [anEvent({ stats: { participants: 0, sessions: 5, speakers: 5, countries: 0 } })] })).fetch,
    })
    await screen.findByRole('heading', { level: 1 })
    expect(screen.queryByRole('region', { name: 'Форум в цифрах' })).toBeNull()
  })

  it('highlights: business sessions in start order, with times in the venue zone, linking to the session', async () => {
    const { fetch, requests } = fakeFetch(handlers())
    await renderRoute('/', { fetch })
    const section = await screen.findByRole('region', { name: 'В деловой программе' })
    const links = within(section).getAllByRole('link', { name: /Сессия/ })
    expect(links.map((a) => a.getAttribute('href'))).toEqual(['/program/meeting/1', '/program/meeting/2'])
    expect(within(section).getByText(/8 дек\.?, 12:00–13:30/)).toBeInTheDocument()
    expect(within(section).getByText('Зал 3')).toBeInTheDocument()
    expect(within(section).getByText(/Время площадки: Казань \(UTC\+3/)).toBeInTheDocument()
    const query = requests.find((r) => r.url.pathname.endsWith('/meeting'))!.url.searchParams
    expect(query.get('is_culture')).toBe('0')
    expect(query.get('with')).toBe('area')
    expect(query.get('event_id')).toBe('35')
    expect(Number(query.get('limit'))).toBeGreaterThan(0)
  })

  it('industries link to their news and to the industries page; main speakers and the latest news are shown', async () => {
    const { fetch, requests } = fakeFetch(handlers())
    await renderRoute('/', { fetch })
    const industries = await screen.findByRole('region', { name: 'Индустрии форума' })
    expect(within(industries).getByRole('link', { name: 'Новости индустрии: Кино' })).toHaveAttribute(
      'href',
      '/news?industry=2',
    )
    expect(within(industries).getByRole('link', { name: 'Все индустрии' })).toHaveAttribute('href', '/industres')

    const speakers = screen.getByRole('region', { name: 'Спикеры' })
    expect(within(speakers).getByRole('heading', { name: 'Анна Иванова-7' })).toBeInTheDocument()
    expect(within(speakers).getAllByText('Директор, Студия')).toHaveLength(2)
    expect(within(speakers).getByText('АИ')).toBeInTheDocument()

    const news = screen.getByRole('region', { name: 'Новости' })
    expect(within(news).getByRole('link', { name: 'Новость 11' })).toHaveAttribute('href', '/news/11')
    expect(within(news).getByRole('link', { name: 'Все новости' })).toHaveAttribute('href', '/news')

    const speakersQuery = requests.find((r) => r.url.pathname.endsWith('/speakers/35'))!.url.searchParams
    expect(speakersQuery.get('on_main')).toBe('1')
    const newsQuery = requests.find((r) => r.url.pathname.endsWith('/news/35'))!.url.searchParams
    expect(Number(newsQuery.get('limit'))).toBeLessThanOrEqual(4)
  })

  it('a secondary block that fails is reported in place; the rest of the page stays', async () => {
    await renderRoute('/', { fetch: fakeFetch(handlers({ '/news/35': () => json(500, { message: 'boom' }) })).fetch })
    expect(await screen.findByRole('heading', { level: 1, name: 'Форум «Горизонт»' })).toBeInTheDocument()
    const news = screen.getByRole('region', { name: 'Новости' })
    expect(within(news).getByText(/Этот раздел сейчас не загрузился/)).toBeInTheDocument()
    expect(within(news).getByText(/Сервер временно недоступен/)).toBeInTheDocument()
    expect(screen.getByRole('region', { name: 'Спикеры' })).toBeInTheDocument()
  })

  it('§8: no response from the server shows "Server connection error"', async () => {
    await renderRoute('/', { fetch: deadFetch })
    expect(await screen.findByText('Ошибка соединения с сервером')).toBeInTheDocument()
    expect(screen.getByRole('heading', { level: 1, name: 'Не удалось загрузить страницу' })).toBeInTheDocument()
  })
})
