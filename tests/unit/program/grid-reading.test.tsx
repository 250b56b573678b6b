import { screen, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { Lang } from '../../../kernel/constants'
import { fakeFetch, renderRoute } from '../render'
import { contentApi } from './content-api'

/**
 * What a screen reader says of the grid. Every session's link is named with its time
 * range and title (the visible text, so label-in-name holds) and described by its hall; the time
 * zone is said once, as the grid's description. Read straight through: hall, then its sessions.
 */
const expected = {
  ru: {
    grid: 'Сетка программы: вторник, 8 декабря',
    zone: 'Время площадки: Казань (UTC+3)',
    reading: ['Большой зал', '10:00–11:30 Музыка в цифре', 'Зал 1', '10:00–11:00 Будущее кино', '12:00–13:00 Саундтреки'],
  },
  en: {
    grid: 'Program grid: Tuesday 8 December',
    zone: 'Venue time: Kazan (UTC+3)',
    reading: ['Main hall', '10:00–11:30 Music goes digital', 'Hall 1', '10:00–11:00 The future of cinema', '12:00–13:00 Soundtracks'],
  },
} as const

const halls = {
  ru: { 1: 'Зал 1', 2: 'Большой зал' },
  en: { 1: 'Hall 1', 2: 'Main hall' },
} as const

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(new Date('2026-11-22T10:00:00+03:00'))
})
afterEach(() => vi.useRealTimers())

/**
 * The region read straight through, as a screen reader's reading cursor does: headings and links
 * as one utterance each, any other text as it comes, nothing under aria-hidden.
 */
function readAloud(root: Element): string[] {
  const out: string[] = []
  const walk = (node: Node) => {
    if (node.nodeType === Node.TEXT_NODE) {
      const text = node.textContent!.trim()
      if (text) out.push(text)
      return
    }
    if (!(node instanceof Element) || node.getAttribute('aria-hidden') === 'true') return
    if (node.matches('h3, a')) out.push(node.textContent!.replace(/\s+/g, ' ').trim())
    else node.childNodes.forEach(walk)
  }
  root.childNodes.forEach(walk)
  return out
}

for (const lang of ['ru', 'en'] as Lang[]) {
  describe(`the grid read aloud (${lang})`, () => {
    it(`§2: each session is announced with its time range and title, described by its hall; the time zone once (${lang})`, async () => {
      await renderRoute('/program/grid?day=2026-12-08', {
        lang,
        fetch: fakeFetch(contentApi()).fetch,
      })
      const region = await screen.findByRole('region', {
        name: expected[lang].grid,
      })
      expect(region).toHaveAccessibleDescription(expected[lang].zone)

      const [music, cinema, soundtracks] = expected[lang].reading.filter((line) => /^\d/.test(line))
      expect(within(region).getByRole('link', { name: music })).toHaveAccessibleDescription(halls[lang][2])
      expect(within(region).getByRole('link', { name: cinema })).toHaveAccessibleDescription(halls[lang][1])
      expect(within(region).getByRole('link', { name: soundtracks })).toHaveAccessibleDescription(halls[lang][1])
      // Hall, then its sessions' time and title; the time column's hour labels are not read in between.
      expect(readAloud(region)).toEqual(expected[lang].reading)
    })

    it(`§2: the detailed grid's sessions start with their time and title too, and name their hall (${lang})`, async () => {
      await renderRoute('/program/detailed-grid?day=2026-12-08', {
        lang,
        fetch: fakeFetch(contentApi()).fetch,
      })
      const region = await screen.findByRole('region', {
        name: expected[lang].grid,
      })
      const links = within(region).getAllByRole('link', {
        name: /^\d\d:\d\d–\d\d:\d\d /,
      })
      expect(links).toHaveLength(3)
      const cinema = expected[lang].reading[3]
      const link = links.find((a) => a.textContent!.startsWith(cinema))!
      expect(link).toHaveAccessibleName(new RegExp(`^${cinema} `))
      expect(link).toHaveAccessibleDescription(halls[lang][1])
    })
  })
}
