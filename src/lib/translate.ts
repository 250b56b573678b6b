import { FALLBACK_LANG, type Lang } from '../../kernel/constants'
import type { Translations } from '../../kernel/contract/common'

/** The entity's texts in the person's language, else in the fallback language (§1). */
export function pick<T>(translations: Translations<T>, lang: Lang): T | undefined {
  return translations[lang] ?? translations[FALLBACK_LANG] ?? translations.en
}

/**
 * The language pick() fell back to, when it is not the page's (an English page showing a session
 * with a Russian title only); undefined when the text is in the page's language. Put on the text
 * as `lang`, so it is hyphenated and read aloud in its own language.
 */
export function fallbackLang<T>(translations: Translations<T>, lang: Lang): Lang | undefined {
  if (translations[lang]) return undefined
  if (translations[FALLBACK_LANG]) return FALLBACK_LANG === lang ? undefined : FALLBACK_LANG
  return translations.en && lang !== 'en' ? 'en' : undefined
}
