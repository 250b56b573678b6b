import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { fakeFetch, renderRoute } from '../render'
import { contentApi, programDb } from './content-api'

const fact = (label: string) => screen.queryByText(label, { selector: 'dt' })?.nextElementSibling as HTMLElement | undefined

/** A program as a schedule import leaves it: one session withdrawn, languages declared, English-only texts. */
function imported() {
  const db = programDb()
  const [first, second, third] = db.meetings
  Object.assign(first!, { withdrawn: true, lang: 'en' })
  Object.assign(second!, { lang: 'de, en' })
  Object.assign(third!, { lang: 'ru', translations: { en: { title: 'Only in English', description: '<p>English text</p>' } } })
  return db
}

describe('§16: a session imported from an organizer\'s schedule', () => {
  it('a withdrawn session\'s page says it was cancelled (ru), and names its language when it is not the reader\'s', async () => {
    await renderRoute('/program/meeting/101', { fetch: fakeFetch(contentApi(imported())).fetch })
    expect(await screen.findByRole('heading', { level: 1, name: 'Будущее кино' })).toBeInTheDocument()
    expect(screen.getByRole('status')).toHaveTextContent('Сессия отменена')
    expect(fact('Язык')).toHaveTextContent('английский')
  })

  it('the same in English: cancelled, and no language note for an English session', async () => {
    await renderRoute('/program/meeting/101', { lang: 'en', fetch: fakeFetch(contentApi(imported())).fetch })
    expect(await screen.findByRole('heading', { level: 1, name: 'The future of cinema' })).toBeInTheDocument()
    expect(screen.getByRole('status')).toHaveTextContent(/cancelled|Сессия отменена/)
    expect(fact('Language')).toBeUndefined()
  })

  it('a session in two languages names both; a listed one says nothing about cancelling', async () => {
    await renderRoute('/program/meeting/102', { fetch: fakeFetch(contentApi(imported())).fetch })
    expect(await screen.findByRole('heading', { level: 1, name: 'Музыка в цифре' })).toBeInTheDocument()
    expect(fact('Язык')).toHaveTextContent('немецкий, английский')
    expect(screen.queryByText(/Сессия отменена/)).toBeNull()
  })

  it('§1: a reader of Russian sees the English text that exists, never an empty title', async () => {
    await renderRoute('/program/meeting/103', { fetch: fakeFetch(contentApi(imported())).fetch })
    expect(await screen.findByRole('heading', { level: 1, name: 'Only in English' })).toBeInTheDocument()
    expect(fact('Язык')).toBeUndefined()
  })
})
