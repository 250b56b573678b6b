import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { anEvent } from '../fixtures'
import { deadFetch, fakeFetch, renderRoute } from '../render'
import { richText } from '../rich-text'

const past = (id: number, year: number) =>
  anEvent({
    id,
    year,
    starts_on: `${year}-12-05`,
    ends_on: `${year}-12-07`,
    image: `/media/demo/archive/${year}.svg`,
    stats: { participants: 5000 + year, sessions: 101, speakers: 22, countries: 1 },
    translations: {
      ru: { name: 'Горизонт', city: 'Казань', venue: 'Пирамида', address: '', description: `<p>Итоги ${year}</p>` },
      en: { name: 'Horizon', city: 'Kazan', venue: 'Pyramid', address: '', description: `<p>Results ${year}</p>` },
    },
  })

// The server lists the current event first, then past editions; here out of order on purpose.
const events = [anEvent(), past(20, 2023), past(30, 2025), past(25, 2024)]

describe('archive', () => {
  it('§7 /archive (ru): past editions (events after the first), newest first, with dates, place, figures and text', async () => {
    await renderRoute('/archive', { fetch: fakeFetch({ '/events/35': events }).fetch })
    expect(await screen.findByRole('heading', { level: 1, name: 'Архив' })).toBeInTheDocument()
    const names = within(screen.getByRole('main'))
      .getAllByRole('heading', { level: 2 })
      .map((h) => h.textContent)
    expect(names).toEqual(['Горизонт, 2025', 'Горизонт, 2024', 'Горизонт, 2023'])
    expect(screen.queryByText('Форум «Горизонт»', { selector: 'h2' })).toBeNull()
    const card = screen.getByRole('article', { name: 'Горизонт, 2025' })
    expect(within(card).getByText('2025')).toBeInTheDocument()
    expect(within(card).getByText(/5–7 декабря 2025/)).toBeInTheDocument()
    expect(within(card).getByText(/Казань, Пирамида/)).toBeInTheDocument()
    const stats = within(card).getByRole('list', { name: 'Итоги 2025 года' })
    expect(
      within(stats)
        .getAllByRole('listitem')
        .map((li) => li.textContent?.replace(/\s/g, ' ')),
    ).toEqual(['7 025 участников', '101 сессия', '22 спикера', '1 страна'])
    await richText(() => within(card).getByText('Итоги 2025'))
    expect(card.querySelector('img')).toHaveAttribute('src', '/media/demo/archive/2025.svg')
  })

  it('§7 /archive (en): the same in English', async () => {
    await renderRoute('/archive', { lang: 'en', fetch: fakeFetch({ '/events/35': events }).fetch })
    expect(await screen.findByRole('heading', { level: 1, name: 'Archive' })).toBeInTheDocument()
    const card = screen.getByRole('article', { name: 'Horizon, 2024' })
    expect(within(card).getByText(/5\s*–\s*7 December 2024/)).toBeInTheDocument()
    const stats = within(card).getByRole('list', { name: 'Results of 2024' })
    expect(
      within(stats)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['7,024 participants', '101 sessions', '22 speakers', '1 country'])
    await richText(() => within(card).getByText('Results 2024'))
  })

  it('a past edition with a program links to it, named with its year; one without has nothing to click', async () => {
    const withProgram = { ...past(30, 2025), program_link: '/media/program-2025.pdf' }
    const elsewhere = { ...past(25, 2024), program_link: 'https://horizon.example/2024/program' }
    const without = { ...past(20, 2023), program_link: null, translations: { ru: { ...past(20, 2023).translations.ru!, description: '<p>Итоги 2023</p>' } } }
    await renderRoute('/archive', { fetch: fakeFetch({ '/events/35': [anEvent(), withProgram, elsewhere, without] }).fetch })
    const card2025 = await screen.findByRole('article', { name: 'Горизонт, 2025' })
    // The card itself is no link: only the named link at its foot leads anywhere.
    expect(card2025.closest('a')).toBeNull()
    const pdf = within(card2025).getByRole('link', { name: 'Программа 2025 года PDF' })
    expect(pdf).toHaveAttribute('href', '/media/program-2025.pdf')
    const card2024 = screen.getByRole('article', { name: 'Горизонт, 2024' })
    expect(within(card2024).getByRole('link', { name: 'Программа 2024 года' })).toHaveAttribute('href', 'https://horizon.example/2024/program')
    const card2023 = screen.getByRole('article', { name: 'Горизонт, 2023' })
    await richText(() => within(card2023).getByText('Итоги 2023'))
    expect(within(card2023).queryAllByRole('link')).toEqual([])
    expect(within(card2023).queryAllByRole('button')).toEqual([])
  })

  it('a name that already carries the year is not repeated', async () => {
    const named = anEvent({
      id: 31,
      year: 2022,
      translations: { ru: { ...anEvent().translations.ru!, name: '«Горизонт»-2022' } },
    })
    await renderRoute('/archive', { fetch: fakeFetch({ '/events/35': [anEvent(), named] }).fetch })
    expect(await screen.findByRole('heading', { level: 2, name: '«Горизонт»-2022' })).toBeInTheDocument()
  })

  it('empty state: only the current event, no past editions', async () => {
    await renderRoute('/archive', { fetch: fakeFetch({ '/events/35': [anEvent()] }).fetch })
    expect(await screen.findByText('Архив пока пуст: это первый форум')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'О нынешнем форуме' })).toHaveAttribute('href', '/')
  })

  it('§8: no response from the server shows "Server connection error"', async () => {
    await renderRoute('/archive', { fetch: deadFetch })
    expect(await screen.findByText('Ошибка соединения с сервером')).toBeInTheDocument()
  })
})
