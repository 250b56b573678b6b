import { useLingui } from '@lingui/react/macro'
import { useEffect } from 'react'
import { setPageMeta } from './navigation-effects'

/** Each screen names itself: "<title> — <forum>", and describes itself for search engines. */
export function usePageMeta(title: string | undefined, description?: string) {
  const { t } = useLingui()
  const site = t`Форум «Горизонт»`
  useEffect(() => {
    if (title === undefined) return
    setPageMeta(title ? `${title} — ${site}` : site, description)
  }, [title, description, site])
}
