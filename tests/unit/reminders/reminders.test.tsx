import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import type { ReminderSettings } from '../../../kernel/contract/account'
import { claimReminder, nextReminder, reminderTag, wasShown } from '../../../src/components/reminders/next-reminder'
import { forgetPerson } from '../../../src/session/personal-data'
import { anAccountMeeting } from '../fixtures'
import { type Handlers, fakeFetch, renderRoute } from '../render'
import { cabinetHandlers, loadCabinetScreens, storeSession } from '../cabinet/cabinet-helpers'

beforeAll(loadCabinetScreens)
afterEach(() => {
  vi.unstubAllGlobals()
  vi.useRealTimers()
})

/** The reminder settings behind a fake server: GET answers the stored ones, PUT stores the body and records it with its X-Lang. */
function remindersServer(initial: ReminderSettings = { enabled: false, minutes_before: 15 }) {
  let stored = initial
  const saves: Array<{ body: ReminderSettings; lang: string | null }> = []
  const handlers: Handlers = cabinetHandlers({
    '/acc/api/user/reminders': (_url: URL, init: RequestInit | undefined) => {
      if (init?.method === 'PUT') {
        stored = JSON.parse(String(init.body)) as ReminderSettings
        saves.push({ body: stored, lang: new Headers(init.headers).get('X-Lang') })
      }
      return stored
    },
  })
  return { handlers, saves }
}

/** A Notification the test controls: the permission, what requestPermission answers, and every notification shown. */
function stubNotification(permission: NotificationPermission, answer: NotificationPermission = 'granted') {
  const shown: Array<{ title: string; options?: NotificationOptions }> = []
  const requestPermission = vi.fn(async () => {
    Fake.permission = answer
    return answer
  })
  class Fake {
    static permission = permission
    static requestPermission = requestPermission
    constructor(title: string, options?: NotificationOptions) {
      shown.push({ title, options })
    }
  }
  vi.stubGlobal('Notification', Fake)
  return { shown, requestPermission }
}

describe('reminder settings in the cabinet', () => {
  it('off until turned on (15 minutes offered); turning on and choosing 30 minutes saves each (ru)', async () => {
    storeSession()
    const server = remindersServer()
    await renderRoute('/cabinet', { fetch: fakeFetch(server.handlers).fetch })
    const section = await screen.findByRole('region', { name: 'Напоминания' })
    const toggle = await within(section).findByRole('checkbox', { name: 'Напоминать о сессиях моей программы по почте' })
    expect(toggle).not.toBeChecked()
    expect(within(section).getByRole('radio', { name: '15 мин' })).toBeChecked()
    expect(within(section).getByRole('radio', { name: '30 мин' })).toBeDisabled()
    expect(within(section).getByText('В каждом письме есть ссылка, которая выключает напоминания без входа на сайт.')).toBeInTheDocument()

    await userEvent.click(toggle)
    expect(await within(section).findByText('Настройки напоминаний сохранены.')).toBeInTheDocument()
    expect(toggle).toBeChecked()
    await userEvent.click(within(section).getByRole('radio', { name: '30 мин' }))
    await waitFor(() => expect(server.saves).toHaveLength(2))
    expect(server.saves.map((s) => s.body)).toEqual([
      { enabled: true, minutes_before: 15 },
      { enabled: true, minutes_before: 30 },
    ])
    expect(server.saves[0]!.lang).toBe('ru')
  })

  it('in English the settings save with X-Lang en, the language of the mails (en)', async () => {
    storeSession()
    const server = remindersServer()
    await renderRoute('/cabinet', { lang: 'en', fetch: fakeFetch(server.handlers).fetch })
    // The English texts come with the lead's next catalog extraction; until then the Russian source shows.
    const section = await screen.findByRole('region', { name: /^(Reminders|Напоминания)$/ })
    await userEvent.click(await within(section).findByRole('checkbox'))
    await waitFor(() => expect(server.saves).toHaveLength(1))
    expect(server.saves[0]).toEqual({ body: { enabled: true, minutes_before: 15 }, lang: 'en' })
    expect(within(section).getByRole('radio', { name: /^15 (min|мин)$/ })).toBeChecked()
  })

  it('a refused save puts the switch back and says so', async () => {
    storeSession()
    const handlers = cabinetHandlers({
      '/acc/api/user/reminders': (_url: URL, init: RequestInit | undefined) =>
        init?.method === 'PUT' ? new Response('{"message":"no"}', { status: 500 }) : { enabled: false, minutes_before: 15 },
    })
    await renderRoute('/cabinet', { fetch: fakeFetch(handlers).fetch })
    const section = await screen.findByRole('region', { name: 'Напоминания' })
    const toggle = await within(section).findByRole('checkbox')
    await userEvent.click(toggle)
    expect(await within(section).findByText('Не удалось сохранить настройки напоминаний. Попробуйте ещё раз.')).toBeInTheDocument()
    expect(toggle).not.toBeChecked()
  })

  it('the browser is asked for notifications only on the button’s click', async () => {
    storeSession()
    const { requestPermission } = stubNotification('default')
    await renderRoute('/cabinet', { fetch: fakeFetch(remindersServer({ enabled: true, minutes_before: 15 }).handlers).fetch })
    const section = await screen.findByRole('region', { name: 'Напоминания' })
    const ask = await within(section).findByRole('button', { name: 'Получать уведомления в браузере' })
    expect(requestPermission).not.toHaveBeenCalled()
    await userEvent.click(ask)
    expect(requestPermission).toHaveBeenCalledTimes(1)
    expect(await within(section).findByText('Пока сайт открыт, напоминание придёт и уведомлением в браузере.')).toBeInTheDocument()
  })

  it('notifications refused in the browser: no button, a line that says so', async () => {
    storeSession()
    stubNotification('denied')
    await renderRoute('/cabinet', { fetch: fakeFetch(remindersServer().handlers).fetch })
    const section = await screen.findByRole('region', { name: 'Напоминания' })
    expect(await within(section).findByText('Уведомления от сайта запрещены в настройках браузера.')).toBeInTheDocument()
    expect(within(section).queryByRole('button', { name: 'Получать уведомления в браузере' })).not.toBeInTheDocument()
  })
})

