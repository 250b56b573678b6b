import { useLingui } from '@lingui/react'
import type { Lang } from '../../kernel/constants'
import { langOfI18n } from './lang'

/**
 * The interface language of this render, from I18nProvider: on the server every render has its
 * own I18n (src/entry-server.tsx), so the language is never read from Lingui's global.
 */
export function useLang(): Lang {
  return langOfI18n(useLingui().i18n)
}
