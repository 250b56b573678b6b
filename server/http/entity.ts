import { hash } from 'node:crypto'
import type { Context } from 'hono'
import { type Effort, type Encoding, compress, isCompressible, negotiateEncoding } from './compress'

/** A response body with its validator and its compressed forms, made once and reused. */
export interface Entity {
  body: Buffer
  type: string
  etag: string
  encoded: Partial<Record<Encoding, Buffer>>
}

export function hashTag(body: Buffer | string): string {
  return hash('sha1', body, 'base64url').slice(0, 22) // one-shot: no Hash object per response
}

/** Weak, because the same entity goes out gzip, brotli or plain. */
export function makeEntity(body: Buffer | string, type: string, etag?: string): Entity {
  const buf = typeof body === 'string' ? Buffer.from(body) : body
  return { body: buf, type, etag: etag ?? `W/"${hashTag(buf)}"`, encoded: {} }
}

/** If-None-Match uses weak comparison (RFC 9110 §13.1.2). */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false
  const bare = etag.replace(/^W\//, '')
  return ifNoneMatch.split(',').some((tag) => {
    const t = tag.trim()
    return t === '*' || t.replace(/^W\//, '') === bare
  })
}

const MIN_COMPRESS = 1024

export interface RespondOptions {
  cacheControl: string
  vary?: string[]
  effort?: Effort
  status?: number
}

export function respond(c: Context, entity: Entity, options: RespondOptions): Response {
  const headers = new Headers({ 'Cache-Control': options.cacheControl, ETag: entity.etag })
  const compressible = isCompressible(entity.type) && entity.body.length >= MIN_COMPRESS
  const vary = [...(options.vary ?? []), ...(compressible ? ['Accept-Encoding'] : [])]
  if (vary.length) headers.set('Vary', vary.join(', '))
  if (matchesEtag(c.req.header('If-None-Match'), entity.etag)) return new Response(null, { status: 304, headers })

  headers.set('Content-Type', entity.type)
  let body = entity.body
  const encoding = compressible ? negotiateEncoding(c.req.header('Accept-Encoding')) : null
  if (encoding) {
    body = entity.encoded[encoding] ??= compress(entity.body, encoding, options.effort ?? 'fast')
    headers.set('Content-Encoding', encoding)
  }
  headers.set('Content-Length', String(body.length))
  // A Buffer is a Uint8Array; the DOM typing of BodyInit just does not say so.
  return new Response(body as unknown as BodyInit, { status: options.status ?? 200, headers })
}
