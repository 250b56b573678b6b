import { describe, expect, it } from 'vitest'
import { MultipartError, readMultipartFile } from '../../server/http/multipart'

const LIMITS = { field: 'file', maxFileBytes: 1000, maxOtherBytes: 2000 }
const CT = 'multipart/form-data; boundary=XyZ'

function part(name: string, content: string | Buffer, filename?: string): Buffer {
  const disposition = `form-data; name="${name}"${filename === undefined ? '' : `; filename="${filename}"`}`
  return Buffer.concat([Buffer.from(`--XyZ\r\nContent-Disposition: ${disposition}\r\nContent-Type: image/png\r\n\r\n`), Buffer.from(content), Buffer.from('\r\n')])
}
const form = (...parts: Buffer[]) => Buffer.concat([...parts, Buffer.from('--XyZ--\r\n')])

/** The body as a stream of `size`-byte chunks (1: every delimiter is split). */
function stream(bytes: Buffer, size = bytes.length || 1): ReadableStream<Uint8Array> {
  let at = 0
  return new ReadableStream({
    pull(controller) {
      if (at >= bytes.length) return controller.close()
      controller.enqueue(new Uint8Array(bytes.subarray(at, at + size)))
      at += size
    },
  })
}

const problem = (p: Promise<unknown>) =>
  p.then(
    () => 'ok',
    (e: unknown) => (e instanceof MultipartError ? e.problem : String(e)),
  )

describe('§5 multipart upload through busboy: the same limits while receiving', () => {
  it('reads the file field, also when every byte arrives on its own', async () => {
    const body = form(part('note', 'hello'), part('file', Buffer.alloc(300, 7), 'фото.png'))
    for (const size of [1, 7, body.length]) {
      const file = await readMultipartFile(stream(body, size), CT, LIMITS)
      expect(file.bytes).toEqual(Buffer.alloc(300, 7))
      expect(file.filename).toBe('фото.png')
    }
  })

  it('exactly the limit passes; one byte more is tooLarge', async () => {
    expect((await readMultipartFile(stream(form(part('file', Buffer.alloc(1000), 'a'))), CT, LIMITS)).bytes).toHaveLength(1000)
    expect(await problem(readMultipartFile(stream(form(part('file', Buffer.alloc(1001), 'a'))), CT, LIMITS))).toBe('tooLarge')
  })

  it('the first byte past the limit stops reading: an endless body is not read to its end', async () => {
    let pulled = 0
    const endless = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new Uint8Array(part('file', '', 'a').subarray(0, -2)))
      },
      pull(controller) {
        pulled += 100
        controller.enqueue(new Uint8Array(100))
      },
    })
    expect(await problem(readMultipartFile(endless, CT, LIMITS))).toBe('tooLarge')
    expect(pulled).toBeLessThanOrEqual(1300) // the limit, the chunk that crossed it, and the stream's read-ahead
  })

  it('other fields, a second file and too many parts count against the form overhead', async () => {
    expect(await problem(readMultipartFile(stream(form(part('note', 'x'.repeat(2001)), part('file', 'a', 'a'))), CT, LIMITS))).toBe('tooLarge')
    expect(await problem(readMultipartFile(stream(form(part('file', 'a', 'a'), part('file', Buffer.alloc(2001), 'b'))), CT, LIMITS))).toBe('tooLarge')
    const many = Array.from({ length: 30 }, (_, i) => part(`f${i}`, 'x'))
    expect(await problem(readMultipartFile(stream(form(...many, part('file', 'a', 'a'))), CT, LIMITS))).toBe('tooLarge')
  })

  it('a cut body is malformed, a form without the field has no file, a bad content type is malformed', async () => {
    const whole = form(part('file', Buffer.alloc(300), 'a'))
    expect(await problem(readMultipartFile(stream(whole.subarray(0, 200)), CT, LIMITS))).toBe('malformed')
    expect(await problem(readMultipartFile(stream(form(part('photo', 'x', 'a'))), CT, LIMITS))).toBe('noFile')
    expect(await problem(readMultipartFile(stream(whole), 'text/plain', LIMITS))).toBe('malformed')
    expect(await problem(readMultipartFile(null, CT, LIMITS))).toBe('noFile')
  })
})
