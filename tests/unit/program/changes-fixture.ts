import type { ProgramChanges, SessionState } from '../../../kernel/contract/changes'

/** A session's state on one side of a change, in both languages (kernel/contract/changes.ts). */
export const state = (start: string, end: string, area: [number, string, string], speakers: string[] = [], title = ['Будущее кино', 'The future of cinema']): SessionState => ({
  start_at: start,
  end_at: end,
  area_id: area[0],
  speaker_ids: speakers.map((_, i) => i + 1),
  translations: {
    ru: { title: title[0]!, area: area[1], speakers },
    en: { title: title[1]!, area: area[2], speakers },
  },
})

/** Three versions: the first program, then a move with a hall change and a cancellation, then a restoration. */
export function changesLog(): ProgramChanges {
  const hallA: [number, string, string] = [1, 'Зал A', 'Hall A']
  const hallB: [number, string, string] = [2, 'Зал B', 'Hall B']
  const was = state('2026-12-08T14:00:00+03:00', '2026-12-08T15:00:00+03:00', hallA, ['Анна Иванова'])
  const now = state('2026-12-08T15:30:00+03:00', '2026-12-08T16:30:00+03:00', hallB, ['Анна Иванова'])
  const night = state('2026-12-08T23:30:00+03:00', '2026-12-09T00:30:00+03:00', hallA, [], ['Ночной показ', 'Night screening'])
  return {
    event_id: 35,
    timezone: 'Europe/Moscow',
    current: 3,
    more: false,
    versions: [
      {
        number: 3,
        at: '2026-12-08T12:05:00+03:00',
        source: { kind: 'url', name: 'https://pretalx.example/schedule.xml' },
        initial: false,
        change_count: 1,
        changes: [{ meeting_id: 102, is_culture: false, kinds: ['restored'], before: night, after: night }],
      },
      {
        number: 2,
        at: '2026-12-08T11:00:00+03:00',
        source: { kind: 'file', name: 'schedule.xml' },
        initial: false,
        change_count: 2,
        changes: [
          { meeting_id: 101, is_culture: false, kinds: ['moved', 'hall'], before: was, after: now },
          { meeting_id: 102, is_culture: false, kinds: ['cancelled'], before: night, after: night },
        ],
      },
      { number: 1, at: '2026-12-01T09:00:00+03:00', source: { kind: 'file', name: 'schedule.xml' }, initial: true, change_count: 6, changes: [] },
    ],
  }
}
