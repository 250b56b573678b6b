/**
 * Picture uploads cannot take the server from others: ten parallel 5 MB uploads over a real
 * socket while the readiness check (which asks the database) is polled on the same process.
 * PGlite runs on the server's main thread, so this is where a stall would show.
 */
import { spawn } from 'node:child_process'
import { writeFileSync } from 'node:fs'
import { type Server, request } from 'node:http'
import { join } from 'node:path'
import type { AddressInfo } from 'node:net'
import { createAdaptorServer } from '@hono/node-server'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { EVENT_ID, UPLOAD_MAX_BYTES } from '../../kernel/constants'
import { ACC } from './helpers/account'
import { type CabinetTestServer, createCabinetServer, newPerson, pngOfSize } from './helpers/cabinet'

let server: CabinetTestServer
let http: Server
let base: string
let people: string[]
beforeAll(async () => {
  server = await createCabinetServer()
  people = []
  for (let i = 0; i < 5; i++) people.push(await newPerson(server))
  http = createAdaptorServer({ fetch: server.app.fetch }) as Server
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', () => resolve()))
  base = `http://127.0.0.1:${(http.address() as AddressInfo).port}`
}, 60_000)
afterAll(async () => {
  http?.closeAllConnections()
  http?.close()
  await server?.close()
})

/** A multipart body built once, as a browser's FormData would send it. */
function multipart(bytes: Buffer): { body: Buffer; type: string } {
  const boundary = '----hardening0upload0boundary'
  const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="me.png"\r\nContent-Type: image/png\r\n\r\n`)
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`)
  return { body: Buffer.concat([head, bytes, tail]), type: `multipart/form-data; boundary=${boundary}` }
}

interface UploadReply {
  status: number
  retryAfter: string | null
  body: { message?: string; data?: { profile: { userpic: string } } }
}

/** A plain node:http request: the body goes to the socket as it is (fetch would copy and stream it on this thread). */
function upload(token: string, form: { body: Buffer; type: string }): Promise<UploadReply> {
  return new Promise((resolve, reject) => {
    const req = request(
      `${base}${ACC}/api/user/userpic`,
      {
        method: 'POST',
        headers: {
          Authorization: `Bearer ${token}`,
          'Content-Type': form.type,
          'Content-Length': String(form.body.length),
          'X-Lang': 'en',
          'X-Event-Id': String(EVENT_ID),
        },
      },
      (res) => {
        const chunks: Buffer[] = []
        res.on('data', (chunk: Buffer) => chunks.push(chunk))
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, retryAfter: (res.headers['retry-after'] as string | undefined) ?? null, body: JSON.parse(Buffer.concat(chunks).toString('utf8')) }),
        )
      },
    )
    // A refused upload is answered before its body is read: the server may close the connection under it.
    req.on('error', reject)
    req.end(form.body)
  })
}

/**
 * The ten uploads come from another process, as they would from other machines: sending 50 MB
 * over loopback from this process would cost this thread (the server's) the client's work too.
 * The child builds the same multipart body and prints each answer's status.
 */
const UPLOADER = `
const { request } = require('node:http')
const { readFileSync } = require('node:fs')
const { url, tokens, type, file } = JSON.parse(process.env.UPLOADS)
const body = readFileSync(file)
const one = (token) => new Promise((resolve) => {
  const headers = { Authorization: 'Bearer ' + token, 'Content-Type': type, 'Content-Length': body.length, 'X-Lang': 'en' }
  const req = request(url, { method: 'POST', headers }, (res) => {
    const chunks = []
    res.on('data', (c) => chunks.push(c))
    res.on('end', () => resolve({ status: res.statusCode, retryAfter: res.headers['retry-after'] ?? null, body: JSON.parse(Buffer.concat(chunks)) }))
  })
  req.on('error', (e) => resolve({ status: 0, retryAfter: null, body: { message: String(e) } }))
  req.end(body)
})
Promise.all(tokens.map(one)).then((all) => process.stdout.write(JSON.stringify(all)))
`

function uploadFromAnotherProcess(tokens: string[], form: { body: Buffer; type: string }): Promise<UploadReply[]> {
  const file = join(server.dataDir, 'upload-body')
  writeFileSync(file, form.body)
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['-e', UPLOADER], {
      env: { ...process.env, UPLOADS: JSON.stringify({ url: `${base}${ACC}/api/user/userpic`, tokens, type: form.type, file }) },
      stdio: ['ignore', 'pipe', 'inherit'],
    })
    let out = ''
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()))
    child.on('error', reject)
    child.on('exit', (code) => (code === 0 ? resolve(JSON.parse(out) as UploadReply[]) : reject(new Error(`uploader exited ${code}`))))
  })
}

describe('uploads cannot take the server from others', () => {
  it('ten parallel 5 MB uploads: the health check on the same process answers within 300 ms throughout', async () => {
    const form = multipart(pngOfSize(UPLOAD_MAX_BYTES))
    /** Asks /api/health (a database round trip) every 20 ms until `until` settles: the slowest answer. */
    async function slowestHealth(until: Promise<unknown>): Promise<{ slowest: number; answers: number }> {
      let done = false
      void until.finally(() => (done = true))
      const latencies: number[] = []
      while (!done || latencies.length < 3) {
        const started = performance.now()
        const res = await fetch(`${base}/api/health`)
        await res.arrayBuffer()
        latencies.push(performance.now() - started)
        expect(res.status).toBe(200)
        await new Promise((resolve) => setTimeout(resolve, 20))
      }
      return { slowest: Math.max(...latencies), answers: latencies.length }
    }
    // The machine's own noise (a busy shared machine delays any answer): the same polling for a second without uploads.
    const idle = await slowestHealth(new Promise((resolve) => setTimeout(resolve, 1000)))
    const uploads = uploadFromAnotherProcess(Array.from({ length: 10 }, (_, i) => people[i % people.length]!), form)
    const busy = await slowestHealth(uploads)
    const results = await uploads
    // Before, one 5 MB write stalled PGlite's thread (the server's) for 1.5–3 s, ten for tens of seconds.
    expect(busy.slowest, `slowest health answer while uploading (idle: ${Math.round(idle.slowest)} ms)`).toBeLessThan(300 + Math.max(0, idle.slowest - 50))
    // Each answer is a stored picture or a 429 that says to wait; at least one got through.
    for (const r of results) expect([200, 429], JSON.stringify(r.body)).toContain(r.status)
    expect(results.filter((r) => r.status === 200).length).toBeGreaterThan(0)
    for (const r of results.filter((r) => r.status === 429)) {
      expect(r.retryAfter).toBe('2')
      expect(r.body.message).toBe('The previous file is still uploading. Please wait a few seconds and try again.')
    }
  }, 60_000)

  it('a second upload from one person while the first is under way gets 429; after it, the next one passes', async () => {
    const form = multipart(pngOfSize(UPLOAD_MAX_BYTES))
    const token = people[0]!
    const [first, second] = await Promise.all([upload(token, form), upload(token, form)])
    expect([first.status, second.status].sort()).toEqual([200, 429])
    expect((await upload(token, form)).status).toBe(200)
  }, 60_000)

  it('the stored picture is served whole, from wherever the database keeps it', async () => {
    const form = multipart(pngOfSize(64 * 1024))
    const r = await upload(people[1]!, form)
    expect(r.status).toBe(200)
    const url = r.body.data!.profile.userpic
    const res = await fetch(`${base}${url}`)
    expect(res.status).toBe(200)
    expect((await res.arrayBuffer()).byteLength).toBe(64 * 1024)
  })
})
