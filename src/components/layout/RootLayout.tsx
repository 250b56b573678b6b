import { Trans } from '@lingui/react/macro'
import { Outlet } from '@tanstack/react-router'
import { Footer } from './Footer'
import { Header } from './Header'
import { ScrollTopButton } from './ScrollTopButton'

export function RootLayout() {
  return (
    <>
      <a className="skip-link" href="#main">
        <Trans>Перейти к содержанию</Trans>
      </a>
      <Header />
      <main id="main" className="main" tabIndex={-1}>
        <Outlet />
      </main>
      <Footer />
      <ScrollTopButton />
    </>
  )
}
