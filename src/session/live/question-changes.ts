import { useSyncExternalStore } from 'react'

/**
 * How many times the live channel said a session's questions changed (the `question` event), per
 * session: the Q&A block lists this among its effect's dependencies to re-read its list.
 */
const counts = new Map<number, number>()
const listeners = new Set<() => void>()

export function noteQuestionsChanged(meetingId: number) {
  counts.set(meetingId, (counts.get(meetingId) ?? 0) + 1)
  for (const l of listeners) l()
}

const subscribe = (listener: () => void) => {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

export function useQuestionChanges(meetingId: number): number {
  return useSyncExternalStore(subscribe, () => counts.get(meetingId) ?? 0, () => 0)
}
