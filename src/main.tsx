import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { createApp } from './app'
import { activateLang, readStoredLang } from './i18n/lang'
import './styles/base.css'
import './styles/layout.css'

async function start() {
  await activateLang(readStoredLang(), { store: false })
  const inspect =
    import.meta.env.DEV && new URLSearchParams(window.location.search).has('inspect')
      ? (await import('./dev/inspector')).createDevInspector().inspect
      : undefined
  const { App } = createApp({ inspect })
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  )
}

void start()
