import { brotliCompressSync, constants, gzipSync } from 'node:zlib'

export type Encoding = 'br' | 'gzip'

/** Picks br, then gzip, honouring q=0 ("not acceptable"). */
export function negotiateEncoding(acceptEncoding: string | undefined): Encoding | null {
  if (!acceptEncoding) return null
  const accepted = new Map<string, number>()
  for (const part of acceptEncoding.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';')
    if (!name) continue
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='))
    accepted.set(name, q ? Number(q.slice(2)) || 0 : 1)
  }
  const ok = (name: string) => (accepted.get(name) ?? (accepted.has('*') ? (accepted.get('*') ?? 0) : 0)) > 0
  if (ok('br')) return 'br'
  if (ok('gzip')) return 'gzip'
  return null
}

const COMPRESSIBLE = /^(text\/|application\/(json|javascript|xml|manifest\+json|pdf)|image\/svg\+xml)/

export const isCompressible = (type: string) => COMPRESSIBLE.test(type)

/**
 * `best` for files compressed once and kept (static assets), `fast` for API bodies that are
 * compressed on their first request: brotli 11 on a 200 KB body costs ~0.3 s, 5 costs ~5 ms.
 */
export function compress(body: Buffer, encoding: Encoding, effort: 'best' | 'fast'): Buffer {
  if (encoding === 'gzip') return gzipSync(body, { level: effort === 'best' ? 9 : 6 })
  return brotliCompressSync(body, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: effort === 'best' ? 11 : 5,
      [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
    },
  })
}
