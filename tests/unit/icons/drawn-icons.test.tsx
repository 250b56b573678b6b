import { readFileSync, readdirSync } from 'node:fs'
import path from 'node:path'
import { screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { fakeFetch, renderRoute } from '../render'
import { contentApi } from '../program/content-api'

/**
 * Icons in the interface are drawn (inline SVG), not emoji: on a machine without an emoji font an
 * emoji shows as an empty box. Symbols that ordinary text fonts carry (★ ☆ ✓ ⚠ ☰ © ® ™, arrows)
 * may stay characters.
 */
const PICTOGRAPH = /\p{Extended_Pictographic}/gu
const TEXT_FONT_SYMBOLS = new Set(['★', '☆', '✓', '⚠', '☰', '©', '®', '™'])
const emojiIn = (text: string | null) => [...(text ?? '').matchAll(PICTOGRAPH)].map((m) => m[0]).filter((c) => !TEXT_FONT_SYMBOLS.has(c))

beforeEach(() => {
  // The forum's first day at noon in Kazan: the grid offers "jump to now".
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(new Date('2026-12-08T12:00:00+03:00'))
})
afterEach(() => vi.useRealTimers())

describe('icons are drawn, not emoji', () => {
  it('"Add to calendar" on a session page carries a drawn calendar and no emoji', async () => {
    await renderRoute('/program/meeting/103', { fetch: fakeFetch(contentApi()).fetch })
    await screen.findByRole('heading', { level: 1, name: 'Саундтреки' })
    const link = screen.getByRole('link', { name: 'Добавить в календарь' })
    expect(link.querySelector('svg')).not.toBeNull()
    expect(emojiIn(link.textContent)).toEqual([])
  })

  it('"Jump to now" on the grid during the forum carries a drawn clock and no emoji', async () => {
    await renderRoute('/program/grid?day=2026-12-08', { fetch: fakeFetch(contentApi()).fetch })
    const button = await screen.findByRole('button', { name: 'Перейти к текущему времени' })
    expect(button.querySelector('svg')).not.toBeNull()
    expect(emojiIn(button.textContent)).toEqual([])
  })

  it('no component in src/ writes an emoji into the page', () => {
    const root = path.resolve(import.meta.dirname, '../../../src')
    const files = (dir: string): string[] =>
      readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
        const full = path.join(dir, e.name)
        return e.isDirectory() ? files(full) : e.name.endsWith('.tsx') ? [full] : []
      })
    const found = files(root).flatMap((file) => {
      // Comments may name the character they replace.
      const code = readFileSync(file, 'utf8').replace(/\/\*[\s\S]*?\*\/|\/\/.*$/gm, '')
      return emojiIn(code).map((c) => `${path.relative(root, file)}: ${c}`)
    })
    expect(found).toEqual([])
  })
})
