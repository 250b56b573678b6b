import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeAll, describe, expect, it } from 'vitest'
import { fakeFetch, renderRoute } from '../render'
import { aCalendarFeed, cabinetHandlers, loadCabinetScreens, storeSession } from '../cabinet/cabinet-helpers'
import { contentApi } from '../program/content-api'

beforeAll(loadCabinetScreens)

describe('calendars', () => {
  it('a session page links its .ics in the reader’s language', async () => {
    await renderRoute('/program/meeting/103', { fetch: fakeFetch(contentApi()).fetch })
    await screen.findByRole('heading', { level: 1, name: 'Саундтреки' })
    expect(screen.getByRole('link', { name: /Добавить в календарь/ })).toHaveAttribute('href', '/media/calendar/meeting/103.ics')
  })

  it('in English the .ics comes with ?lang=en', async () => {
    await renderRoute('/program/meeting/103', { fetch: fakeFetch(contentApi()).fetch, lang: 'en' })
    await screen.findByRole('heading', { level: 1 })
    expect(screen.getByRole('link', { name: /Add to calendar|Добавить в календарь/ }) /* the English text comes with the next catalog extraction */).toHaveAttribute('href', '/media/calendar/meeting/103.ics?lang=en')
  })

  it('the cabinet subscribes to the feed (webcal://), downloads it, and renews its key: the old address is gone', async () => {
    storeSession()
    let renewed = false
    const handlers = cabinetHandlers({
      '/acc/api/user/calendar/renew': () => ((renewed = true), aCalendarFeed('n'.repeat(43))),
    })
    await renderRoute('/cabinet', { fetch: fakeFetch(handlers).fetch })
    const section = await screen.findByRole('region', { name: 'Файлы и календарь' })
    const subscribe = await within(section).findByRole('link', { name: 'Подписаться в календаре' })
    expect(subscribe).toHaveAttribute('href', `webcal://forum.test/media/calendar/feed/${'k'.repeat(43)}.ics`)
    expect(within(section).getByRole('link', { name: 'Моя программа (.ics)' })).toHaveAttribute(
      'href',
      `http://forum.test/media/calendar/feed/${'k'.repeat(43)}.ics?download=1`,
    )
    await userEvent.click(within(section).getByRole('button', { name: 'Обновить ссылку на календарь' }))
    expect(await within(section).findByText('Ссылка обновлена: старая больше не работает.')).toBeInTheDocument()
    expect(renewed).toBe(true)
    expect(subscribe).toHaveAttribute('href', `webcal://forum.test/media/calendar/feed/${'n'.repeat(43)}.ics`)
  })
})
