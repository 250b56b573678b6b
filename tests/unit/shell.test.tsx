import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { anEvent } from './fixtures'
import { deadFetch, fakeFetch, renderRoute } from './render'

describe('site shell', () => {
  it('§2: the Russian header menu has the program, the festival, speakers, broadcasts, news, industries, archive and contacts', async () => {
    await renderRoute('/', { fetch: fakeFetch({ '/events/35': [anEvent()] }).fetch })
    const [bar, menu] = await screen.findAllByRole('navigation', { name: 'Главное меню' })
    const links = within(menu!).getAllByRole('link').map((a) => a.textContent)
    expect(links).toEqual(['Программа', 'Спикеры', 'Фестиваль', 'Трансляции', 'Новости', 'Индустрии', 'Архив', 'Контакты'])
    // The bar holds them all too: the ones that fit (CSS decides by width), then "More" with every one.
    const more = bar!.querySelector('details.more')!
    expect(within(more as HTMLElement).getAllByRole('link').map((a) => a.textContent)).toEqual(links)
  })

  it('§2: the English header menu is the same without contacts', async () => {
    await renderRoute('/', { lang: 'en', fetch: fakeFetch({ '/events/35': [anEvent()] }).fetch })
    const [, menu] = await screen.findAllByRole('navigation', { name: 'Main menu' })
    const links = within(menu!).getAllByRole('link').map((a) => a.textContent)
    expect(links).toEqual(['Program', 'Speakers', 'Festival', 'Broadcasts', 'News', 'Industries', 'Archive'])
  })

  it('§2: the mobile menu toggles, and its name says what a press does', async () => {
    await renderRoute('/', { fetch: fakeFetch({ '/events/35': [anEvent()] }).fetch })
    const toggle = await screen.findByRole('button', { name: 'Открыть меню' })
    const fold = toggle.closest('details')!
    expect(fold.open).toBe(false)
    await userEvent.click(toggle)
    expect(fold.open).toBe(true)
    expect(screen.getByRole('button', { name: 'Закрыть меню' })).toBe(toggle)
  })

  it('§8: no response from the server shows "Server connection error" with a retry', async () => {
    await renderRoute('/', { fetch: deadFetch })
    expect(await screen.findByText('Ошибка соединения с сервером')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Повторить' })).toBeInTheDocument()
  })

  it('an unknown address shows the not-found screen', async () => {
    await renderRoute('/no-such-page', { fetch: fakeFetch({}).fetch })
    expect(await screen.findByRole('heading', { name: 'Страница не найдена' })).toBeInTheDocument()
  })
})
