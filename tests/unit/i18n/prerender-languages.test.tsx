import { describe, expect, it } from 'vitest'
import type { Lang } from '../../../kernel/constants'
import { prerender } from '../../../src/entry-server'
import { aNewsItem, anEvent, anIndustry } from '../fixtures'
import { fakeFetch } from '../render'

const handlers = {
  '/news/35/5': aNewsItem(5, { industry_ids: [1] }),
  '/industries': [anIndustry(1, 'Музыка', 'Music')],
  // The frame's site name comes from the organizer's event (src/lib/site.ts).
  '/events/35': [anEvent()],
}

/**
 * Holds the first call of each of `count` renders until all of them have made one, so the renders
 * are loading at the same time; gives up after a while (a render that waits for another to finish
 * first would never meet it) and says so.
 */
function meeting(count: number, giveUpMs = 2000) {
  const arrived: Array<() => void> = []
  let met = false
  const meet = () =>
    new Promise<void>((resolve) => {
      arrived.push(resolve)
      if (arrived.length === count) {
        met = true
        arrived.forEach((go) => go())
      } else setTimeout(resolve, giveUpMs)
    })
  return { meet, met: () => met }
}

function renderIn(lang: Lang, meet: () => Promise<void>) {
  const api = fakeFetch(handlers)
  let first = true
  const fetch = (async (input, init) => {
    if (first) {
      first = false
      await meet()
    }
    return api.fetch(input, init)
  }) as typeof globalThis.fetch
  return { page: prerender({ url: '/news/5', lang, fetch }), requests: api.requests }
}

describe('the server render (src/entry-server.tsx)', () => {
  it('§1: pages in ru and en rendered at the same time each come out in their own language', async () => {
    const together = meeting(2)
    const ru = renderIn('ru', together.meet)
    const en = renderIn('en', together.meet)
    const [ruPage, enPage] = await Promise.all([ru.page, en.page])
    expect(together.met()).toBe(true)

    expect(ruPage?.status).toBe(200)
    expect(ruPage?.html).toContain('Новость 5')
    expect(ruPage?.html).toContain('Все новости')
    expect(ruPage?.html).not.toContain('All news')
    expect(ruPage?.head.title).toBe('Новость 5 — Форум «Горизонт»')

    expect(enPage?.status).toBe(200)
    expect(enPage?.html).toContain('News 5')
    expect(enPage?.html).toContain('All news')
    expect(enPage?.html).not.toContain('Все новости')
    expect(enPage?.head.title).toMatch(/^News 5 — /)

    expect(ru.requests.map((r) => r.headers.get('X-Lang'))).toEqual(ru.requests.map(() => 'ru'))
    expect(en.requests.map((r) => r.headers.get('X-Lang'))).toEqual(en.requests.map(() => 'en'))
  })
})
