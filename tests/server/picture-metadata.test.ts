/**
 * What is served of an uploaded picture is its image data only: a JPEG with XMP, a comment
 * after the first scan and a trailer after its end (a motion photo's video), a PNG with text and
 * private chunks and bytes after IEND, a WebP with EXIF, XMP and bytes past its RIFF, a GIF with
 * a comment, an XMP application block and bytes after its trailer: none of that comes back.
 */
import { describe, expect, it } from 'vitest'
import { User } from '../../kernel/contract/account'
import { stripMetadata } from '../../server/media/image-metadata'
import { expectData } from './helpers/account'
import { type CabinetTestServer, uploadUserpic, withCabinetPerson } from './helpers/cabinet'
import { jpegSegment, pngChunk, pngWith } from './helpers/images'

let server: CabinetTestServer
let token: string
withCabinetPerson((s, t) => ([server, token] = [s, t]))

async function served(bytes: Buffer): Promise<Buffer> {
  const url = expectData(await uploadUserpic(server, token, bytes, { filename: 'x.bin', type: 'application/octet-stream' }), User).profile!.userpic!
  return Buffer.from(await (await server.request(url)).arrayBuffer())
}

const TRAILER = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypmp42 motion-photo-video home-video', 'latin1')])

/** A progressive JPEG: two scans with a comment and an XMP block between them, then a trailer. */
function progressiveJpeg(): Buffer {
  const scan = (n: number) =>
    Buffer.concat([jpegSegment(0xda, Buffer.from([1, 1, 0, 0, 0x3f, 0])), Buffer.from([n, 0xff, 0x00, n, 0xff, 0xd0, n])]) // a stuffed 0xFF00 and a restart marker inside
  return Buffer.concat([
    Buffer.from([0xff, 0xd8]),
    jpegSegment(0xe0, Buffer.from('JFIF\0\x01\x02\0\0\x01\0\x01\0\0', 'latin1')),
    jpegSegment(0xe1, Buffer.from('http://ns.adobe.com/xap/1.0/\0<x:xmpmeta>XMP-before</x:xmpmeta>', 'latin1')),
    jpegSegment(0xdb, Buffer.alloc(65, 1)),
    jpegSegment(0xc2, Buffer.from([8, 0, 1, 0, 1, 1, 1, 0x11, 0])),
    jpegSegment(0xc4, Buffer.alloc(20, 2)),
    scan(7),
    jpegSegment(0xfe, Buffer.from('comment-after-scan', 'latin1')),
    jpegSegment(0xe1, Buffer.from('http://ns.adobe.com/xap/1.0/\0<x:xmpmeta>XMP-between</x:xmpmeta>', 'latin1')),
    jpegSegment(0xc4, Buffer.alloc(20, 3)),
    scan(8),
    Buffer.from([0xff, 0xd9]),
    TRAILER,
  ])
}

function webpChunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8)
  head.write(type, 0, 'latin1')
  head.writeUInt32LE(data.length, 4)
  return Buffer.concat([head, data, Buffer.alloc(data.length % 2)])
}

/** A 1×1 GIF89a with a global colour table, a loop count, a comment, an XMP block and a trailer after its end. */
function gifWithComment(): Buffer {
  const subBlocks = (text: string) => Buffer.concat([Buffer.from([text.length]), Buffer.from(text, 'latin1'), Buffer.from([0])])
  return Buffer.concat([
    Buffer.from('GIF89a', 'latin1'),
    Buffer.from([1, 0, 1, 0, 0x80, 0, 0]), // 1×1, a global colour table of 2
    Buffer.from([0, 0, 0, 255, 255, 255]),
    Buffer.from([0x21, 0xff, 11]), Buffer.from('NETSCAPE2.0', 'latin1'), Buffer.from([3, 1, 0, 0, 0]), // loop forever
    Buffer.from([0x21, 0xfe]), subBlocks('gif-comment-secret'),
    Buffer.from([0x21, 0xff, 11]), Buffer.from('XMP DataXMP', 'latin1'), subBlocks('<x:xmpmeta>gif-xmp</x:xmpmeta>'),
    Buffer.from([0x21, 0xf9, 4, 0, 10, 0, 0, 0]), // graphic control: 0.1 s
    Buffer.from([0x2c, 0, 0, 0, 0, 1, 0, 1, 0, 0]), // image descriptor 1×1
    Buffer.from([2, 2, 0x44, 0x01, 0]), // LZW minimum code size 2, one sub-block of pixels
    Buffer.from([0x3b]),
    TRAILER,
  ])
}

