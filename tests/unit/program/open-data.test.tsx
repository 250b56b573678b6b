import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { fakeFetch, renderRoute } from '../render'
import { contentApi } from './content-api'

const links = (p: HTMLElement) => within(p).getAllByRole('link').map((a) => [a.textContent, a.getAttribute('href'), a.getAttribute('type')])

describe('/program — open schedule data', () => {
  it('§13.6: links the program as XML, JSON and iCal for schedule apps and calendars', async () => {
    await renderRoute('/program', { fetch: fakeFetch(contentApi()).fetch })
    const block = (await screen.findByText(/Открытые данные/)).closest('p')!
    expect(links(block)).toEqual([
      ['XML', '/media/schedule/35.xml', 'application/xml'],
      ['JSON', '/media/schedule/35.json', 'application/json'],
      ['iCal', '/media/schedule/35.ics', 'text/calendar'],
    ])
  })

  it('§13.6: in English the files carry English texts (?lang=en)', async () => {
    await renderRoute('/program', { lang: 'en', fetch: fakeFetch(contentApi()).fetch })
    const xml = await screen.findByRole('link', { name: 'XML' })
    expect(links(xml.closest('p')!).map(([, href]) => href)).toEqual([
      '/media/schedule/35.xml?lang=en',
      '/media/schedule/35.json?lang=en',
      '/media/schedule/35.ics?lang=en',
    ])
  })
})
