import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { anOrganization } from '../fixtures'
import { deadFetch, fakeFetch, json, renderRoute } from '../render'

const robots = () => document.head.querySelector('meta[name="robots"]')?.getAttribute('content')

const orgs = [
  anOrganization(1, {
    kind: 'organizer',
    translations: {
      ru: { name: 'Дирекция', description: 'Проводит форум' },
      en: { name: 'Directorate', description: 'Runs the forum' },
    },
  }),
  anOrganization(2, { kind: 'general_partner', website: 'https://bank.example' }),
  anOrganization(4, { kind: 'partner', sort: 2 }),
  anOrganization(3, { kind: 'partner', sort: 1 }),
  anOrganization(5, { kind: 'media_partner' }),
]

describe('partners page', () => {
  it('§2 /partners (ru): the offer for prospective partners and the partners’ logos', async () => {
    await renderRoute('/partners', { fetch: fakeFetch({ '/organizations/35': orgs }).fetch })
    expect(await screen.findByRole('heading', { level: 1, name: 'Партнёрам' })).toBeInTheDocument()
    expect(screen.getByRole('heading', { level: 2, name: 'Форматы партнёрства' })).toBeInTheDocument()
    expect(screen.getByRole('heading', { level: 3, name: 'Генеральный партнёр' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'partners@horizon-forum.example' })).toHaveAttribute(
      'href',
      'mailto:partners@horizon-forum.example',
    )
    const logos = screen.getByRole('list', { name: 'Логотипы партнёров' })
    // Partners of every kind but not the organizers, by kind then sort; the alt text is the name.
    expect(
      within(logos)
        .getAllByRole('img')
        .map((img) => img.getAttribute('alt')),
    ).toEqual(['Партнёр 2', 'Партнёр 3', 'Партнёр 4', 'Партнёр 5'])
  })

  it('§2 /partners (en): the same in English', async () => {
    await renderRoute('/partners', { lang: 'en', fetch: fakeFetch({ '/organizations/35': orgs }).fetch })
    expect(await screen.findByRole('heading', { level: 1, name: 'For partners' })).toBeInTheDocument()
    expect(screen.getByRole('heading', { level: 2, name: 'How to become a partner' })).toBeInTheDocument()
    expect(within(screen.getByRole('list', { name: 'Partner logos' })).getAllByRole('img')[0]).toHaveAttribute(
      'alt',
      'Partner 2',
    )
  })

  it('§2 robots: /partners is no-index, and the next route is index, follow again', async () => {
    const { router } = await renderRoute('/partners', { fetch: fakeFetch({ '/organizations/35': orgs }).fetch })
    await screen.findByRole('heading', { level: 1, name: 'Партнёрам' })
    await waitFor(() => expect(robots()).toBe('noindex, nofollow'))
    await userEvent.click(screen.getByRole('link', { name: 'Все организаторы и партнёры' }))
    expect(await screen.findByRole('heading', { level: 1, name: 'Организаторы и партнёры' })).toBeInTheDocument()
    await waitFor(() => expect(robots()).toBe('index, follow'))
    await router.navigate({ to: '/partners' })
    await waitFor(() => expect(robots()).toBe('noindex, nofollow'))
  })

  it('the offer stays readable when the logos fail to load', async () => {
    await renderRoute('/partners', {
      fetch: fakeFetch({ '/organizations/35': () => json(503, { message: 'down' }) }).fetch,
    })
    expect(await screen.findByRole('heading', { level: 1, name: 'Партнёрам' })).toBeInTheDocument()
    expect(screen.getByText(/Логотипы партнёров сейчас не загрузились/)).toBeInTheDocument()
    expect(screen.getByText(/Сервер временно недоступен/)).toBeInTheDocument()
  })

  it('§8: no response for the logos says "Server connection error" in place', async () => {
    await renderRoute('/partners', { fetch: deadFetch })
    expect(await screen.findByText(/Ошибка соединения с сервером/)).toBeInTheDocument()
    expect(screen.getByRole('heading', { level: 1, name: 'Партнёрам' })).toBeInTheDocument()
  })
})

describe('organizers and partners', () => {
  it('§2 /organizers-and-partners (ru): organizations grouped by kind, with logos (alt = name), names and descriptions', async () => {
    await renderRoute('/organizers-and-partners', { fetch: fakeFetch({ '/organizations/35': orgs }).fetch })
    expect(await screen.findByRole('heading', { level: 1, name: 'Организаторы и партнёры' })).toBeInTheDocument()
    const groups = within(screen.getByRole('main'))
      .getAllByRole('heading', { level: 2 })
      .map((h) => h.textContent)
    expect(groups).toEqual(['Организаторы', 'Генеральные партнёры', 'Партнёры', 'Информационные партнёры'])
    const organizers = screen.getByRole('region', { name: 'Организаторы' })
    expect(within(organizers).getByRole('img', { name: 'Дирекция' })).toHaveAttribute('src', '/media/demo/logo/1.svg')
    expect(within(organizers).getByRole('heading', { level: 3, name: 'Дирекция' })).toBeInTheDocument()
    expect(within(organizers).getByText('Проводит форум')).toBeInTheDocument()
    const partners = screen.getByRole('region', { name: 'Партнёры' })
    expect(
      within(partners)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Партнёр 3', 'Партнёр 4'])
    const site = screen.getByRole('link', { name: 'Сайт организации «Партнёр 2» (откроется в новой вкладке)' })
    expect(site).toHaveAttribute('href', 'https://bank.example')
  })

  it('§2 /organizers-and-partners (en): the same in English', async () => {
    await renderRoute('/organizers-and-partners', { lang: 'en', fetch: fakeFetch({ '/organizations/35': orgs }).fetch })
    expect(await screen.findByRole('heading', { level: 1, name: 'Organizers and partners' })).toBeInTheDocument()
    const media = screen.getByRole('region', { name: 'Media partners' })
    expect(within(media).getByRole('img', { name: 'Partner 5' })).toBeInTheDocument()
    expect(screen.getByRole('img', { name: 'Directorate' })).toBeInTheDocument()
  })

  it('empty state: no organizations yet, with a way to become a partner', async () => {
    await renderRoute('/organizers-and-partners', { fetch: fakeFetch({ '/organizations/35': [] }).fetch })
    expect(await screen.findByText('Список партнёров скоро появится')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Стать партнёром' })).toHaveAttribute('href', '/partners')
  })

  it('§8: no response from the server shows "Server connection error"', async () => {
    await renderRoute('/organizers-and-partners', { fetch: deadFetch })
    expect(await screen.findByText('Ошибка соединения с сервером')).toBeInTheDocument()
  })
})
