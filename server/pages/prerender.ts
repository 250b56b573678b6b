import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import type { Context } from 'hono'
import { type Lang, RENDERS_IN_FLIGHT } from '../../kernel/constants'
import { isLoopbackHost } from '../config'
import type { PageSearch, PrerenderOptions, Prerendered } from '../../kernel/prerender'
import type { ContentCache } from '../content/cache'
import { DbUnavailableError, databaseDown, isDbUnavailable } from '../db/outage'
import type { Db } from '../db/types'
import { type Log, logPath } from '../log'
import { type Entity, makeEntity } from '../http/entity'
import { pageLang, withSeoHead } from './seo/page'

/** Where `npm run build` puts the server-side bundle of the site (scripts/build.mjs). */
export const SSR_DIR = '_ssr'
/** Each route's chunks, from Vite's manifest (scripts/vite-paint-first.ts ROUTE_CHUNKS_FILE). */
const ROUTE_CHUNKS = '.vite/route-chunks.json'
/** The page's data block (src/lib/api/page-data.ts PAGE_DATA_ID). */
const PAGE_DATA_ID = 'page-data'

/** Past this the person gets the plain shell at once: the browser renders the page itself. */
const RENDER_TIMEOUT_MS = 2000
/** Screens show the time (the broadcasts' "during the forum days"): a page is kept a minute. */
const KEEP_MS = 60_000

export interface PrerenderDeps {
  distDir: string
  /** The server itself, answering the site's API calls in process. */
  fetch: (request: Request) => Response | Promise<Response>
  cache: ContentCache
  /** A render that fails while it is unreachable is the 503 page, not the plain shell: the shell would then fail in the browser too. */
  db?: Db
  log: Log
  /** The configured address (PUBLIC_URL, else HOST:PORT): pages asked for under another host are not rendered. */
  siteUrl?: string
  /** Renders at once; past it the plain shell goes out (RENDERS_IN_FLIGHT). */
  maxRenders?: number
}

export interface PrerenderedPage {
  entity: Entity
  status: number
  /** Said with the page: X-Render. */
  headers?: Record<string, string>
}

export function withHeaders(res: Response, headers: Record<string, string> | undefined): Response {
  for (const [name, value] of Object.entries(headers ?? {})) res.headers.set(name, value)
  return res
}

type Render = (options: PrerenderOptions) => Promise<Prerendered | null>
interface Bundle {
  prerender: Render
  /** Absent in a bundle built before it: the whole query then keys the page. */
  pageSearch?: PageSearch
}

/** Says whether a page came from memory (HIT) or was rendered for this request (MISS). */
export const RENDER_HEADER = 'X-Render'

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

/** The route's chunks join the entry's in boot.js's list: preloaded with them when boot.js runs; the entry runs after the first paint. */
function withRoutePreloads(shell: string, chunks: string[]): string {
  if (!chunks.length) return shell
  return shell.replace(/ data-preload="([^"]*)"/, (_, list: string) => {
    const all = new Set([...list.split(' ').filter(Boolean), ...chunks])
    return ` data-preload="${escapeHtml([...all].join(' '))}"`
  })
}

/** A JSON data block is not run, so the CSP (script-src 'self') allows it; the JSON has no `<` (serializePageData). */
const dataBlock = (json: string | undefined) =>
  json ? `<script type="application/json" id="${PAGE_DATA_ID}">${json.replace(/</g, '\\u003c')}</script>` : ''

function readRouteChunks(distDir: string, log: Log): Record<string, string[]> {
  const file = join(distDir, ROUTE_CHUNKS)
  if (!existsSync(file)) return {}
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as Record<string, string[]>
  } catch (error) {
    log.error(`prerender: cannot read ${file}; pages name the entry's chunks only`, error)
    return {}
  }
}

/**
 * The first screen of a public page rendered on the server into index.html (src/entry-server.tsx):
 * the browser paints the content before the JavaScript has arrived. Pages are kept per content
 * version, language (`?lang=`, else the `lang` cookie the site sets) and URL, the URL cut to the
 * query parameters the page reads (the bundle's `pageSearch`). Anything that goes wrong (no
 * server bundle, a render error, a slow render) falls back to the plain shell: the browser
 * renders every page by itself anyway.
 */
