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
 * `once` for bodies seldom asked for again (a search's answer, where the CPU per query counts): brotli 1 / gzip 1,
 * about a third of brotli 5's CPU (~45 vs ~150 µs on a 10 KB body) for ~25% more bytes.
 */
export type Effort = 'best' | 'fast' | 'once'

const BROTLI_QUALITY: Record<Effort, number> = { best: 11, fast: 5, once: 1 }
const GZIP_LEVEL: Record<Effort, number> = { best: 9, fast: 6, once: 1 }

export function compress(body: Buffer, encoding: Encoding, effort: Effort): Buffer {
  if (encoding === 'gzip') return gzipSync(body, { level: GZIP_LEVEL[effort] })
  return brotliCompressSync(body, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY[effort],
      [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
    },
  })
}
