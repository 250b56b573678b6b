// `node scripts/pwa-icons.mjs`: draws the installed app's icons (public/icons/*.png)
// from the site's mark (public/favicon.svg) with the test's Chromium. Run again after changing
// the mark; the PNGs are committed.
import { readFileSync, writeFileSync } from 'node:fs'
import { chromium } from '@playwright/test'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './bench/chromium.mjs'

const mark = readFileSync('public/favicon.svg', 'utf8')
// Maskable: the background fills the square and the mark keeps inside the safe circle (80 %).
const maskable = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" fill="#1b1464"/>
<g transform="translate(6.4 6.4) scale(0.6)"><circle cx="16" cy="20" r="8" fill="#ff6b3d"/><rect x="4" y="20" width="24" height="2" fill="#fff"/></g></svg>`

const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS })
const page = await browser.newPage()
for (const [name, svg, size] of [
  ['icon-192.png', mark, 192],
  ['icon-512.png', mark, 512],
  ['maskable-512.png', maskable, 512],
  ['apple-touch-icon.png', maskable, 180],
]) {
  await page.setViewportSize({ width: size, height: size })
  const html = `<style>html,body{margin:0;background:transparent}svg{display:block;width:${size}px;height:${size}px}</style>${svg}`
  await page.setContent(html)
  writeFileSync(`public/icons/${name}`, await page.screenshot({ omitBackground: true }))
}
await browser.close()
