import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { RouterProvider } from '@tanstack/react-router'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { activateLang, currentLang, readStoredLang } from './i18n/lang'
import { createContentApi } from './lib/api/content'
import { installNavigationEffects } from './lib/navigation-effects'
import { createAppRouter } from './router'
import './styles/base.css'
import './styles/layout.css'

async function start() {
  await activateLang(readStoredLang(), { store: false })
  const content = createContentApi({ getLang: currentLang })
  const router = createAppRouter({ content })
  installNavigationEffects(router)
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <I18nProvider i18n={i18n}>
        <RouterProvider router={router} />
      </I18nProvider>
    </StrictMode>,
  )
}

void start()
