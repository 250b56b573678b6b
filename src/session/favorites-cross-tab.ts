import { PERSONAL_KEY_PREFIX } from './personal-data'

/**
 * Tells the person's other tabs the server's set of favorites after a confirmed change, and
 * hears theirs. BroadcastChannel where there is one; else a storage event (a key rewritten with
 * a time stamp, so the same set twice is still an event). Messages carry the account's email: a
 * tab of another account (after a logout and a login elsewhere) ignores them. The storage key is
 * a personal record (personal-data.ts): a logout or another account's login deletes it.
 */
const CHANNEL = 'favorites'
const STORAGE_KEY = `${PERSONAL_KEY_PREFIX}favorites-sync`

interface Message {
  email: string | null
  ids: number[]
}

const isMessage = (value: unknown): value is Message =>
  typeof value === 'object' &&
  value !== null &&
  Array.isArray((value as Message).ids) &&
  (value as Message).ids.every((id) => Number.isInteger(id))

export function openFavoritesChannel(email: () => string | null, onSynced: (ids: number[]) => void) {
  const accept = (value: unknown) => {
    if (isMessage(value) && value.email === email()) onSynced(value.ids)
  }
  const channel = typeof BroadcastChannel === 'function' ? new BroadcastChannel(CHANNEL) : null
  if (channel) {
    channel.onmessage = (event: MessageEvent) => accept(event.data)
    // Node's BroadcastChannel (tests) would keep the process alive.
    ;(channel as unknown as { unref?: () => void }).unref?.()
  }
  const onStorage = (event: StorageEvent) => {
    if (channel || event.key !== STORAGE_KEY || !event.newValue) return
    try {
      accept(JSON.parse(event.newValue))
    } catch {
      // Not ours to judge: an unreadable value is ignored.
    }
  }
  window.addEventListener('storage', onStorage)

  return {
    post(ids: number[]) {
      const message: Message = { email: email(), ids }
      if (channel) return channel.postMessage(message)
      try {
        localStorage.setItem(STORAGE_KEY, JSON.stringify({ ...message, at: Date.now() }))
      } catch {
        // No storage (private mode): other tabs catch up on their next load.
      }
    },
    close() {
      channel?.close()
      window.removeEventListener('storage', onStorage)
    },
  }
}
