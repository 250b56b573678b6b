import { crc32 } from 'node:zlib'

/** A PNG chunk with its length and CRC. */
export function pngChunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8)
  head.writeUInt32BE(data.length, 0)
  head.write(type, 4, 'latin1')
  const crc = Buffer.alloc(4)
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0)
  return Buffer.concat([head, data, crc])
}

/** A JPEG segment: marker and payload with its length. */
export function jpegSegment(marker: number, payload: Buffer): Buffer {
  const head = Buffer.from([0xff, marker, 0, 0])
  head.writeUInt16BE(payload.length + 2, 2)
  return Buffer.concat([head, payload])
}

/** Stands for the compressed picture: the bytes after start-of-scan, then EOI. */
export const SCAN = Buffer.concat([jpegSegment(0xda, Buffer.from([1, 1, 0, 0, 0x3f, 0])), Buffer.from('entropy-coded-pixels'), Buffer.from([0xff, 0xd9])])

/**
 * A JPEG whose EXIF holds the camera, the orientation (6: rotate 90°) and a GPS position
 * (55°45'N), big-endian TIFF: IFD0 (Make, Orientation, GPS pointer) → GPS IFD (LatitudeRef, Latitude).
 */
export function jpegWithGps(): Buffer {
  const tiff = Buffer.alloc(8 + 2 + 3 * 12 + 4 + 2 + 2 * 12 + 4 + 24 + 16)
  tiff.write('MM', 0, 'latin1')
  tiff.writeUInt16BE(42, 2)
  tiff.writeUInt32BE(8, 4)
  const gpsIfd = 8 + 2 + 3 * 12 + 4
  const rationals = gpsIfd + 2 + 2 * 12 + 4
  const make = rationals + 24
  const entry = (at: number, tag: number, type: number, count: number, value: number, short = false) => {
    tiff.writeUInt16BE(tag, at)
    tiff.writeUInt16BE(type, at + 2)
    tiff.writeUInt32BE(count, at + 4)
    if (short) tiff.writeUInt16BE(value, at + 8)
    else tiff.writeUInt32BE(value, at + 8)
  }
  tiff.writeUInt16BE(3, 8)
  entry(10, 0x010f, 2, 16, make) // Make
  entry(22, 0x0112, 3, 1, 6, true) // Orientation
  entry(34, 0x8825, 4, 1, gpsIfd) // GPSInfo
  tiff.writeUInt16BE(2, gpsIfd)
  entry(gpsIfd + 2, 0x0001, 2, 2, 0x4e000000) // GPSLatitudeRef "N"
  entry(gpsIfd + 14, 0x0002, 5, 3, rationals) // GPSLatitude
  for (const [i, v] of [55, 45, 21].entries()) {
    tiff.writeUInt32BE(v, rationals + i * 8)
    tiff.writeUInt32BE(1, rationals + i * 8 + 4)
  }
  tiff.write('SpyCam GPS-9000\0', make, 'latin1')
  return Buffer.concat([
    Buffer.from([0xff, 0xd8]),
    jpegSegment(0xe0, Buffer.from('JFIF\0\x01\x02\0\0\x01\0\x01\0\0', 'latin1')),
    jpegSegment(0xe1, Buffer.concat([Buffer.from('Exif\0\0', 'latin1'), tiff])),
    jpegSegment(0xe1, Buffer.from('http://ns.adobe.com/xap/1.0/\0<x:xmpmeta>home address</x:xmpmeta>', 'latin1')),
    jpegSegment(0xe2, Buffer.from('ICC_PROFILE\0\x01\x01colour', 'latin1')),
    jpegSegment(0xed, Buffer.from('Photoshop 3.0\0IPTC caption', 'latin1')),
    jpegSegment(0xfe, Buffer.from('taken at home', 'latin1')),
    jpegSegment(0xdb, Buffer.alloc(65, 1)), // a quantization table: kept
    SCAN,
  ])
}

const TINY_PNG_PIXELS = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64')

/** A 1×1 PNG with extra chunks before its end (IEND). */
export function pngWith(...chunks: Buffer[]): Buffer {
  return Buffer.concat([TINY_PNG_PIXELS.subarray(0, -12), ...chunks, TINY_PNG_PIXELS.subarray(-12)])
}
