import { existsSync } from 'node:fs'
import type { Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { join } from 'node:path'
import { createAdaptorServer } from '@hono/node-server'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { UPLOAD_MAX_BYTES } from '../../kernel/constants'
import { User } from '../../kernel/contract/account'
import { ACC, expectData, expectError } from './helpers/account'
import { type CabinetTestServer, TINY_PNG, createCabinetServer, expectMessage, newPerson, pngOfSize, uploadUserpic } from './helpers/cabinet'

let server: CabinetTestServer
let token: string
beforeAll(async () => {
  server = await createCabinetServer()
  token = await newPerson(server)
})
afterAll(() => server?.close())

const TOO_LARGE_RU = 'Файл слишком большой. Выберите файл размером до 5 МБ.'
const TOO_LARGE_EN = 'The file is too large. Please select a file up to 5 MB in size.'
const stored = (url: string) => join(server.dataDir, 'uploads', 'userpics', url.slice('/media/userpics/'.length))

describe('§5 upload limit 5 MB: POST /api/user/userpic', () => {
  it('§5: exactly 5 MB is accepted', async () => {
    const r = await uploadUserpic(server, token, pngOfSize(UPLOAD_MAX_BYTES))
    const url = expectData(r, User).profile!.userpic!
    expectMessage(r, 'Данные успешно изменены')
    const res = await server.request(url)
    expect((await res.arrayBuffer()).byteLength).toBe(UPLOAD_MAX_BYTES)
  })

  it('§5: 5 MB + 1 byte is a 413 with the spec’s text, in X-Lang', async () => {
    const before = expectData(await server.call('me', { token }), User).profile?.userpic
    const ru = expectError(await uploadUserpic(server, token, pngOfSize(UPLOAD_MAX_BYTES + 1)), 413, 'file_too_large')
    expect(ru.message).toBe(TOO_LARGE_RU)
    expect(ru.errors).toEqual({ file: [TOO_LARGE_RU] })
    const en = expectError(await uploadUserpic(server, token, pngOfSize(UPLOAD_MAX_BYTES + 1), { lang: 'en' }), 413)
    expect(en.message).toBe(TOO_LARGE_EN)
    expect(expectData(await server.call('me', { token }), User).profile?.userpic).toBe(before)
  })

  it('§5: the limit is enforced while receiving: an endless body is cut off after about 5 MB (real socket)', async () => {
    const http = createAdaptorServer({ fetch: server.app.fetch }) as Server
    await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', () => resolve()))
    const { port } = http.address() as AddressInfo
    let sent = 0
    const chunk = Buffer.alloc(64 * 1024, 0x41)
    const head = '--b0undary\r\nContent-Disposition: form-data; name="file"; filename="big.png"\r\nContent-Type: image/png\r\n\r\n'
    const body = new ReadableStream<Uint8Array>({
      start: (c) => c.enqueue(Buffer.from(head)),
      pull: (c) => {
        sent += chunk.length
        c.enqueue(chunk)
      },
    })
    try {
      const res = await fetch(`http://127.0.0.1:${port}${ACC}/api/user/userpic`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'multipart/form-data; boundary=b0undary' },
        body,
        duplex: 'half',
      } as RequestInit)
      expect(res.status).toBe(413)
      expect((await res.json()).message).toBe(TOO_LARGE_RU)
      // Socket buffers let the client get a few MB ahead; without the limit it would never stop.
      expect(sent).toBeLessThan(32 * 1024 * 1024)
    } finally {
      http.close()
    }
  })

  it('decided: a declared Content-Length far past the limit is refused before the body is read', async () => {
    const res = await server.request(`${ACC}/api/user/userpic`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'multipart/form-data; boundary=x', 'Content-Length': String(50 * 1024 * 1024) },
      body: '--x--',
    })
    expect(res.status).toBe(413)
  })
})

