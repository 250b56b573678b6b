import { createBrowserInspector } from '@statelyai/inspect'

/**
 * Development only: `?inspect` in the URL connects every machine to the Stately inspector
 * (it opens in a new window; allow pop-ups). main.tsx imports this behind import.meta.env.DEV,
 * so production builds leave it out entirely.
 */
export function createDevInspector() {
  return createBrowserInspector({ autoStart: true })
}
