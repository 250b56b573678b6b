import { describe, expect, it } from 'vitest'
import { sessionLanguages } from '../../../src/features/program/session-lang'

describe('the session language note', () => {
  it('§16: a language other than the reader\'s is named in the reader\'s language', () => {
    expect(sessionLanguages('en', 'ru')).toEqual(['английский'])
    expect(sessionLanguages('de', 'en')).toEqual(['German'])
    expect(sessionLanguages('de, en', 'ru')).toEqual(['немецкий', 'английский'])
  })

  it('§16: no note when the reader\'s language is among the declared, or none is declared', () => {
    expect(sessionLanguages('ru', 'ru')).toEqual([])
    expect(sessionLanguages('de, en', 'en')).toEqual([])
    expect(sessionLanguages('en-US', 'en')).toEqual([])
    expect(sessionLanguages(null, 'ru')).toEqual([])
    expect(sessionLanguages('  ', 'ru')).toEqual([])
  })

  it('a declaration Intl cannot name is shown as written', () => {
    expect(sessionLanguages('Klingon', 'en')).toEqual(['Klingon'])
  })
})
