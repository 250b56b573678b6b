import { Trans } from '@lingui/react/macro'
import { Outlet, useRouterState } from '@tanstack/react-router'
import { useEffect } from 'react'
import { VenueProvider } from '../../lib/venue'
import { LIVE_TOP_ID, LiveMount } from '../live/LiveMount'
import { ReminderNotifierMount } from '../reminders/ReminderNotifierMount'
import { Footer } from './Footer'
import { Header } from './Header'
import { ScrollTopButton } from './ScrollTopButton'

export function RootLayout() {
  // The footer waits for the first screen: shown at once, it sat in the viewport under the
  // pending spinner and was pushed down when the content came (a layout shift of 0.68 on every
  // page, Lighthouse CLS; docs/benchmarks.md). Later navigations keep it in place.
  const firstScreenShown = useRouterState({ select: (s) => s.resolvedLocation !== undefined })
  // The scanners are working screens: a phone at the door has no use for the site's footer.
  const noFooter = useRouterState({ select: (s) => s.matches.some((m) => m.staticData.noFooter) })
  // The page's JavaScript has taken over the server's markup: its buttons work from now on
  // (layout.css keeps them inert until then, so a tap is not silently lost).
  useEffect(() => {
    document.documentElement.dataset.ready = ''
    // The offline copy: its worker registers once the page is ready, from a lazy chunk.
    void import('../../pwa/offline-copy').then((m) => m.startOfflineCopy(), () => undefined)
  }, [])
  // §16: every time below is on the clock of the venue of the event the routes loaded.
  return (
    <VenueProvider>
      <a className="skip-link" href="#main">
        <Trans>Перейти к содержанию</Trans>
      </a>
      {/* The organizers' announcements come here, above the header (LiveCenter, through a portal). */}
      <div id={LIVE_TOP_ID} className="live-top" />
      <Header />
      <main id="main" className="main" tabIndex={-1}>
        <Outlet />
      </main>
      {firstScreenShown && !noFooter ? <Footer /> : null}
      <ScrollTopButton />
      <ReminderNotifierMount />
      <LiveMount />
    </VenueProvider>
  )
}
