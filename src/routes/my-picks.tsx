import { createFileRoute } from '@tanstack/react-router'
import { MyPicksPage } from '../features/picks/MyPicksPage'

/** A guest's picks live in the browser, so the page is drawn there only. */
export const Route = createFileRoute('/my-picks')({
  staticData: { noindex: true, clientOnly: true },
  component: MyPicksPage,
})
