import { type I18n, i18n as browserI18n, setupI18n } from '@lingui/core'
import { DEFAULT_LANG, type Lang } from '../../kernel/constants'
import { LANG_COOKIE, isLang } from '../../kernel/lang'
import { LANG_PARAM } from '../../kernel/lang-address'

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

/** The language the page's address names (`?lang=`), or null when it names none. */
export function langOfAddress(search: string = window.location.search): Lang | null {
  const lang = new URLSearchParams(search).get(LANG_PARAM)
  return isLang(lang) ? lang : null
}

/**
 * The language the browser starts in: the address's, which becomes the stored setting (as the
 * server rendered the page in it), else the stored setting (§1).
 */
export function activateStartLang(): Promise<void> {
  const fromAddress = langOfAddress()
  return activateLang(fromAddress ?? readStoredLang(), { store: fromAddress !== null })
}

/** The language an I18n instance is active in: what the API clients send as X-Lang and langs. */
export const langOfI18n = (i18n: I18n): Lang => (isLang(i18n.locale) ? i18n.locale : DEFAULT_LANG)

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
 * An I18n of its own, active in `lang`: one per server render (src/entry-server.tsx), so that
 * renders in different languages can run at the same time. Components read it from
 * I18nProvider (useLingui, useLang), never from Lingui's global.
 */
export async function createI18n(lang: Lang): Promise<I18n> {
  return setupI18n({ locale: lang, messages: { [lang]: (await loadCatalog(lang)) as never } })
}

/**
 * The same setting as a cookie, for the server's first render of a page (src/entry-server.tsx):
 * the server cannot read localStorage. A year, like a stored setting.
 */
const writeLangCookie = (lang: Lang) => {
  document.cookie = `${LANG_COOKIE}=${lang}; path=/; max-age=31536000; samesite=lax`
}

/**
 * Switches the browser's language. The browser has one person and one language at a time, so
 * its I18n is Lingui's global instance unless the app was given another (createApp).
 */
export async function activateLang(lang: Lang, { store = true, i18n = browserI18n }: { store?: boolean; i18n?: I18n } = {}): Promise<void> {
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
