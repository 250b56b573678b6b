import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { aMeeting } from '../fixtures'
import { contentApi, programDb } from '../program/content-api'
import { deadFetch, fakeFetch, renderRoute } from '../render'
import { richText } from '../rich-text'

const titles = () => within(screen.getByRole('main')).queryAllByRole('heading', { level: 3 }).map((h) => h.textContent)

function festivalDb() {
  const db = programDb()
  db.meetings.push(
    aMeeting(203, {
      is_culture: true,
      area_id: 9,
      date: '2026-12-08',
      start_at: '2026-12-08T16:00:00+03:00',
      end_at: '2026-12-08T17:00:00+03:00',
      industry_ids: [],
      interest_ids: [1, 3],
      area_event_type_id: null,
      translations: { ru: { title: 'Джаз на крыше', description: '', key_questions: '', expected_result: '' }, en: { title: 'Rooftop jazz', description: '', key_questions: '', expected_result: '' } },
    }),
  )
  return db
}

describe('/festival-program — the festival program', () => {
  it('shows the festival items one day at a time, with day tabs, time, venue, interests and age limit; business sessions stay out', async () => {
    const api = fakeFetch(contentApi(festivalDb()))
    await renderRoute('/festival-program', { fetch: api.fetch })
    expect(await screen.findByRole('heading', { level: 1, name: 'Фестивальная программа' })).toBeInTheDocument()
    // Before the forum it opens at its first day with something on; the tabs are the days with items.
    const tabs = screen.getByRole('navigation', { name: 'Дни форума' })
    expect(within(tabs).getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual(['/festival-program?day=2026-12-08', '/festival-program?day=2026-12-10'])
    expect(within(tabs).getAllByRole('link')[0]).toHaveAttribute('aria-current', 'page')
    expect(within(screen.getByRole('main')).getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['вторник, 8 декабря'])
    expect(titles()).toEqual(['Джаз на крыше', 'Концерт'])
    const card = screen.getByRole('heading', { name: 'Концерт' }).closest('article')!
    expect(within(card).getByRole('link', { name: 'Концерт' })).toHaveAttribute('href', '/festival-program/201')
    expect(card).toHaveTextContent('19:00–21:00')
    expect(card).toHaveTextContent('Зал 9, Павильон 1')
    expect(within(card).getByRole('list', { name: 'Интересы и возраст' })).toHaveTextContent('Музыка12+')
    expect(screen.getByText('Время площадки: Казань (UTC+3)')).toBeInTheDocument()
    const call = api.requests.find((r) => r.url.pathname.endsWith('/meeting'))!.url.searchParams
    expect(call.get('is_culture')).toBe('1')
    expect(call.get('with')).toBe('area')
  })

  it('the interest filter changes the URL and the list; the empty state resets it', async () => {
    const { router } = await renderRoute('/festival-program', { fetch: fakeFetch(contentApi(festivalDb())).fetch })
    const filter = await screen.findByRole('navigation', { name: 'Фильтр по интересам' })
    expect(within(filter).getByRole('link', { name: 'Все события' })).toHaveAttribute('aria-current', 'page')
    await userEvent.click(within(filter).getByRole('link', { name: 'Музыка' }))
    expect(router.state.location.search).toEqual({ interest: 1 })
    expect(titles()).toEqual(['Джаз на крыше', 'Концерт'])
    expect(within(filter).getByRole('link', { name: 'Музыка' })).toHaveAttribute('aria-current', 'page')
    expect(within(filter).getByRole('link', { name: 'Все события' })).not.toHaveAttribute('aria-current')

    await userEvent.click(within(filter).getByRole('link', { name: 'Театр' }))
    expect(titles()).toEqual(['Джаз на крыше'])

    // The filter keeps the day: the film is on the 10th.
    await userEvent.click(within(filter).getByRole('link', { name: 'Кино' }))
    expect(await screen.findByText('В этот день по этому интересу событий нет')).toBeInTheDocument()
    await userEvent.click(within(screen.getByRole('navigation', { name: 'Дни форума' })).getAllByRole('link')[1]!)
    expect(router.state.location.search).toEqual({ interest: 2, day: '2026-12-10' })
    expect(titles()).toEqual(['Кинопоказ'])
  })

  it('an interest with no items shows the empty state with a reset link', async () => {
    const db = festivalDb()
    db.interests.push({ id: 4, slug: 'dance', translations: { ru: { name: 'Танец' }, en: { name: 'Dance' } } })
    const { router } = await renderRoute('/festival-program?interest=4', { fetch: fakeFetch(contentApi(db)).fetch })
    expect(await screen.findByText('В этот день по этому интересу событий нет')).toBeInTheDocument()
    await userEvent.click(screen.getByRole('link', { name: 'Сбросить фильтр' }))
    expect(router.state.location.search).toEqual({ day: '2026-12-08' })
    expect(titles()).toHaveLength(2)
  })

  it('in English', async () => {
    await renderRoute('/festival-program?interest=2&day=2026-12-10', { lang: 'en', fetch: fakeFetch(contentApi(festivalDb())).fetch })
    expect(await screen.findByRole('heading', { level: 1, name: 'Festival program' })).toBeInTheDocument()
    expect(screen.getByRole('navigation', { name: 'Filter by interest' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'All events' })).toBeInTheDocument()
    expect(screen.getByRole('heading', { level: 2, name: 'Thursday 10 December' })).toBeInTheDocument()
    expect(titles()).toEqual(['Screening'])
  })

  it('a festival not yet published says so', async () => {
    const db = programDb()
    db.meetings = db.meetings.filter((m) => !m.is_culture)
    await renderRoute('/festival-program', { fetch: fakeFetch(contentApi(db)).fetch })
    expect(await screen.findByText('Фестивальная программа пока не опубликована')).toBeInTheDocument()
  })

  it('§8: no response from the server shows "Server connection error"', async () => {
    await renderRoute('/festival-program', { fetch: deadFetch })
    expect(await screen.findByText('Ошибка соединения с сервером')).toBeInTheDocument()
  })
})

describe('/festival-program/{id} — one festival item', () => {
  const fact = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling as HTMLElement

  it('shows title, date, labelled venue time, venue, interests, age limit, description and participants', async () => {
    const api = fakeFetch(contentApi())
    await renderRoute('/festival-program/201', { fetch: api.fetch })
    expect(await screen.findByRole('heading', { level: 1, name: 'Концерт' })).toBeInTheDocument()
    expect(fact('Дата')).toHaveTextContent('вторник, 8 декабря')
    expect(fact('Время')).toHaveTextContent('19:00–21:00, время площадки (Казань, UTC+3)')
    expect(fact('Место')).toHaveTextContent('Зал 9, Павильон 1')
    expect(within(fact('Интересы')).getByRole('link', { name: 'Музыка' })).toHaveAttribute('href', '/festival-program?interest=1')
    expect(fact('Возрастное ограничение')).toHaveTextContent('12+')
    await richText(() => screen.getByText('Концерт: описание'))
    const people = within(screen.getByRole('region', { name: 'Участники' })).getAllByRole('listitem')
    expect(people[0]).toHaveTextContent('СпикерАнна Иванова-2')
    expect(screen.getByRole('link', { name: '← Фестивальная программа' })).toHaveAttribute('href', '/festival-program')
    const call = api.requests.find((r) => r.url.pathname.endsWith('/meeting'))!.url.searchParams
    expect(call.get('meeting_ids')).toBe('201')
    expect(call.get('with')).toBe('area,interests,speakers')
  })

  it('without speakers there is no participants section', async () => {
    await renderRoute('/festival-program/202', { fetch: fakeFetch(contentApi()).fetch })
    expect(await screen.findByRole('heading', { level: 1, name: 'Кинопоказ' })).toBeInTheDocument()
    expect(screen.queryByRole('region', { name: 'Участники' })).not.toBeInTheDocument()
  })

  it('in English', async () => {
    await renderRoute('/festival-program/201', { lang: 'en', fetch: fakeFetch(contentApi()).fetch })
    expect(await screen.findByRole('heading', { level: 1, name: 'Concert' })).toBeInTheDocument()
    expect(fact('Time')).toHaveTextContent('19:00–21:00, venue time (Kazan, UTC+3)')
    expect(fact('Age limit')).toHaveTextContent('12+')
    expect(fact('Interests')).toHaveTextContent('Music')
  })

  it.each(['/festival-program/999', '/festival-program/nope'])('an unknown item (%s) shows the not-found screen', async (path) => {
    await renderRoute(path, { fetch: fakeFetch(contentApi()).fetch })
    expect(await screen.findByRole('heading', { level: 1, name: 'Страница не найдена' })).toBeInTheDocument()
  })

  it('§8: no response from the server shows "Server connection error"', async () => {
    await renderRoute('/festival-program/201', { fetch: deadFetch })
    expect(await screen.findByText('Ошибка соединения с сервером')).toBeInTheDocument()
  })
})