describe('only the image data of an uploaded picture is served', () => {
  it('a JPEG with XMP, a comment after the first scan and a trailer: none of them; both scans and their tables stay', async () => {
    const kept = await served(progressiveJpeg())
    for (const gone of ['XMP-before', 'XMP-between', 'comment-after-scan', 'ftyp', 'motion-photo', 'http://ns.adobe.com']) expect(kept.includes(gone), gone).toBe(false)
    expect(kept.subarray(-2)).toEqual(Buffer.from([0xff, 0xd9]))
    expect(kept.includes(Buffer.from([7, 0xff, 0x00, 7, 0xff, 0xd0, 7]))).toBe(true)
    expect(kept.includes(Buffer.from([8, 0xff, 0x00, 8, 0xff, 0xd0, 8]))).toBe(true)
    expect(kept.includes(Buffer.alloc(20, 3))).toBe(true) // the table between the scans
  })

  it('a PNG with text and private chunks and bytes after IEND: the plain picture', async () => {
    const png = Buffer.concat([
      pngWith(pngChunk('tEXt', Buffer.from('Comment\0png-text-secret')), pngChunk('zTXt', Buffer.from('Raw\0\0x')), pngChunk('caBX', Buffer.from('c2pa-manifest')), pngChunk('pHYs', Buffer.alloc(9, 1))),
      TRAILER,
    ])
    const kept = await served(png)
    for (const gone of ['png-text-secret', 'tEXt', 'zTXt', 'caBX', 'c2pa', 'ftyp']) expect(kept.includes(gone), gone).toBe(false)
    expect(kept).toEqual(pngWith(pngChunk('pHYs', Buffer.alloc(9, 1))))
  })

  it('a WebP with EXIF, XMP, an unknown chunk and bytes past its RIFF: the picture and its flags say no metadata', async () => {
    const vp8x = Buffer.alloc(10)
    vp8x[0] = 0x0c
    const body = Buffer.concat([
      webpChunk('VP8X', vp8x),
      webpChunk('VP8 ', Buffer.alloc(20, 9)),
      webpChunk('EXIF', Buffer.from('MM\0*webp-exif-gps')),
      webpChunk('XMP ', Buffer.from('<x>webp-xmp</x>')),
      webpChunk('JUNK', Buffer.from('editor-notes')),
    ])
    const riff = Buffer.concat([Buffer.from('RIFF'), Buffer.alloc(4), Buffer.from('WEBP'), body])
    riff.writeUInt32LE(riff.length - 8, 4)
    const kept = await served(Buffer.concat([riff, TRAILER]))
    for (const gone of ['webp-exif', 'webp-xmp', 'editor-notes', 'ftyp']) expect(kept.includes(gone), gone).toBe(false)
    expect(kept.readUInt32LE(4)).toBe(kept.length - 8)
    expect(kept[20]! & 0x0c).toBe(0)
  })

  it('a GIF with a comment, an XMP block and bytes after its trailer: frames, timing and loop count stay', async () => {
    const gif = gifWithComment()
    const kept = await served(gif)
    for (const gone of ['gif-comment-secret', 'gif-xmp', 'XMP DataXMP', 'ftyp']) expect(kept.includes(gone), gone).toBe(false)
    expect(kept.includes('NETSCAPE2.0')).toBe(true)
    expect(kept.includes(Buffer.from([0x21, 0xf9, 4, 0, 10, 0, 0, 0]))).toBe(true)
    expect(kept.subarray(-6)).toEqual(Buffer.from([2, 2, 0x44, 0x01, 0, 0x3b])) // the frame's pixels, then the trailer
  })

  it('a picture whose structure runs past its end, or has no end, is refused (nobody can tell what it carries)', () => {
    expect(stripMetadata(progressiveJpeg().subarray(0, 120), 'image/jpeg')).toBeNull()
    expect(stripMetadata(gifWithComment().subarray(0, 40), 'image/gif')).toBeNull()
    expect(stripMetadata(Buffer.concat([Buffer.from('GIF89a'), Buffer.alloc(32)]), 'image/gif')).toBeNull()
  })
})
