import type { Context, MiddlewareHandler } from 'hono'
import { HttpError } from './errors'
import { requestLang, t } from './messages'

/**
 * The one body reader of every route (docs/hardening.md, "Bodies"): a request's body is read
 * here, counting bytes as they arrive (a missing or false Content-Length changes nothing), up to
 * 16 KB unless the route says more; a larger one is a 413 and is not read further. A JSON body
 * nested deeper than any contract's shape is a 400 before anyone parses it. The text is kept on
 * the request, so the handlers' own `c.req.json()` / `c.req.text()` read it from memory.
 * Multipart uploads count their own bytes while they stream (http/multipart.ts) and pass by.
 */

/** JSON bodies of the APIs are a few kilobytes (a profile with a 500-character bio). */
export const BODY_MAX_BYTES = 16 * 1024
/** Deeper than every contract's shape (the deepest is about 5 levels). */
export const JSON_MAX_DEPTH = 16

export interface BodyReaderOptions {
  /** Exact paths whose bodies may be larger: bytes. */
  larger?: Record<string, number>
  /** Path prefixes whose bodies may be larger (the desk's rich texts, its import files): bytes; the longest prefix wins. */
  largerUnder?: Array<[prefix: string, bytes: number]>
  /** Exact paths that count their own bytes while they stream (an upload). */
  own?: string[]
  /** The error code of the 4xx for a path (the account API's contract names one); none elsewhere. */
  codeFor?: (path: string) => string | undefined
}

/** Reads at most `max` bytes of a stream; null when there are more (the rest is not read). */
export async function readCapped(body: ReadableStream<Uint8Array> | null, max: number): Promise<Uint8Array | null> {
  if (!body) return new Uint8Array(0)
  const reader = body.getReader()
  const chunks: Uint8Array[] = []
  let total = 0
  for (;;) {
    const { value, done } = await reader.read()
    if (done) break
    total += value.byteLength
    if (total > max) {
      await reader.cancel().catch(() => {})
      return null
    }
    chunks.push(value)
  }
  const out = new Uint8Array(total)
  let at = 0
  for (const c of chunks) {
    out.set(c, at)
    at += c.byteLength
  }
  return out
}

/** Whether JSON text nests arrays and objects deeper than `max` (strings skipped; one pass, no recursion). */
export function tooDeep(text: string, max: number): boolean {
  let depth = 0
  let inString = false
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i)
    if (inString) {
      if (ch === 92) i++ // a backslash: skip the escaped character
      else if (ch === 34) inString = false
    } else if (ch === 34) inString = true
    else if (ch === 91 || ch === 123) {
      if (++depth > max) return true
    } else if (ch === 93 || ch === 125) depth--
  }
  return false
}

const HAS_BODY = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])

export function bodyReader({ larger = {}, largerUnder = [], own = [], codeFor = () => undefined }: BodyReaderOptions = {}): MiddlewareHandler {
  const prefixes = [...largerUnder].sort((a, b) => b[0].length - a[0].length)
  const maxUnder = (path: string) => prefixes.find(([prefix]) => path.startsWith(prefix))?.[1]
  const refuse = (c: Context, status: 400 | 413, key: 'bodyTooLarge' | 'bodyTooDeep', max?: number) =>
    new HttpError(status, t(requestLang(c), key, { kb: Math.ceil((max ?? 0) / 1024), depth: JSON_MAX_DEPTH }), undefined, codeFor(c.req.path))
  return async (c, next) => {
    if (!HAS_BODY.has(c.req.method) || own.includes(c.req.path) || /^multipart\/form-data/i.test(c.req.header('content-type') ?? '')) return next()
    const max = larger[c.req.path] ?? maxUnder(c.req.path) ?? BODY_MAX_BYTES
    const declared = Number(c.req.header('content-length') ?? 0)
    if (declared > max) throw refuse(c, 413, 'bodyTooLarge', max)
    const bytes = await readCapped(c.req.raw.body, max)
    if (bytes === null) throw refuse(c, 413, 'bodyTooLarge', max)
    const text = new TextDecoder().decode(bytes)
    if (/^\s*[[{]/.test(text) && tooDeep(text, JSON_MAX_DEPTH)) throw refuse(c, 400, 'bodyTooDeep')
    // Hono's request keeps a read body here, as promises (its type says values); json(), text()
    // and parseBody() read from it.
    const cache = c.req.bodyCache as Record<string, Promise<unknown>>
    cache.text = Promise.resolve(text)
    cache.arrayBuffer = Promise.resolve(bytes.buffer)
    await next()
  }
}
