import { useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { LANGUAGES, type Lang } from '../../../kernel/constants'

const LABELS: Record<Lang, { short: string; name: string }> = {
  ru: { short: 'RU', name: 'Русский' },
  en: { short: 'EN', name: 'English' },
}

/**
 * §1: the language switch is a link to the same page's address in the other language
 * (`?lang=ru`, `?lang=en`: named outright, so it wins over a stored setting), so it works before
 * the scripts run and without them. Followed in the app, the root route switches the language,
 * stores it and reloads the data (src/lib/seo/use-lang-of-address.ts).
 */
export function LangSwitch() {
  const { i18n, t } = useLingui()
  return (
    <div className="lang-switch" role="group" aria-label={t`Язык`}>
      {LANGUAGES.map((lang) => (
        <Link
          key={lang}
          to="."
          search={(prev: Record<string, unknown>) => ({ ...prev, lang })}
          hrefLang={lang}
          lang={lang}
          // The current language's link is the current page (the router marks it so when the address names it).
          aria-current={i18n.locale === lang ? 'page' : undefined}
          aria-label={LABELS[lang].name}
        >
          {LABELS[lang].short}
        </Link>
      ))}
    </div>
  )
}