describe('the browser notification of the next reminder', () => {
  const NOW = Date.parse('2026-12-08T09:30:00+03:00')
  const program = [
    anAccountMeeting(1, { start_at: '2026-12-08T11:00:00+03:00', end_at: '2026-12-08T12:00:00+03:00' }),
    anAccountMeeting(2, { start_at: '2026-12-08T10:00:00+03:00' }),
    anAccountMeeting(3, { start_at: '2026-12-08T09:00:00+03:00', end_at: '2026-12-08T10:00:00+03:00' }),
  ]

  it('the next one is the earliest session not started yet, at its start less the lead', () => {
    expect(nextReminder(program, 15, NOW)).toEqual({ meeting: program[1], at: Date.parse('2026-12-08T09:45:00+03:00') })
    expect(nextReminder(program, 30, NOW)?.at).toBe(NOW) // its lead is running: due now
    expect(nextReminder(program, 15, NOW, new Set([`reminder-2-${program[1]!.start_at}`]))?.meeting.id).toBe(1)
    expect(nextReminder(program, 15, Date.parse('2026-12-08T11:00:00+03:00'))).toBeNull()
  })

  it('each reminder is taken once in this browser, whatever the tabs; a moved session is another reminder; logout forgets them', () => {
    storeSession()
    const email = 'anna@example.org'
    const moved = { ...program[1]!, start_at: '2026-12-08T10:30:00+03:00' }
    expect(claimReminder(email, program[1]!, NOW)).toBe(true)
    expect(claimReminder(email, program[1]!, NOW)).toBe(false) // another tab, same moment
    expect(wasShown(email, reminderTag(program[1]!))).toBe(true)
    expect(wasShown('someone@example.org', reminderTag(program[1]!))).toBe(false)
    expect(claimReminder(email, moved, NOW)).toBe(true)
    expect(Object.keys(localStorage).filter((k) => k.startsWith('personal:reminder-shown:'))).toHaveLength(2)
    forgetPerson()
    expect(wasShown(email, reminderTag(program[1]!))).toBe(false)
  })

  it('records of sessions long past are swept when a new one is taken', () => {
    const email = 'anna@example.org'
    expect(claimReminder(email, program[2]!, NOW)).toBe(true)
    expect(claimReminder(email, program[0]!, NOW + 2 * 24 * 60 * 60_000)).toBe(true)
    expect(wasShown(email, reminderTag(program[2]!))).toBe(false)
    expect(wasShown(email, reminderTag(program[0]!))).toBe(true)
  })
})
