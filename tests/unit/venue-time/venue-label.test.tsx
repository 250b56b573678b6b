import { screen, within } from '@testing-library/react'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { aMeeting, anEvent } from '../fixtures'
import { contentApi, programDb } from '../program/content-api'
import { fakeFetch, renderRoute } from '../render'

// The reader's zone is none of the venue's business.
const savedTz = process.env.TZ
beforeAll(() => {
  process.env.TZ = 'America/New_York'
})
afterAll(() => {
  process.env.TZ = savedTz
})

/** The test program moved to Berlin, over the night the clocks go forward (28 March 2027). */
function berlinApi(city = { ru: 'Берлин', en: 'Berlin' }) {
  const db = programDb()
  db.meetings = [
    aMeeting(501, { date: '2027-03-27', start_at: '2027-03-27T10:30:00+01:00', end_at: '2027-03-27T11:30:00+01:00', area_id: 1 }),
    aMeeting(502, { date: '2027-03-28', start_at: '2027-03-28T10:30:00+02:00', end_at: '2027-03-28T11:30:00+02:00', area_id: 1 }),
  ]
  const base = anEvent()
  const event = anEvent({
    starts_on: '2027-03-27',
    ends_on: '2027-03-28',
    timezone: 'Europe/Berlin',
    translations: {
      ru: { ...base.translations.ru!, city: city.ru },
      en: { ...base.translations.en!, city: city.en },
    },
  })
  return { ...contentApi(db), '/events/35': [event] }
}

const fact = async (label: string) => (await screen.findByText(label, { selector: 'dt' })).nextElementSibling as HTMLElement
const slots = () => within(screen.getByRole('main')).getAllByRole('heading', { level: 3 }).map((h) => h.textContent)

describe('§16 the label says whose time it is: the venue’s city and its offset on that day', () => {
  it('§16: in Russian, "Время площадки: Берлин (UTC+1)", and UTC+2 on the day after the change', async () => {
    await renderRoute('/program?day=2027-03-27', { fetch: fakeFetch(berlinApi()).fetch })
    expect(await screen.findByText('Время площадки: Берлин (UTC+1)')).toBeInTheDocument()
    expect(slots()).toEqual(['10:30'])
    await renderRoute('/program?day=2027-03-28', { fetch: fakeFetch(berlinApi()).fetch })
    expect(await screen.findByText('Время площадки: Берлин (UTC+2)')).toBeInTheDocument()
  })

  it('§16: in English, "Venue time: Berlin (UTC+1)"', async () => {
    await renderRoute('/program?day=2027-03-27', { lang: 'en', fetch: fakeFetch(berlinApi()).fetch })
    expect(await screen.findByText('Venue time: Berlin (UTC+1)')).toBeInTheDocument()
  })

  it('§16: the short label after a session’s time names the place and offset too', async () => {
    await renderRoute('/program/meeting/502', { fetch: fakeFetch(berlinApi()).fetch })
    expect(await fact('Время')).toHaveTextContent('10:30–11:30, время площадки (Берлин, UTC+2)')
  })

  it('§16: the short label in English, with the offset of that session’s day', async () => {
    await renderRoute('/program/meeting/501', { lang: 'en', fetch: fakeFetch(berlinApi()).fetch })
    expect(await fact('Time')).toHaveTextContent('10:30–11:30, venue time (Berlin, UTC+1)')
  })

  it('§16: an event without a city is named by its zone’s place', async () => {
    await renderRoute('/program?day=2027-03-27', { fetch: fakeFetch(berlinApi({ ru: '', en: '' })).fetch })
    expect(await screen.findByText('Время площадки: Berlin (UTC+1)')).toBeInTheDocument()
  })
})