describe('userpics are images judged by their bytes, stored under random names', () => {
  it('a real PNG is accepted and served at its URL with its type and nosniff', async () => {
    const user = expectData(await uploadUserpic(server, token, TINY_PNG, { filename: '../../etc/passwd.png' }), User)
    const url = user.profile!.userpic!
    expect(url).toMatch(/^\/media\/userpics\/[A-Za-z0-9_-]{22}\.png$/)
    const res = await server.request(url)
    expect(res.status).toBe(200)
    expect(res.headers.get('Content-Type')).toBe('image/png')
    expect(res.headers.get('X-Content-Type-Options')).toBe('nosniff')
    expect(Buffer.from(await res.arrayBuffer()).equals(TINY_PNG)).toBe(true)
  })

  it('a text file renamed .png (and claimed image/png) is a 415 with a clear message; SVG is not accepted', async () => {
    const text = Buffer.from('this is not an image, just text in a .png file\n')
    const e = expectError(await uploadUserpic(server, token, text, { filename: 'photo.png', type: 'image/png' }), 415, 'unsupported_file')
    expect(e.message).toBe('Можно загрузить только изображение в формате PNG, JPEG, WebP или GIF')
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>')
    expect(expectError(await uploadUserpic(server, token, svg, { filename: 'a.svg', type: 'image/svg+xml', lang: 'en' }), 415).message).toBe(
      'Only a PNG, JPEG, WebP or GIF image can be uploaded',
    )
    expectError(await uploadUserpic(server, token, Buffer.alloc(0)), 415)
  })

  it('JPEG, GIF and WebP are recognised and get their own type', async () => {
    const jpeg = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(32)])
    const gif = Buffer.concat([Buffer.from('GIF89a'), Buffer.alloc(32)])
    const webp = Buffer.concat([Buffer.from('RIFF'), Buffer.from([36, 0, 0, 0]), Buffer.from('WEBPVP8 '), Buffer.alloc(24)])
    for (const [bytes, ext, type] of [[jpeg, 'jpg', 'image/jpeg'], [gif, 'gif', 'image/gif'], [webp, 'webp', 'image/webp']] as const) {
      const url = expectData(await uploadUserpic(server, token, bytes, { filename: 'x.bin', type: 'application/octet-stream' }), User).profile!.userpic!
      expect(url.endsWith(`.${ext}`)).toBe(true)
      expect((await server.request(url)).headers.get('Content-Type')).toBe(type)
    }
  })

  it('a new picture replaces the old one: the old file is removed and its URL is a 404', async () => {
    const first = expectData(await uploadUserpic(server, token, TINY_PNG), User).profile!.userpic!
    const second = expectData(await uploadUserpic(server, token, TINY_PNG), User).profile!.userpic!
    expect(second).not.toBe(first)
    expect(existsSync(stored(first))).toBe(false)
    expect(existsSync(stored(second))).toBe(true)
    expect((await server.request(first)).status).toBe(404)
  })

  it('the first upload creates the profile; the rest of the profile is kept by later uploads', async () => {
    const fresh = await newPerson(server)
    expect(expectData(await uploadUserpic(server, fresh, TINY_PNG), User).profile).toMatchObject({ sex: 'M', firstname: null })
    await server.call('saveProfile', { token: fresh, body: { firstname: 'Олег' } })
    expect(expectData(await uploadUserpic(server, fresh, TINY_PNG), User).profile?.firstname).toBe('Олег')
  })

  it('bad requests: no token 401, not multipart 400, no file field 400, unknown names 404', async () => {
    expectError(await uploadUserpic(server, null, TINY_PNG), 401, 'unauthorized')
    expectError(await server.raw('POST', '/api/user/userpic', { token, body: { file: 'x' } }), 400, 'validation_failed')
    expectError(await uploadUserpic(server, token, TINY_PNG, { field: 'photo' }), 400, 'validation_failed')
    const truncated = await server.request(`${ACC}/api/user/userpic`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'multipart/form-data; boundary=x' },
      body: '--x\r\nContent-Disposition: form-data; name="file"\r\n\r\n\x89PNG',
    })
    expect(truncated.status).toBe(400)
    for (const path of ['/media/userpics/nope.png', '/media/userpics/..%2F..%2Fjwt.key', '/media/userpics/AAAAAAAAAAAAAAAAAAAAAA.png']) {
      expect((await server.request(path)).status, path).toBe(404)
    }
  })
})
