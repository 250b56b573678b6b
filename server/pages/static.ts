import { readFileSync, statSync } from 'node:fs'
import { join, resolve, sep } from 'node:path'
import type { Context } from 'hono'
import { type Entity, makeEntity, respond } from '../http/entity'
import { mimeOf } from '../media/mime'
import { type PrerenderedPage, SSR_DIR, withHeaders } from './prerender'

/** Paths that belong to the server, never to the single-page app's fallback. */
export const RESERVED_PREFIXES = ['/api', '/acms', '/media', '/dev']

const isReserved = (path: string) => RESERVED_PREFIXES.some((p) => path === p || path.startsWith(`${p}/`))
/** The build's own notes (dist/.vite: Vite's manifest, the route chunks) and other dot-files are not for browsers. */
const isHidden = (decoded: string) =>
  decoded.split(/[/\\]/).some((s) => s.startsWith('.') && s !== '.' && s !== '..' && s !== '.well-known')
const lastSegment = (path: string) => path.slice(path.lastIndexOf('/') + 1)
const hasExtension = (path: string) => lastSegment(path).includes('.')

/** Vite puts content-hashed files under /assets/: they never change, so they are cached for a year. */
function cacheControlFor(path: string): string {
  if (path.startsWith('/assets/')) return 'public, max-age=31536000, immutable'
  if (path.endsWith('.html')) return 'no-cache'
  // The offline worker and what it precaches by name: a new build is seen on the next visit.
  if (path === '/sw.js' || path.endsWith('.webmanifest')) return 'no-cache'
  return 'public, max-age=3600'
}

const NOT_BUILT = `<!doctype html><html lang="en"><meta charset="utf-8"><title>Site not built</title>
<h1>The site is not built yet</h1><p>Run <code>npm run build</code>, then restart the server.
The APIs work already: <a href="/api/health">/api/health</a>.</p></html>`

/** The server's own bundle of the site (server/pages/prerender.ts) is not for browsers; judged on the decoded path. */
function isServerBundle(path: string): boolean {
  let decoded: string
  try {
    decoded = decodeURIComponent(path)
  } catch {
    return false
  }
  return [path, decoded].some((p) => p === `/${SSR_DIR}` || p.startsWith(`/${SSR_DIR}/`))
}

/** Renders a site page into the shell; null when it cannot (server/pages/prerender.ts). */
export type PagePrerenderer = (c: Context, shell: string) => Promise<PrerenderedPage | null>

/**
 * Serves ./dist with compression, keeping each file's compressed forms in memory (re-read when
 * the file changes). Site routes without a file extension get index.html, with the page's first
 * screen rendered into it when a prerenderer is given; a missing file with an extension is a
 * real 404.
 */
export function staticSite(distDir: string, prerender?: PagePrerenderer) {
  const root = resolve(distDir)
  const serverBundle = join(root, SSR_DIR)
  const files = new Map<string, { mtimeMs: number; size: number; entity: Entity }>()

  function load(file: string): Entity | null {
    let stat
    try {
      stat = statSync(file)
    } catch {
      return null
    }
    if (!stat.isFile()) return null
    const known = files.get(file)
    if (known && known.mtimeMs === stat.mtimeMs && known.size === stat.size) return known.entity
    const entity = makeEntity(readFileSync(file), mimeOf(file))
    files.set(file, { mtimeMs: stat.mtimeMs, size: stat.size, entity })
    return entity
  }

  function resolvePath(pathname: string): string | null {
    let decoded: string
    try {
      decoded = decodeURIComponent(pathname)
    } catch {
      return null
    }
    if (decoded.includes('\0') || isHidden(decoded)) return null
    const file = resolve(root, `.${decoded}`)
    // Judged on the decoded, resolved path: /_ssr%2Fentry-server.js and /x/../_ssr/… are the bundle too.
    if (file === serverBundle || file.startsWith(serverBundle + sep)) return null
    return file === root || file.startsWith(root + sep) ? file : null
  }

  return async function serve(c: Context): Promise<Response> {
    const path = c.req.path
    const index = join(root, 'index.html')
    const file = path === '/' || isServerBundle(path) ? null : resolvePath(path)
    const entity = file ? load(file) : null
    if (entity) return respond(c, entity, { cacheControl: cacheControlFor(path), effort: 'best' })

    if (hasExtension(path) || isReserved(path) || isServerBundle(path)) {
      return c.text('Not found', 404, { 'Cache-Control': 'no-cache' })
    }
    const shell = load(index)
    if (!shell) return c.html(NOT_BUILT, 503, { 'Cache-Control': 'no-store' })
    const page = prerender ? await prerender(c, shell.body.toString('utf8')) : null
    // A rendered page is made per content version and address: brotli 5, not 11 (~0.3 s per 200 KB
    // on the main thread); the highest level is for the files, built once.
    if (page) return withHeaders(respond(c, page.entity, { cacheControl: 'no-cache', vary: ['Cookie'], effort: 'fast', status: page.status }), page.headers)
    return respond(c, shell, { cacheControl: 'no-cache', effort: 'best' })
  }
}
