import { anArea, anEvent, anIndustry } from '../fixtures'
import type { Handlers } from '../render'
import { aUser } from '../auth/auth-helpers'

export { storeSession } from '../auth/auth-helpers'

/** 10:00–11:00 on a day, Moscow time. */
export const at = (date: string, from: string, to: string) => ({
  date,
  start_at: `${date}T${from}:00+03:00`,
  end_at: `${date}T${to}:00+03:00`,
})

export const aProfile = (over: Record<string, unknown> = {}) => ({
  id: 7,
  phone: '+7 900 000-26-26',
  sex: 'F',
  birthdate: '1994-05-17',
  firstname: 'Анна',
  lastname: 'Смирнова',
  surname: 'Сергеевна',
  firstname_en: 'Anna',
  lastname_en: 'Smirnova',
  userpic: null,
  organization: 'Студия «Северный свет»',
  organization_type: 'company',
  industry_id: 1,
  position: 'Продюсер',
  region: 'Республика Татарстан',
  city: 'Казань',
  education: 'Высшее',
  bio: 'Продюсирую документальные проекты.',
  ...over,
})

/** The person's calendar feed: its own key in the address, never the token. */
export const aCalendarFeed = (key = 'k'.repeat(43)) => ({
  url: `http://forum.test/media/calendar/feed/${key}.ics`,
  webcal_url: `webcal://forum.test/media/calendar/feed/${key}.ics`,
  created_at: '2026-11-01T10:00:00Z',
})

/** A logged-in visitor (storeSession() first) whose cabinet has nothing yet. */
export const cabinetHandlers = (over: Handlers = {}): Handlers => ({
  '/events/35': [anEvent()],
  '/industries': [anIndustry(1, 'Кино', 'Cinema'), anIndustry(2, 'Музыка', 'Music')],
  '/areas/35': [anArea(1)],
  '/acc/auth/logout': { message: 'ok' },
  '/acc/api/user/me/': { ...aUser(), profile: aProfile() },
  '/acc/api/user/event/view/': null,
  '/acc/api/user/meeting': [],
  '/acc/api/user/media': [],
  '/acc/api/user/calendar': aCalendarFeed(),
  '/acc/api/user/reminders': { enabled: false, minutes_before: 15 },
  ...over,
})

/** The lazy screens, loaded once: the first test of a file would pay for them inside its timeout. */
export async function loadCabinetScreens() {
  await Promise.all([
    import('../../../src/features/cabinet/CabinetPage'),
    import('../../../src/features/cabinet/profile/ProfilePage'),
    import('../../../src/features/cabinet/wizard/EventRegistrationPage'),
    import('../../../src/features/cabinet/wizard/SuccessPage'),
    import('../../../src/session/favorites-actor'),
    import('../../../src/features/program/MeetingPage'),
  ])
}
