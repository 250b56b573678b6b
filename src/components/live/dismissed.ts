/** Announcements this browser has hidden (by id), for the rest of the visit in every tab of the session. */
const KEY = 'forum:live-dismissed'

export function dismissedAnnouncements(): number[] {
  try {
    const raw = sessionStorage.getItem(KEY)
    const ids: unknown = raw ? JSON.parse(raw) : []
    return Array.isArray(ids) ? ids.filter((id): id is number => typeof id === 'number') : []
  } catch {
    return []
  }
}

export function dismissAnnouncement(id: number): number[] {
  const ids = [...new Set([...dismissedAnnouncements(), id])].slice(-50)
  try {
    sessionStorage.setItem(KEY, JSON.stringify(ids))
  } catch {
    // private mode: hidden on this page only
  }
  return ids
}
