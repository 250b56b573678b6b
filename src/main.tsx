import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { createApp } from './app'
import { activateLang, readStoredLang } from './i18n/lang'
import './styles/base.css'
import './styles/layout.css'

async function start() {
  await activateLang(readStoredLang(), { store: false })
  const { App } = createApp()
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  )
}

void start()
