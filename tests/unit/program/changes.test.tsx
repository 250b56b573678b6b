import { act, screen, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { prerender } from '../../../src/entry-server'
import { fakeFetch, renderRoute } from '../render'
import { contentApi } from './content-api'
import { changesLog, state } from './changes-fixture'
import { forgetHeardAnnouncements, noteAnnouncement } from '../../../src/session/live/heard-announcements'

// The latest change shows until the event is over: the clock is inside the event's days.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(new Date('2026-12-08T13:00:00+03:00'))
})
afterEach(() => vi.useRealTimers())

const withLog = (log = changesLog()) => ({
  ...contentApi(),
  '/changes/35': (url: URL) => {
    const meeting = Number(url.searchParams.get('meeting_id'))
    if (!meeting) return log
    const versions = log.versions
      .map((v) => ({ ...v, changes: v.changes.filter((c) => c.meeting_id === meeting) }))
      .filter((v) => v.changes.length > 0)
      .slice(0, 1)
    return { ...log, versions }
  },
})

describe('/program/changes — the program change log', () => {
  it('versions newest first; each change links to its session and says before → after in the venue time', async () => {
    const api = fakeFetch(withLog())
    await renderRoute('/program/changes', { fetch: api.fetch })
    expect(await screen.findByRole('heading', { level: 1, name: 'Изменения в программе' })).toBeInTheDocument()
    const versions = [...document.querySelectorAll('.changes__version h2')].map((h) => h.textContent)
    expect(versions).toEqual([expect.stringMatching(/^Версия 3 · 8 декабря, 12:05$/), expect.stringMatching(/^Версия 2/), expect.stringMatching(/^Версия 1/)])
    const v2 = screen.getByRole('region', { name: /Версия 2/ })
    const [moved, cancelled] = within(v2).getAllByRole('listitem').filter((li) => li.classList.contains('change'))
    expect(within(moved!).getByRole('link', { name: 'Будущее кино' })).toHaveAttribute('href', '/program/meeting/101')
    expect(moved).toHaveTextContent('Перенесена: 14:00–15:00 → 15:30–16:30')
    expect(moved).toHaveTextContent('Другой зал: Зал A → Зал B')
    expect(cancelled).toHaveTextContent('Отменена: 08.12 23:30–00:30 (+1), Зал A')
    expect(screen.getByRole('region', { name: /Версия 3/ })).toHaveTextContent('Снова в программе: 08.12 23:30–00:30 (+1), Зал A')
    expect(screen.getByRole('region', { name: /Версия 1/ })).toHaveTextContent('Первая версия программы: 6 сессий.')
    expect(screen.getByRole('link', { name: 'Лента изменений (Atom)' })).toHaveAttribute('href', '/program/changes.atom')
    const call = api.requests.find((r) => r.url.pathname.endsWith('/changes/35'))!.url.searchParams
    expect(call.get('newest_first')).toBe('1')
  })

  it('in English, with the English feed', async () => {
    await renderRoute('/program/changes?lang=en', { lang: 'en', fetch: fakeFetch(withLog()).fetch })
    expect(await screen.findByRole('heading', { level: 1, name: 'Program changes' })).toBeInTheDocument()
    const v2 = screen.getByRole('region', { name: /Version 2/ })
    expect(within(v2).getByRole('link', { name: 'The future of cinema' })).toHaveAttribute('href', '/program/meeting/101?lang=en')
    expect(v2).toHaveTextContent('Moved: 14:00–15:00 → 15:30–16:30')
    expect(v2).toHaveTextContent('Another hall: Hall A → Hall B')
    expect(screen.getByRole('link', { name: 'Changes feed (Atom)' })).toHaveAttribute('href', '/program/changes.atom?lang=en')
  })

  it('a program that never changed says so, with a way to the program', async () => {
    await renderRoute('/program/changes', { fetch: fakeFetch(withLog({ ...changesLog(), current: 0, versions: [] })).fetch })
    expect(await screen.findByText('Программа ещё не менялась.')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Открыть программу' })).toHaveAttribute('href', '/program')
  })

  it('a session page shows its latest change, with a way to the change log', async () => {
    await renderRoute('/program/meeting/101', { fetch: fakeFetch(withLog()).fetch })
    // The session page's chunk loads first: on a busy machine that takes longer than findBy's second.
    expect(await screen.findByRole('heading', { level: 1, name: 'Будущее кино' }, { timeout: 10_000 })).toBeInTheDocument()
    const box = screen.getByRole('complementary', { name: 'Изменение в программе (версия 2)' })
    expect(box).toHaveTextContent('Перенесена: 14:00–15:00 → 15:30–16:30')
    expect(box).toHaveTextContent('Другой зал: Зал A → Зал B')
    expect(within(box).getByRole('link', { name: 'Все изменения программы' })).toHaveAttribute('href', '/program/changes')
  })

  it('a festival item shows its latest change like a session, in English too', async () => {
    const stage: [number, string, string] = [9, 'Летняя сцена', 'Summer stage']
    const yard: [number, string, string] = [8, 'Двор', 'Courtyard']
    const concert = ['Концерт', 'Concert']
    const log = changesLog()
    log.versions[0]!.changes.push({
      meeting_id: 201,
      is_culture: true,
      kinds: ['moved', 'hall'],
      before: state('2026-12-08T19:00:00+03:00', '2026-12-08T21:00:00+03:00', stage, [], concert),
      after: state('2026-12-08T20:00:00+03:00', '2026-12-08T22:00:00+03:00', yard, [], concert),
    })
    await renderRoute('/festival-program/201', { fetch: fakeFetch(withLog(log)).fetch })
    expect(await screen.findByRole('heading', { level: 1, name: 'Концерт' }, { timeout: 10_000 })).toBeInTheDocument()
    const box = screen.getByRole('complementary', { name: 'Изменение в программе (версия 3)' })
    expect(box).toHaveTextContent('Перенесена: 19:00–21:00 → 20:00–22:00')
    expect(box).toHaveTextContent('Другой зал: Летняя сцена → Двор')
    expect(within(box).getByRole('link', { name: 'Все изменения программы' })).toHaveAttribute('href', '/program/changes')
  })

  it('a festival item that never changed shows no change', async () => {
    await renderRoute('/festival-program/202', { fetch: fakeFetch(withLog()).fetch })
    expect(await screen.findByRole('heading', { level: 1, name: 'Кинопоказ' }, { timeout: 10_000 })).toBeInTheDocument()
    expect(screen.queryByRole('complementary', { name: /Изменение в программе/ })).not.toBeInTheDocument()
  })

  it('after the event, a session page no longer shows it', async () => {
    vi.setSystemTime(new Date('2026-12-12T10:00:00+03:00'))
    await renderRoute('/program/meeting/101', { fetch: fakeFetch(withLog()).fetch })
    expect(await screen.findByRole('heading', { level: 1, name: 'Будущее кино' })).toBeInTheDocument()
    expect(screen.queryByRole('complementary', { name: /Изменение в программе/ })).not.toBeInTheDocument()
  })
})

describe('/program/changes — the organizers’ announcements of the day', () => {
  afterEach(forgetHeardAnnouncements)
  const announcement = (id: number, at: string, ru: string, en: string) => ({
    id,
    text: { ru, en },
    created_at: at,
    ends_at: '2026-12-08T21:00:00Z',
  })
  const withAnnouncements = (list: unknown[]) => ({ ...withLog(), '/api/live/announcements': list })

  it('lists today’s announcements above the versions, newest first, each with its venue time', async () => {
    const api = fakeFetch(
      withAnnouncements([
        announcement(2, '2026-12-08T09:40:00Z', 'Кофе-брейк продлён до 13:00', 'The coffee break is extended to 13:00'),
        announcement(1, '2026-12-08T07:05:00Z', 'Гардероб работает у входа Б', 'The cloakroom is at entrance B'),
      ]),
    )
    await renderRoute('/program/changes', { fetch: api.fetch })
    const list = await screen.findByRole('region', { name: 'Объявления организаторов сегодня' })
    expect(within(list).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['12:40 Кофе-брейк продлён до 13:00', '10:05 Гардероб работает у входа Б'])
    // Above the versions.
    const version = screen.getByRole('region', { name: /Версия 3/ })
    expect(list.compareDocumentPosition(version) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
  })

  it('in English, the English texts', async () => {
    const api = fakeFetch(withAnnouncements([announcement(1, '2026-12-08T07:05:00Z', 'Гардероб работает у входа Б', 'The cloakroom is at entrance B')]))
    await renderRoute('/program/changes?lang=en', { lang: 'en', fetch: api.fetch })
    const list = await screen.findByRole('region', { name: 'Organizers’ announcements today' })
    expect(list).toHaveTextContent('10:05 The cloakroom is at entrance B')
  })

  it('a new announcement on the live channel joins the top of the list in place', async () => {
    const api = fakeFetch(withAnnouncements([announcement(1, '2026-12-08T07:05:00Z', 'Гардероб работает у входа Б', 'The cloakroom is at entrance B')]))
    await renderRoute('/program/changes', { fetch: api.fetch })
    const list = await screen.findByRole('region', { name: 'Объявления организаторов сегодня' })
    act(() => noteAnnouncement(announcement(7, '2026-12-08T09:55:00Z', 'Сессия в зале A начнётся позже', 'The session in Hall A starts later')))
    expect(within(list).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['12:55 Сессия в зале A начнётся позже', '10:05 Гардероб работает у входа Б'])
  })

  it('the server-rendered change log carries them, before any script runs', async () => {
    const api = fakeFetch(withAnnouncements([announcement(1, '2026-12-08T07:05:00Z', 'Гардероб работает у входа Б', 'The cloakroom is at entrance B')]))
    const page = await prerender({ url: '/program/changes', lang: 'ru', fetch: api.fetch })
    expect(page?.html).toContain('Объявления организаторов сегодня')
    expect(page?.html).toMatch(/10:05<\/time> <span[^>]*>Гардероб работает у входа Б/)
    expect(api.requests.some((r) => r.url.pathname === '/api/live/announcements')).toBe(true)
  })

  it('no announcements (or none readable): no heading, the versions as before', async () => {
    await renderRoute('/program/changes', { fetch: fakeFetch(withAnnouncements([])).fetch })
    expect(await screen.findByRole('region', { name: /Версия 3/ })).toBeInTheDocument()
    expect(screen.queryByRole('region', { name: 'Объявления организаторов сегодня' })).toBeNull()
    expect(screen.queryByText(/Объявления организаторов/)).toBeNull()
  })
})
