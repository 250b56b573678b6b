import type { Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { createAdaptorServer } from '@hono/node-server'
import { describe, expect, it } from 'vitest'
import { UPLOAD_MAX_BYTES } from '../../kernel/constants'
import { User } from '../../kernel/contract/account'
import { ACC, expectData, expectError } from './helpers/account'
import { SCAN, jpegWithGps, pngChunk, pngWith } from './helpers/images'
import { exifOrientation } from '../../server/media/image-metadata'
import { type CabinetTestServer, TINY_PNG, isStored, expectMessage, newPerson, pngOfSize, uploadUserpic, withCabinetPerson } from './helpers/cabinet'

let server: CabinetTestServer
let token: string
withCabinetPerson((s, t) => ([server, token] = [s, t]))

const TOO_LARGE_RU = 'Файл слишком большой. Выберите файл размером до 5 МБ.'
const TOO_LARGE_EN = 'The file is too large. Please select a file up to 5 MB in size.'

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
    // Since metadata stripping walks the segments, the JPEG must be well formed (a broken one is a 415).
    const jpeg = Buffer.concat([Buffer.from([0xff, 0xd8]), SCAN])
    // A 1×1 GIF: screen, image descriptor, pixels, trailer (its blocks are walked, as a JPEG's segments are).
    const gif = Buffer.concat([Buffer.from('GIF89a'), Buffer.from([1, 0, 1, 0, 0, 0, 0, 0x2c, 0, 0, 0, 0, 1, 0, 1, 0, 0, 2, 2, 0x44, 0x01, 0, 0x3b])])
    const webp = Buffer.concat([Buffer.from('RIFF'), Buffer.from([32, 0, 0, 0]), Buffer.from('WEBPVP8 '), Buffer.alloc(24)])
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
    expect(await isStored(server, first)).toBe(false)
    expect(await isStored(server, second)).toBe(true)
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

describe('uploaded pictures are stored without their metadata', () => {
  const storedBytes = async (bytes: Buffer) => {
    const url = expectData(await uploadUserpic(server, token, bytes), User).profile!.userpic!
    return Buffer.from(await (await server.request(url)).arrayBuffer())
  }

  it('a JPEG with GPS in its EXIF comes back without it (nor the camera, XMP, IPTC or comment); orientation, colour profile and pixels stay', async () => {
    const original = jpegWithGps()
    expect(original.includes('SpyCam')).toBe(true)
    const kept = await storedBytes(original)
    for (const gone of ['SpyCam', 'home address', 'IPTC caption', 'taken at home', 'http://ns.adobe.com']) expect(kept.includes(gone), gone).toBe(false)
    // No GPS tag (0x8825) and no latitude rationals (55/1) anywhere.
    expect(kept.includes(Buffer.from([0x88, 0x25]))).toBe(false)
    expect(kept.includes(Buffer.from([0, 0, 0, 55, 0, 0, 0, 1]))).toBe(false)
    const app1 = kept.indexOf(Buffer.from('Exif\0\0', 'latin1'))
    expect(exifOrientation(kept.subarray(app1))).toBe(6)
    expect(kept.includes('ICC_PROFILE')).toBe(true)
    expect(kept.subarray(-SCAN.length)).toEqual(SCAN)
    expect(kept.subarray(0, 4)).toEqual(Buffer.from([0xff, 0xd8, 0xff, 0xe0]))
  })

  it('a PNG loses its text, EXIF and time chunks; a WebP its EXIF and XMP chunks and their flags', async () => {
    const png = pngWith(pngChunk('tEXt', Buffer.from('GPS\0' + '55.75,37.61')), pngChunk('eXIf', Buffer.from('MM\0*secret')), pngChunk('iTXt', Buffer.from('XML:com.adobe.xmp\0\0\0\0\0x')), pngChunk('tIME', Buffer.alloc(7)))
    const keptPng = await storedBytes(png)
    for (const gone of ['tEXt', 'eXIf', 'iTXt', 'tIME', '55.75']) expect(keptPng.includes(gone), gone).toBe(false)
    expect(keptPng).toEqual(pngWith())

    const chunk = (type: string, data: Buffer) => {
      const head = Buffer.alloc(8)
      head.write(type, 0, 'latin1')
      head.writeUInt32LE(data.length, 4)
      return Buffer.concat([head, data, Buffer.alloc(data.length % 2)])
    }
    const vp8x = Buffer.alloc(10)
    vp8x[0] = 0x0c // EXIF and XMP announced
    const body = Buffer.concat([chunk('VP8X', vp8x), chunk('VP8 ', Buffer.alloc(20, 9)), chunk('EXIF', Buffer.from('GPS 55.75')), chunk('XMP ', Buffer.from('<x>home</x>'))])
    const riff = Buffer.concat([Buffer.from('RIFF'), Buffer.alloc(4), Buffer.from('WEBP'), body])
    riff.writeUInt32LE(riff.length - 8, 4)
    const keptWebp = await storedBytes(riff)
    expect(keptWebp.includes('GPS')).toBe(false)
    expect(keptWebp.includes('home')).toBe(false)
    expect(keptWebp.readUInt32LE(4)).toBe(keptWebp.length - 8)
    expect(keptWebp[20]! & 0x0c).toBe(0)
  })

  it('a picture too broken to walk (a segment running past the end) is refused like a non-image', async () => {
    const cut = jpegWithGps().subarray(0, 40)
    expectError(await uploadUserpic(server, token, cut), 415, 'unsupported_file')
  })
})
