import { useLingui } from '@lingui/react/macro'
import { useEffect } from 'react'
import { setPageMeta } from './navigation-effects'
import { recordServerHead } from './page-head'

/** Each screen names itself: "<title> — <forum>", and describes itself for search engines. */
export function usePageMeta(title: string | undefined, description?: string) {
  const { t } = useLingui()
  const site = t`Форум «Горизонт»`
  // On the server the render itself records the meta (no effects run there); a no-op here.
  if (title !== undefined) recordServerHead(title ? `${title} — ${site}` : site, description)
  useEffect(() => {
    if (title === undefined) return
    setPageMeta(title ? `${title} — ${site}` : site, description)
  }, [title, description, site])
}
