import { readFileSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import type { Plugin } from 'vite'

/** Where the browser build writes which chunks each route needs (read by server/pages/prerender.ts). */
export const ROUTE_CHUNKS_FILE = '.vite/route-chunks.json'

interface ManifestChunk {
  file: string
  src?: string
  isEntry?: boolean
  imports?: string[]
}
type Manifest = Record<string, ManifestChunk>

/** A chunk and every chunk it imports statically, as manifest keys. */
function closure(manifest: Manifest, key: string, into = new Set<string>()): Set<string> {
  const chunk = manifest[key]
  if (into.has(key) || !chunk) return into
  into.add(key)
  for (const imported of chunk.imports ?? []) closure(manifest, imported, into)
  return into
}

/** The route id a route file declares: createFileRoute('/program/grid'), or the root. */
function routeIdOf(root: string, src: string): string | null {
  if (/(^|\/)__root\.tsx?$/.test(src)) return '__root__'
  const code = readFileSync(resolve(root, src), 'utf8')
  return /createFileRoute\(\s*['"]([^'"]+)['"]\s*\)/.exec(code)?.[1] ?? null
}

/**
 * For each route, the chunks of its lazily loaded parts (`?tsr-split=` from the router plugin's
 * code splitting) and what they import, less what the entry loads anyway: the server names them
 * in the page it renders, so the browser asks for the route's code with the entry's.
 */
export function routeChunks(manifest: Manifest, root: string): Record<string, string[]> {
  const entry = Object.keys(manifest).find((k) => manifest[k]?.isEntry)
  const entryKeys = entry ? closure(manifest, entry) : new Set<string>()
  const routes: Record<string, Set<string>> = {}
  for (const [key, chunk] of Object.entries(manifest)) {
    const src = /^(.*\/routes\/.+\.tsx?)\?tsr-split=/.exec(chunk.src ?? key)?.[1]
    const id = src ? routeIdOf(root, src) : null
    if (!id) continue
    const files = (routes[id] ??= new Set())
    for (const k of closure(manifest, key)) if (!entryKeys.has(k)) files.add(`/${manifest[k]!.file}`)
  }
  return Object.fromEntries(Object.entries(routes).map(([id, files]) => [id, [...files]]))
}

/**
 * Production builds only: index.html gets `/boot.js` (public/boot.js) instead of the entry's
 * module script and its modulepreload links: the scripts are downloaded from when boot.js runs
 * (it is asked for with the stylesheet, and is small) and run after the first paint of the
 * server-rendered page (server/pages/prerender.ts), so that they do not compete with the
 * stylesheet on a slow network (docs/benchmarks.md, Lighthouse). The stylesheet stays in the
 * head: it is the paint. boot.js is `async`, not `defer`: the downloads must not wait for the
 * whole document to be parsed and laid out.
 * The server adds the chunks of the route it rendered to `data-preload` (ROUTE_CHUNKS_FILE).
 */
export function paintFirst(): Plugin {
  let root = process.cwd()
  let outDir = 'dist'
  let ssr = false
  return {
    name: 'paint-first',
    apply: 'build',
    configResolved(config) {
      root = config.root
      outDir = resolve(config.root, config.build.outDir)
      ssr = Boolean(config.build.ssr)
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        if (!ctx.bundle) return html
        const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/.exec(html)
        if (!entry) throw new Error('paint-first: no entry script in index.html')
        const preload: string[] = []
        const rest = html
          .replace(entry[0], '')
          .replace(/<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g, (_, href: string) => {
            preload.push(href)
            return ''
          })
        const boot = `<script src="/boot.js" async data-entry="${entry[1]}" data-preload="${preload.join(' ')}"></script>\n  `
        return rest.replace('</head>', `  ${boot}</head>`)
      },
    },
    writeBundle() {
      if (ssr) return
      const manifest = JSON.parse(readFileSync(join(outDir, '.vite/manifest.json'), 'utf8')) as Manifest
      writeFileSync(join(outDir, ROUTE_CHUNKS_FILE), `${JSON.stringify(routeChunks(manifest, root), null, 1)}\n`)
    },
  }
}
