import { createFileRoute } from '@tanstack/react-router'
import { loadPartnerLogos } from '../features/partners/load-partners'
import { PartnersPage } from '../features/partners/PartnersPage'

/** §2: the partners page is hidden from search engines. */
export const Route = createFileRoute('/partners')({
  staticData: { noindex: true },
  loader: ({ context }) => loadPartnerLogos(context.content),
  component: PartnersPage,
})
