/**
 * The one body reader (server/http/body.ts): bytes counted as they arrive whatever Content-Length
 * says, 16 KB unless a route says more, JSON nested deeper than the contracts allow is a 400.
 */
import { Hono } from 'hono'
import { describe, expect, it } from 'vitest'
import { BODY_MAX_BYTES, JSON_MAX_DEPTH, bodyReader, tooDeep } from '../../server/http/body'
import { HttpError, errorBody } from '../../server/http/errors'

function app() {
  const a = new Hono()
  a.onError((err, c) => (err instanceof HttpError ? c.json(errorBody(err.message, undefined, err.code), err.status) : c.json({ message: 'internal' }, 500)))
  a.use('*', bodyReader({ larger: { '/big': 64 * 1024 }, codeFor: (p) => (p === '/coded' ? 'validation_failed' : undefined) }))
  for (const path of ['/echo', '/big', '/coded']) a.post(path, async (c) => c.json({ length: (await c.req.text()).length, json: await c.req.json().then(() => true, () => false) }))
  return a
}

/** A body streamed in chunks with no Content-Length (chunked transfer). */
const streamed = (bytes: number) =>
  new ReadableStream<Uint8Array>({
    start(controller) {
      for (let sent = 0; sent < bytes; sent += 4096) controller.enqueue(new TextEncoder().encode('x'.repeat(Math.min(4096, bytes - sent))))
      controller.close()
    },
  })

describe('one body reader for every route', () => {
  it(`a body over ${BODY_MAX_BYTES / 1024} KB is a 413 whether or not it says its length; a route that says more takes more`, async () => {
    const a = app()
    const init = (body: BodyInit) => ({ method: 'POST', body, duplex: 'half' }) as RequestInit
    expect((await a.request('/echo', init(streamed(BODY_MAX_BYTES + 1)))).status).toBe(413)
    expect((await a.request('/echo', { method: 'POST', body: 'x', headers: { 'Content-Length': String(10 * 1024 * 1024) } })).status).toBe(413)
    expect((await a.request('/echo', init(streamed(BODY_MAX_BYTES)))).status).toBe(200)
    expect((await a.request('/big', init(streamed(60 * 1024)))).status).toBe(200)
    const coded = await a.request('/coded', init(streamed(BODY_MAX_BYTES + 1)))
    expect(await coded.json()).toMatchObject({ code: 'validation_failed', message: expect.any(String) })
  })

  it(`JSON nested deeper than ${JSON_MAX_DEPTH} levels is a 400 with a message; the handler reads the kept body`, async () => {
    const a = app()
    const deep = `${'['.repeat(5000)}${']'.repeat(5000)}`
    const res = await a.request('/echo', { method: 'POST', body: deep, headers: { 'Content-Type': 'application/json', 'X-Lang': 'en' } })
    expect(res.status).toBe(400)
    expect((await res.json()).message).toMatch(/nested deeper than 16/)
    const ok = await a.request('/echo', { method: 'POST', body: JSON.stringify({ a: { b: [1, [2, [3]]] } }) })
    expect(await ok.json()).toEqual({ length: 23, json: true })
    expect(tooDeep('{"a":"[[[[[[[[[[[[[[[[[[[[[[[[[[[[[["}', 4)).toBe(false) // brackets inside strings do not count
    expect(tooDeep('"\\\\"[[[[[', 4)).toBe(true)
  })
})
