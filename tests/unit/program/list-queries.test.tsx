import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { fakeFetch, renderRoute } from '../render'
import { contentApi } from './content-api'
import { richText } from '../rich-text'

const meetingCalls = (requests: { url: URL }[]) => requests.filter((r) => r.url.pathname.endsWith('/meeting')).map((r) => r.url)

/**
 * The fake API answers brief=1 the way the server does (titles only, speakers’ names only), so
 * each list screen here is also shown to render from the brief shape.
 */
describe('§7: list screens ask for brief meetings, the item pages for the full ones', () => {
  const LISTS: Array<[string, string]> = [
    ['/program?day=2026-12-08', 'Будущее кино'],
    ['/program/grid?day=2026-12-08', '10:00–11:00 Будущее кино'],
    ['/program/detailed-grid?day=2026-12-08', '10:00–11:00 Будущее кино Панельная дискуссия Анна Иванова-1, Анна Иванова-2'],
    ['/program/2', 'Музыка в цифре'],
    ['/festival-program', 'Концерт'],
    ['/', 'Будущее кино'],
    ['/broadcasts', 'Будущее кино'],
  ]
  for (const [path, title] of LISTS) {
    it(`${path} sends brief=1 and still shows the session titles`, async () => {
      const api = fakeFetch({ ...contentApi(), '/speakers/35': [], '/news/35': [] })
      await renderRoute(path, { fetch: api.fetch })
      // The first render of a file also loads the lazy route chunks: more than the default 1 s.
      expect(await screen.findByRole('link', { name: title }, { timeout: 5000 })).toBeInTheDocument()
      const calls = meetingCalls(api.requests)
      expect(calls.length).toBeGreaterThan(0)
      for (const url of calls) expect(url.searchParams.get('brief'), url.search).toBe('1')
    })
  }

  it('the detailed grid’s request, exactly (scripts/bench/api-figures.mjs loads this URL)', async () => {
    const api = fakeFetch(contentApi())
    await renderRoute('/program/detailed-grid?day=2026-12-08', { fetch: api.fetch })
    // Drawn twice, as the agenda (phones) and the grid (CSS shows one): the grid's cell here.
    await screen.findByRole('link', { name: /^10:00–11:00 Будущее кино/ })
    expect(meetingCalls(api.requests).map((url) => url.search)).toEqual([
      '?langs=ru&event_id=35&is_culture=0&date=2026-12-08&with=areaEventType,speakers&limit=1000&brief=1',
    ])
  })

  for (const [path, title] of [
    ['/program/meeting/101', 'Будущее кино'],
    ['/festival-program/201', 'Концерт'],
  ] as const) {
    it(`${path} asks for the full session, texts included`, async () => {
      const api = fakeFetch(contentApi())
      await renderRoute(path, { fetch: api.fetch })
      expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument()
      await richText(() => screen.getByText(`${title}: описание`))
      for (const url of meetingCalls(api.requests)) expect(url.searchParams.has('brief'), url.search).toBe(false)
    })
  }
})
