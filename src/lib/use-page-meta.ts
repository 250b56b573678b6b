import { useLocation } from '@tanstack/react-router'
import { useEffect } from 'react'
import { useLang } from '../i18n/use-lang'
import { setPageMeta } from './navigation-effects'
import { useSite } from './site'
import { recordServerHead } from './page-head'
import { setPageLinks } from './seo/head-links'

/**
 * Each screen names itself: "<title> — <site>", and describes itself for search engines; its
 * canonical address, language alternates and preview title follow (src/lib/seo/head-links.ts).
 */
export function usePageMeta(title: string | undefined, shownDescription?: string) {
  // The organizer's event names the site (src/lib/site.ts); a page with no title of its own is the site's name.
  const site = useSite().name
  const lang = useLang()
  const { pathname, searchStr } = useLocation()
  // Titles from the content API and the site's own texts carry soft hyphens for the page's lines;
  // a tab, a search engine or a link preview has no use for them.
  const full = [title, site].filter(Boolean).join(' — ').replaceAll('\u00AD', '')
  const description = shownDescription?.replaceAll('\u00AD', '')
  // On the server the render itself records the meta (no effects run there); a no-op here.
  if (title !== undefined) recordServerHead(full, description)
  useEffect(() => {
    if (title === undefined) return
    setPageMeta(full, description)
    setPageLinks({ pathname, search: searchStr, lang, title: full, description })
  }, [title, full, description, pathname, searchStr, lang])
}
