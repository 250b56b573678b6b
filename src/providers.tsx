import type { I18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { RouterProvider } from '@tanstack/react-router'
import type { AppRouter } from './router'
import { type FavoritesSlot, FavoritesContext } from './session/favorites-slot'
import { type AuthServices, AuthContext } from './session/use-session'

export interface AppProvidersProps {
  /** The render's own I18n: the browser's (Lingui's global) or one per server render. */
  i18n: I18n
  session: AuthServices
  favorites: FavoritesSlot
  router: AppRouter
}

/** What every screen reads from context, in one place for the browser (app.tsx) and the server render (entry-server.tsx). */
export function AppProviders({ i18n, session, favorites, router }: AppProvidersProps) {
  return (
    <I18nProvider i18n={i18n}>
      <AuthContext.Provider value={session}>
        <FavoritesContext.Provider value={favorites}>
          <RouterProvider router={router} />
        </FavoritesContext.Provider>
      </AuthContext.Provider>
    </I18nProvider>
  )
}
