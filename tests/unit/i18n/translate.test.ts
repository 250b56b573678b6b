import { describe, expect, it } from 'vitest'
import { pick } from '../../../src/lib/translate'

describe('pick: the text in the reader\'s language, else the one that exists', () => {
  it('§1: the reader\'s language first', () => {
    expect(pick({ ru: 'Привет', en: 'Hello' }, 'en')).toBe('Hello')
    expect(pick({ ru: 'Привет', en: 'Hello' }, 'ru')).toBe('Привет')
  })

  it('§1: an English reader of a Russian-only text gets the Russian (the fallback language)', () => {
    expect(pick({ ru: 'Привет' }, 'en')).toBe('Привет')
  })

  it('§16: a Russian reader of an English-only program gets the English, never nothing', () => {
    expect(pick({ en: 'Hello' }, 'ru')).toBe('Hello')
  })

  it('nothing stored is nothing', () => {
    expect(pick({}, 'ru')).toBeUndefined()
  })
})
