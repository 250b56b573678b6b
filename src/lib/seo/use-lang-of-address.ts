import { useLingui } from '@lingui/react'
import { useRouter, useSearch } from '@tanstack/react-router'
import { useEffect } from 'react'
import { isLang } from '../../../kernel/lang'
import { activateLang } from '../../i18n/lang'

/**
 * Follows the language of the address: a link to `?lang=en` (the language switch, a
 * shared link, the back button) switches the interface to it, stores it as the setting (§1) and
 * reloads the page's data in it. Called once, by the root route's component. An address without
 * `lang` keeps the language the person has.
 */
export function useLangOfAddress() {
  const { i18n } = useLingui()
  const router = useRouter()
  const lang: unknown = useSearch({ strict: false }).lang
  useEffect(() => {
    if (!isLang(lang) || lang === i18n.locale) return
    void activateLang(lang, { i18n }).then(() => router.invalidate())
  }, [lang, i18n, router])
}
