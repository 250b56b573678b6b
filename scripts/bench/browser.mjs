// Debian's Chromium through Playwright, with the flags of the stack notes (never a downloaded browser).
import { execFileSync } from 'node:child_process'
import { chromium } from '@playwright/test'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.mjs'

export { CHROMIUM_PATH }

export const launchChromium = () => chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS })

/** "Chromium 156.0.8078.79 built on Debian …" (Debian's wrapper script prints a shell warning first). */
export function chromiumVersion() {
  try {
    const out = execFileSync(CHROMIUM_PATH, ['--version'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] })
    return out.trim().split('\n').pop()
  } catch {
    return 'unknown'
  }
}

/**
 * A browser context that can only reach the benchmark's server: anything else is aborted and
 * counted, so a stray third-party request shows up instead of hanging on the closed network.
 */
export async function loopbackContext(browser, base, options = {}) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, ...options })
  const blocked = []
  await context.route(
    (url) => url.origin !== base,
    (route) => {
      blocked.push(route.request().url())
      return route.abort()
    },
  )
  return { context, blocked }
}
