import { t } from '@lingui/core/macro'
import './offline-notice.css'

/**
 * The notice on a page that shows the offline copy: "Нет сети: программа на 09:12"
 * (the oldest kept answer the page holds, on this device's clock; with the date when it is not
 * today's). A status line, read out once by screen readers. Loaded only when the worker gave the
 * page something from the copy (src/pwa/offline-copy.ts). While it shows, the site is asked every
 * CHECK_MS (and at the browser's `online`) whether the network is back: then the page reloads
 * itself from the network, unless the person is typing, at most once per RELOAD_GAP_MS (a slow
 * network can give the copy again: no reload loop).
 */
const CHECK_MS = 15_000
const RELOAD_GAP_MS = 2 * 60_000
const RELOADED_KEY = 'offline-copy-reloaded-at'

let notice: HTMLElement | null = null
let watching = false

function copyTime(date: number, lang: string): string {
  const locale = lang === 'en' ? 'en-GB' : 'ru-RU'
  const when = new Date(date)
  const today = new Date().toDateString() === when.toDateString()
  const options: Intl.DateTimeFormatOptions = today
    ? { hour: '2-digit', minute: '2-digit' }
    : { day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' }
  return new Intl.DateTimeFormat(locale, options).format(when)
}

export function offlineNoticeText(date: number, lang: string): string {
  if (!date) return t`Нет сети: показана сохранённая копия`
  const time = copyTime(date, lang)
  return t`Нет сети: программа на ${time}`
}

export function showOfflineNotice(date: number) {
  if (!notice) {
    notice = document.createElement('p')
    notice.className = 'offline-notice'
    notice.setAttribute('role', 'status')
    document.body.append(notice)
  }
  // Set after the element is in the page, so that the status is announced.
  const text = offlineNoticeText(date, document.documentElement.lang)
  requestAnimationFrame(() => {
    if (notice) notice.textContent = text
  })
  watchNetwork()
}

const typing = () => {
  const active = document.activeElement
  return active instanceof HTMLElement && (active.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(active.tagName))
}

function reloadedLately(): boolean {
  try {
    return Date.now() - Number(sessionStorage.getItem(RELOADED_KEY) ?? 0) < RELOAD_GAP_MS
  } catch {
    return false
  }
}

async function networkBack(): Promise<boolean> {
  try {
    return (await fetch('/api/health', { cache: 'no-store' })).ok
  } catch {
    return false
  }
}

function watchNetwork() {
  if (watching) return
  watching = true
  const check = async () => {
    if (!(await networkBack()) || typing() || reloadedLately()) return
    try {
      sessionStorage.setItem(RELOADED_KEY, String(Date.now()))
    } catch {
      // No storage: the gap is not kept, the reload still happens.
    }
    window.location.reload()
  }
  window.addEventListener('online', () => void check())
  setInterval(() => void check(), CHECK_MS)
}
