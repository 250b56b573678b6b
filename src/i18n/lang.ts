import { i18n } from '@lingui/core'
import { DEFAULT_LANG, type Lang } from '../../kernel/constants'
import { LANG_COOKIE, isLang } from '../../kernel/lang'

/** The stored language setting (§1). Only the language is stored, under this key. */
export const LANG_STORAGE_KEY = 'lang'


export function readStoredLang(): Lang {
  try {
    const stored = localStorage.getItem(LANG_STORAGE_KEY)
    return isLang(stored) ? stored : DEFAULT_LANG
  } catch {
    return DEFAULT_LANG
  }
}

/** The active interface language, read by the API clients for X-Lang and langs. */
export const currentLang = (): Lang => (isLang(i18n.locale) ? i18n.locale : DEFAULT_LANG)

/**
 * Russian, the source and default language, needs no catalog: every chunk carries its own Russian
 * texts, compiled at build time (scripts/babel-inline-messages.ts), and Lingui uses them whenever
 * the active catalog lacks a message. English is a lazily loaded catalog; a message it lacks
 * falls back to Russian (§1).
 */
const catalogs: Record<Lang, () => Promise<{ messages: Record<string, unknown> }>> = {
  ru: () => Promise.resolve({ messages: {} }),
  en: () => import('../../locales/en/messages.po'),
}

export const loadCatalog = async (lang: Lang) => (await catalogs[lang]()).messages

/**
 * The same setting as a cookie, for the server's first render of a page (src/entry-server.tsx):
 * the server cannot read localStorage. A year, like a stored setting.
 */
const writeLangCookie = (lang: Lang) => {
  document.cookie = `${LANG_COOKIE}=${lang}; path=/; max-age=31536000; samesite=lax`
}

export async function activateLang(lang: Lang, { store = true } = {}): Promise<void> {
  const messages = await loadCatalog(lang)
  i18n.loadAndActivate({ locale: lang, messages: messages as never })
  document.documentElement.lang = lang
  writeLangCookie(lang)
  if (store) {
    try {
      localStorage.setItem(LANG_STORAGE_KEY, lang)
    } catch {
      // Private mode: the choice lasts for this page only.
    }
  }
}
