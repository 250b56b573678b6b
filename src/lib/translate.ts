import { FALLBACK_LANG, type Lang } from '../../kernel/constants'
import type { Translations } from '../../kernel/contract/common'

/** The entity's texts in the person's language, else in the fallback language (§1). */
export function pick<T>(translations: Translations<T>, lang: Lang): T | undefined {
  return translations[lang] ?? translations[FALLBACK_LANG] ?? translations.en
}
