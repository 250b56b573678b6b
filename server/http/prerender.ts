import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import type { Context } from 'hono'
import type { Lang } from '../../kernel/constants'
import type { PrerenderOptions, Prerendered } from '../../kernel/prerender'
import type { ContentCache } from '../content/cache'
import type { Log } from '../log'
import { type Entity, makeEntity } from './entity'
import { pageLang, withSeoHead } from './seo/page'

/** Where `npm run build` puts the server-side bundle of the site (scripts/build.mjs). */
export const SSR_DIR = '_ssr'

/** Past this the person gets the plain shell at once: the browser renders the page itself. */
const RENDER_TIMEOUT_MS = 2000
/** Screens show the time (the broadcasts' "during the forum days"): a page is kept a minute. */
const KEEP_MS = 60_000

export interface PrerenderDeps {
  distDir: string
  /** The server itself, answering the site's API calls in process. */
  fetch: (request: Request) => Response | Promise<Response>
  cache: ContentCache
  log: Log
}

export interface PrerenderedPage {
  entity: Entity
  status: number
}

type Render = (options: PrerenderOptions) => Promise<Prerendered | null>

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

/** The page's title, description and robots (§2) in the head, as the browser would set them. */
function withHead(shell: string, head: Prerendered['head']): string {
  let html = shell.replace(
    /<meta name="robots" content="[^"]*" \/>/,
    `<meta name="robots" content="${head.noindex ? 'noindex, nofollow' : 'index, follow'}" />`,
  )
  if (head.title) html = html.replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(head.title)}</title>`)
  if (head.description) {
    html = html.replace(/<meta name="description" content="[^"]*" \/>/, `<meta name="description" content="${escapeHtml(head.description)}" />`)
  }
  return html
}

/**
 * The first screen of a public page rendered on the server into index.html (src/entry-server.tsx):
 * the browser paints the content before the JavaScript has arrived. Pages are kept per content
 * version, language (`?lang=`, else the `lang` cookie the site sets) and URL. Anything that goes wrong (no
 * server bundle, a render error, a slow render) falls back to the plain shell: the browser
 * renders every page by itself anyway.
 */
export function pagePrerenderer({ distDir, fetch, cache, log }: PrerenderDeps) {
  const bundle = join(distDir, SSR_DIR, 'entry-server.js')
  let render: Promise<Render | null> | null = null
  const load = () =>
    (render ??= existsSync(bundle)
      ? import(pathToFileURL(bundle).href).then(
          (m: { prerender: Render }) => m.prerender,
          (error: unknown) => {
            log.error(`prerender: cannot load ${bundle}; pages are rendered in the browser only`, error)
            return null
          },
        )
      : Promise.resolve(null))

  const inProcess: typeof globalThis.fetch = async (input, init) => fetch(new Request(input, init))

  return async function page(c: Context, shell: string): Promise<PrerenderedPage | null> {
    const prerender = await load()
    if (!prerender) return null
    const lang: Lang = pageLang(c) // ?lang= wins over the cookie (issue 13.3)
    const url = new URL(c.req.url)
    const path = url.pathname + url.search
    const key = `page ${await cache.currentVersion()} ${Math.floor(Date.now() / KEEP_MS)} ${lang} ${path}`
    const kept = cache.get(key) as (Entity & { status?: number }) | undefined
    if (kept) return { entity: kept, status: kept.status ?? 200 }

    let timer: NodeJS.Timeout | undefined
    const timeout = new Promise<null>((resolve) => {
      timer = setTimeout(() => resolve(null), RENDER_TIMEOUT_MS)
    })
    try {
      const done = await Promise.race([prerender({ url: path, lang, fetch: inProcess }), timeout])
      if (!done) return null
      const html = (await withSeoHead(withHead(shell, done.head), c, { url, lang, head: done.head, fetch }))
        .replace('<html lang="ru">', `<html lang="${lang}">`)
        .replace('<div id="root"></div>', `<div id="root">${done.html}</div>`)
      const entity = Object.assign(makeEntity(html, 'text/html; charset=utf-8'), { status: done.status })
      cache.set(key, entity)
      return { entity, status: done.status }
    } catch (error) {
      log.error(`prerender ${url.pathname} failed; the browser renders it`, error) // not the query: it may carry tokens
      return null
    } finally {
      clearTimeout(timer)
    }
  }
}
