import { describe, expect, it } from 'vitest'
import { fallbackLang, pick } from '../../../src/lib/translate'

describe('a text in another language than the page is marked with its own (lang)', () => {
  it('an English page showing a Russian-only title marks it ru; a text in the page’s language gets no mark', () => {
    const ruOnly = { ru: { title: 'Архитектура' } }
    expect(pick(ruOnly, 'en')?.title).toBe('Архитектура')
    expect(fallbackLang(ruOnly, 'en')).toBe('ru')
    expect(fallbackLang(ruOnly, 'ru')).toBeUndefined()
    expect(fallbackLang({ ru: { title: 'А' }, en: { title: 'A' } }, 'en')).toBeUndefined()
    expect(fallbackLang({ en: { title: 'Architecture' } }, 'ru')).toBe('en')
  })
})
