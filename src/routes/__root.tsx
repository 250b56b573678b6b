import { createRootRouteWithContext, retainSearchParams } from '@tanstack/react-router'
import type { Lang } from '../../kernel/constants'
import { isLang } from '../../kernel/lang'
import { RootLayout } from '../components/layout/RootLayout'
import { useLangOfAddress } from '../lib/seo/use-lang-of-address'
import { loadSite } from '../lib/site'
import type { RouterContext } from '../router-context'

function Root() {
  useLangOfAddress()
  return <RootLayout />
}

export const Route = createRootRouteWithContext<RouterContext>()({
  // `?lang=en` is the English address of any page; an unknown value is dropped.
  validateSearch: (search: Record<string, unknown>): { lang?: Lang } => (isLang(search.lang) ? { lang: search.lang } : {}),
  // Links keep the language of the address they are followed from.
  search: { middlewares: [retainSearchParams(['lang'])] },
  // The organizer's event names the site in the header, footer and titles (src/lib/site.ts).
  loader: ({ context }) => loadSite(context.content),
  component: Root,
})
