import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'

interface Chunk { file: string; isEntry?: boolean; imports?: string[]; dynamicImports?: string[]; css?: string[] }

/**
 * The offline worker's precache leaves out what only the API reference (/developers) loads:
 * Scalar and its dependencies are megabytes that a visitor of the forum never needs offline.
 * Walks the build's manifest from its entries, following every import except the dynamic import
 * of `@scalar/api-reference`; an asset not reached that way is not precached.
 */
export function skipApiReference(distDir: string) {
  return async (entries: Array<{ url: string; size: number; revision: string | null }>) => {
    const path = join(distDir, '.vite/manifest.json')
    if (!existsSync(path)) return { manifest: entries }
    const manifest = JSON.parse(readFileSync(path, 'utf8')) as Record<string, Chunk>
    const reached = new Set<string>()
    const seen = new Set<string>()
    const walk = (key: string) => {
      if (seen.has(key) || !manifest[key]) return
      seen.add(key)
      const chunk = manifest[key]
      reached.add(chunk.file)
      for (const css of chunk.css ?? []) reached.add(css)
      for (const next of chunk.imports ?? []) walk(next)
      for (const next of chunk.dynamicImports ?? []) if (!next.includes('node_modules/@scalar/')) walk(next)
    }
    for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) walk(key)
    return { manifest: entries.filter((e) => !e.url.startsWith('assets/') || reached.has(e.url)) }
  }
}
