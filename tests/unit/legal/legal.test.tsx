import { screen, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { anEvent } from '../fixtures'
import { fakeFetch, renderRoute } from '../render'

// The texts are the site's own; only the frame asks for the organizer's event (its name, src/lib/site.ts).
const site = { '/events/35': [anEvent()] }

describe('legal texts', () => {
  it('§2 /privacy (ru): the policy with its sections, contents and the date of the wording, without calling the API', async () => {
    const { fetch, requests } = fakeFetch(site)
    await renderRoute('/privacy', { fetch })
    expect(await screen.findByRole('heading', { level: 1, name: 'Политика конфиденциальности' })).toBeInTheDocument()
    expect(screen.getByText('Редакция от 1 ноября 2026 г.')).toBeInTheDocument()
    expect(screen.getByText(/№ 152-ФЗ «О персональных данных»/)).toBeInTheDocument()
    const sections = within(screen.getByRole('main'))
      .getAllByRole('heading', { level: 2 })
      .map((h) => h.textContent)
    expect(sections).toHaveLength(8)
    expect(sections).toContain('7. Ваши права')
    const toc = screen.getByRole('navigation', { name: 'Содержание' })
    expect(within(toc).getByRole('link', { name: '7. Ваши права' })).toHaveAttribute('href', '/privacy#rights')
    expect(document.getElementById('rights')).toContainElement(
      screen.getByRole('heading', { level: 2, name: '7. Ваши права' }),
    )
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Пользовательское соглашение' })).toHaveAttribute(
      'href',
      '/agreement',
    )
    expect(document.title).toBe('Политика конфиденциальности — Форум «Горизонт»')
    expect(requests.map((r) => r.url.pathname)).toEqual(['/acms/api/v1.0/events/35'])
  })

  it('§2 /privacy (en): the English translation', async () => {
    await renderRoute('/privacy', { lang: 'en', fetch: fakeFetch(site).fetch })
    expect(await screen.findByRole('heading', { level: 1, name: 'Privacy policy' })).toBeInTheDocument()
    expect(screen.getByText('Version of 1 November 2026')).toBeInTheDocument()
    expect(screen.getByRole('heading', { level: 2, name: '2. What data we process' })).toBeInTheDocument()
    expect(screen.getByText(/withdraw your consent to processing/)).toBeInTheDocument()
  })

  it('§2 /agreement (ru): the user agreement with its sections', async () => {
    await renderRoute('/agreement', { fetch: fakeFetch(site).fetch })
    expect(await screen.findByRole('heading', { level: 1, name: 'Пользовательское соглашение' })).toBeInTheDocument()
    expect(screen.getByRole('heading', { level: 2, name: '3. Регистрация на форум и билет' })).toBeInTheDocument()
    expect(screen.getByText(/действует в дни, выбранные при регистрации/)).toBeInTheDocument()
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Политика конфиденциальности' })).toHaveAttribute(
      'href',
      '/privacy',
    )
  })

  it('§2 /agreement (en): the English translation', async () => {
    await renderRoute('/agreement', { lang: 'en', fetch: fakeFetch(site).fetch })
    expect(await screen.findByRole('heading', { level: 1, name: 'User agreement' })).toBeInTheDocument()
    expect(screen.getByRole('heading', { level: 2, name: '4. Broadcasts and materials' })).toBeInTheDocument()
    expect(screen.getByText(/valid on the days chosen at registration/)).toBeInTheDocument()
  })

  it('§2 navigation: opening a section’s address scrolls to that section', async () => {
    await renderRoute('/agreement#ticket', { fetch: fakeFetch(site).fetch })
    await screen.findByRole('heading', { level: 1, name: 'Пользовательское соглашение' })
    const target = document.getElementById('ticket')!
    await vi.waitFor(() => expect(vi.mocked(Element.prototype.scrollIntoView).mock.contexts).toContain(target))
  })
})
