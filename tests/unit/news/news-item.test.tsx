import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { aNewsItem, anEvent, anIndustry } from '../fixtures'
import { type Handlers, deadFetch, fakeFetch, json, renderRoute } from '../render'
import { richText } from '../rich-text'

const industries = [anIndustry(1, 'Музыка', 'Music'), anIndustry(2, 'Кино', 'Film'), anIndustry(3, 'Игры', 'Games')]

const handlers = (over: Handlers = {}): Handlers => ({
  '/news/35/5': aNewsItem(5, { industry_ids: [1, 3], image: '/media/demo/news/5.svg' }),
  '/industries': industries,
  // The frame's site name comes from the organizer's event (src/lib/site.ts).
  '/events/35': [anEvent()],
  ...over,
})

describe('one news item', () => {
  it('§2 /news/{id} (ru): title, date, industries, image, body and a way back', async () => {
    const { fetch, requests } = fakeFetch(handlers())
    await renderRoute('/news/5', { fetch })
    expect(await screen.findByRole('heading', { level: 1, name: 'Новость 5' })).toBeInTheDocument()
    expect(screen.getByText('1 ноября 2026 г.')).toBeInTheDocument()
    const tags = screen.getByRole('list', { name: 'Индустрии' })
    expect(
      within(tags)
        .getAllByRole('link')
        .map((a) => [a.textContent, a.getAttribute('href')]),
    ).toEqual([
      ['Музыка', '/news?industry=1'],
      ['Игры', '/news?industry=3'],
    ])
    expect(screen.getByText('Коротко')).toBeInTheDocument()
    await richText(() => screen.getByText('Текст'))
    expect(screen.getByRole('main').querySelector('img[src="/media/demo/news/5.svg"]')).not.toBeNull()
    expect(screen.getByRole('link', { name: 'Все новости' })).toHaveAttribute('href', '/news')
    expect(document.title).toBe('Новость 5 — Форум «Горизонт»')
    expect(requests.some((r) => r.url.pathname.endsWith('/news/35/5'))).toBe(true)
  })

  it('§2 /news/{id} (en): the same in English', async () => {
    await renderRoute('/news/5', { lang: 'en', fetch: fakeFetch(handlers()).fetch })
    expect(await screen.findByRole('heading', { level: 1, name: 'News 5' })).toBeInTheDocument()
    expect(screen.getByText('1 November 2026')).toBeInTheDocument()
    expect(
      within(screen.getByRole('list', { name: 'Industries' })).getByRole('link', { name: 'Games' }),
    ).toBeInTheDocument()
    await richText(() => screen.getByText('Text'))
    expect(screen.getByRole('link', { name: 'All news' })).toHaveAttribute('href', '/news')
  })

  it('the back link returns to the list', async () => {
    const { router } = await renderRoute('/news/5', {
      fetch: fakeFetch(handlers({ '/news/35': [aNewsItem(5)] })).fetch,
    })
    await userEvent.click(await screen.findByRole('link', { name: 'Все новости' }))
    expect(await screen.findByRole('heading', { level: 1, name: 'Новости' })).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/news')
  })

  it('an unknown id (the API answers 404) shows the not-found screen', async () => {
    await renderRoute('/news/999', {
      fetch: fakeFetch(handlers({ '/news/35/999': () => json(404, { message: 'Not found' }) })).fetch,
    })
    expect(await screen.findByRole('heading', { level: 1, name: 'Страница не найдена' })).toBeInTheDocument()
  })

  it('an unknown id in English shows the not-found screen too', async () => {
    // The not-found screen's English texts belong to the shell's catalog entries; assert its shape.
    await renderRoute('/news/999', { lang: 'en', fetch: fakeFetch(handlers()).fetch })
    expect(await screen.findByText('404')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: /Home page|На главную/ })).toHaveAttribute('href', '/')
  })

  it('an id that is not a number is not found, without asking the server', async () => {
    const { fetch, requests } = fakeFetch(handlers())
    await renderRoute('/news/abc', { fetch })
    expect(await screen.findByRole('heading', { level: 1, name: 'Страница не найдена' })).toBeInTheDocument()
    expect(requests.some((r) => r.url.pathname.includes('/news/35/'))).toBe(false)
  })

  it('an unpublished item is not shown even if the server returns it', async () => {
    await renderRoute('/news/5', {
      fetch: fakeFetch(handlers({ '/news/35/5': aNewsItem(5, { is_published: false }) })).fetch,
    })
    expect(await screen.findByRole('heading', { level: 1, name: 'Страница не найдена' })).toBeInTheDocument()
  })

  it('rich text is sanitized: no script, no event handlers', async () => {
    const body =
      '<p>Начало <strong>важное</strong></p><img src=x onerror=alert(1)><script>window.__pwned = 1</script><p onclick="alert(2)">Конец</p>'
    const item = aNewsItem(5, { translations: { ru: { title: 'Опасная', lead: '', body } } })
    await renderRoute('/news/5', { fetch: fakeFetch(handlers({ '/news/35/5': item })).fetch })
    // The sanitizer loads lazily: the <strong> exists only in the sanitized HTML, not in the plain-text fallback.
    const strong = await screen.findByText('важное', { selector: 'strong' })
    const article = strong.closest('article')!
    expect(within(article).getByText('Конец')).not.toHaveAttribute('onclick')
    expect(article.querySelector('script')).toBeNull()
    expect(article.querySelector('[onerror]')).toBeNull()
    expect(article.innerHTML).not.toContain('alert(1)')
    expect((window as unknown as { __pwned?: number }).__pwned).toBeUndefined()
  })

  it('§8: no response from the server shows "Server connection error"', async () => {
    await renderRoute('/news/5', { fetch: deadFetch })
    expect(await screen.findByText('Ошибка соединения с сервером')).toBeInTheDocument()
  })
})
