import { useLingui } from '@lingui/react/macro'
import { useRouter } from '@tanstack/react-router'
import { LANGUAGES, type Lang } from '../../../kernel/constants'
import { activateLang } from '../../i18n/lang'

const LABELS: Record<Lang, { short: string; name: string }> = {
  ru: { short: 'RU', name: 'Русский' },
  en: { short: 'EN', name: 'English' },
}

/** §1: the language is switched through a stored setting; data is reloaded in the new language. */
export function LangSwitch() {
  const { i18n, t } = useLingui()
  const router = useRouter()
  const change = async (lang: Lang) => {
    if (lang === i18n.locale) return
    await activateLang(lang, { i18n })
    await router.invalidate()
  }
  return (
    <div className="lang-switch" role="group" aria-label={t`Язык`}>
      {LANGUAGES.map((lang) => (
        <button
          key={lang}
          type="button"
          lang={lang}
          aria-pressed={i18n.locale === lang}
          aria-label={LABELS[lang].name}
          onClick={() => void change(lang)}
        >
          {LABELS[lang].short}
        </button>
      ))}
    </div>
  )
}
