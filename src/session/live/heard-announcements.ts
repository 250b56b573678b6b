import { useSyncExternalStore } from 'react'
import type { Announcement } from '../../../kernel/contract/live'

/**
 * The announcements this page heard on the live channel (the `announcement` event), so a screen
 * that lists them (the change log) adds a new one in place, without reading the list again.
 */
let heard: readonly Announcement[] = []
const listeners = new Set<() => void>()
const none: readonly Announcement[] = []

export function noteAnnouncement(announcement: Announcement) {
  if (heard.some((a) => a.id === announcement.id)) return
  heard = [...heard, announcement]
  for (const l of listeners) l()
}

const subscribe = (listener: () => void) => {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

export function useHeardAnnouncements(): readonly Announcement[] {
  return useSyncExternalStore(subscribe, () => heard, () => none)
}

/** Newest first, each once, only those still shown (a page left open overnight drops yesterday's). */
export function currentAnnouncements(...lists: (readonly Announcement[])[]): Announcement[] {
  const byId = new Map<number, Announcement>()
  for (const list of lists) for (const a of list) byId.set(a.id, a)
  const now = Date.now()
  return [...byId.values()].filter((a) => Date.parse(a.ends_at) > now).sort((a, b) => b.id - a.id)
}

/** Forgets what was heard (each unit test starts as a fresh page). */
export function forgetHeardAnnouncements() {
  heard = []
  for (const l of listeners) l()
}