export function pagePrerenderer({ distDir, fetch, cache, db, log, siteUrl, maxRenders = RENDERS_IN_FLIGHT }: PrerenderDeps) {
  let rendering = 0
  const siteHost = siteUrl ? hostOf(siteUrl) : null
  const bundleFile = join(distDir, SSR_DIR, 'entry-server.js')
  let render: Promise<Bundle | null> | null = null
  let chunksOf: Record<string, string[]> | null = null
  const load = () =>
    (render ??= existsSync(bundleFile)
      ? import(pathToFileURL(bundleFile).href).then(
          (m: Bundle) => m,
          (error: unknown) => {
            log.error(`prerender: cannot load ${bundleFile}; pages are rendered in the browser only`, error)
            return null
          },
        )
      : Promise.resolve(null))

  const downNow = () => db !== undefined && databaseDown(db)
  const inProcess: typeof globalThis.fetch = async (input, init) => fetch(new Request(input, init))

  /** The address the page is rendered at: its path and only the parameters it reads, so made-up parameters cannot fill the cache. */
  function pageUrl(asked: URL, pageSearch: PageSearch | undefined): URL {
    let search: string | null = asked.search
    try {
      search = pageSearch ? pageSearch(asked.pathname + asked.search) : search
    } catch {
      search = asked.search
    }
    const url = new URL(asked)
    url.search = search ?? asked.search
    return url
  }

  return async function page(c: Context, shell: string): Promise<PrerenderedPage | null> {
    // Another host's name (a forged Host header) gets the plain shell: nothing rendered or kept for it.
    if (siteHost && !sameSite(siteHost, hostOf(c.req.url))) return null
    const bundle = await load()
    if (!bundle) return null
    const { prerender } = bundle
    const lang: Lang = pageLang(c) // ?lang= wins over the cookie: each language has its own address
    // `?utm_source=…` or `?junk=1` is the same page: one render, one canonical address.
    const url = pageUrl(new URL(c.req.url), bundle.pageSearch)
    const path = url.pathname + url.search
    const key = `page ${await cache.currentVersion()} ${Math.floor(Date.now() / KEEP_MS)} ${lang} ${path}`
    const kept = cache.get(key) as (Entity & { status?: number }) | undefined
    if (kept) return { entity: kept, status: kept.status ?? 200, headers: { [RENDER_HEADER]: 'HIT' } }

    // Renders cost CPU on the main thread: a few at a time; the rest get the shell the browser renders.
    if (rendering >= maxRenders) return null
    rendering++
    let timer: NodeJS.Timeout | undefined
    const timeout = new Promise<null>((resolve) => {
      timer = setTimeout(() => resolve(null), RENDER_TIMEOUT_MS)
    })
    try {
      const done = await Promise.race([prerender({ url: path, lang, fetch: inProcess }), timeout])
      // Drawn while the database was gone, the page may hold error blocks: the 503 page instead, nothing kept.
      if (downNow()) throw new DbUnavailableError('a page was drawn without it')
      if (!done) return null
      chunksOf ??= readRouteChunks(distDir, log)
      const chunks = (done.routes ?? []).flatMap((id) => chunksOf?.[id] ?? [])
      const html = withRoutePreloads(await withSeoHead(withHead(shell, done.head), c, { url, lang, head: done.head, fetch }), chunks)
        .replace('<html lang="ru">', `<html lang="${lang}">`)
        // The installed app's name and start page in the page's language.
        .replace('/manifest.ru.webmanifest', `/manifest.${lang}.webmanifest`)
        .replace('<div id="root"></div>', () => `<div id="root">${done.html}</div>${dataBlock(done.data)}`)
      const entity = Object.assign(makeEntity(html, 'text/html; charset=utf-8'), { status: done.status })
      // Only a page that exists is kept: any number of missing addresses cannot fill the cache.
      if (done.status === 200) cache.set(key, entity)
      return { entity, status: done.status, headers: { [RENDER_HEADER]: 'MISS' } }
    } catch (error) {
      if (isDbUnavailable(error)) throw error
      if (downNow()) throw new DbUnavailableError('a page failed without it')
      log.error(`prerender ${logPath(url.pathname)} failed; the browser renders it`, error) // not the query: it may carry tokens
      return null
    } finally {
      rendering--
      clearTimeout(timer)
    }
  }
}

function hostOf(url: string): string | null {
  try {
    return new URL(url).host.toLowerCase()
  } catch {
    return null
  }
}

/** The configured host, or both on loopback (localhost and 127.0.0.1 are one machine). */
function sameSite(site: string, asked: string | null): boolean {
  if (asked === null) return false
  if (site === asked) return true
  const name = (host: string) => host.replace(/:\d+$/, '')
  return isLoopbackHost(name(site)) && isLoopbackHost(name(asked))
}
