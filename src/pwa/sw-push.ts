/// <reference lib="webworker" />
import { warm } from './sw-warm'

declare const self: ServiceWorkerGlobalScope

// Web Push (server/live/push.ts): a change to the person's program.

interface PushData {
  title: string
  body: string
  url: string
  tag: string
}

const isPushData = (v: unknown): v is PushData =>
  typeof v === 'object' && v !== null && ['title', 'body', 'url', 'tag'].every((k) => typeof (v as Record<string, unknown>)[k] === 'string')

/** Shows each push message, fetches the program again, and opens the site's page a click names. */
export function installPush() {
  self.addEventListener('push', (event) => {
    let data: unknown = null
    try {
      data = event.data?.json()
    } catch {
      data = null
    }
    if (!isPushData(data)) return
    const lang = new URL(data.url, self.location.origin).searchParams.get('lang') === 'en' ? '?lang=en' : ''
    const shown = self.registration.showNotification(data.title, {
      body: data.body,
      tag: data.tag,
      data: { url: data.url },
      icon: '/icons/icon-192.png',
      lang: lang ? 'en' : 'ru',
    })
    // The program changed: the offline copy is fetched again now, not at the next visit.
    const refreshed = warm(['/program', '/program/grid', '/festival-program'].map((p) => p + lang), true).catch(() => undefined)
    event.waitUntil(Promise.all([shown, refreshed]))
  })

  self.addEventListener('notificationclick', (event) => {
    event.notification.close()
    const raw = (event.notification.data as { url?: unknown } | null)?.url
    const url = new URL(typeof raw === 'string' ? raw : '/', self.location.origin)
    // Only this site's pages open from a notification (its path on this origin, whatever PUBLIC_URL said).
    const target = new URL(url.pathname + url.search, self.location.origin).href
    event.waitUntil(
      (async () => {
        const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true })
        const same = windows.find((w) => w.url === target)
        if (same) return void (await same.focus())
        await self.clients.openWindow(target)
      })(),
    )
  })
}
