import type { ImageType } from './image-type'

/**
 * Uploaded pictures lose what cameras and editors write about them (EXIF with GPS, XMP,
 * comments, text chunks) before they are stored: a userpic is public. The pixels are not
 * touched, so nothing is re-encoded. What is kept only affects how the picture looks: a JPEG's
 * JFIF header, ICC colour profile and Adobe colour-transform segment, and the EXIF orientation
 * (rewritten as a minimal EXIF block holding nothing else). null: the file's structure is
 * broken, so nobody can tell what it carries (the caller refuses it).
 */
export function stripMetadata(bytes: Buffer, type: ImageType): Buffer | null {
  if (type === 'image/jpeg') return stripJpeg(bytes)
  if (type === 'image/png') return stripPng(bytes)
  if (type === 'image/webp') return stripWebp(bytes)
  return bytes // GIF has no EXIF; its comment blocks are not parsed here
}

const startsWithText = (b: Buffer, at: number, text: string) => b.subarray(at, at + text.length).toString('latin1') === text

/** The orientation tag (0x0112) of an EXIF APP1 payload ("Exif\0\0" + TIFF), 1–8, or null. */
export function exifOrientation(payload: Buffer): number | null {
  if (!startsWithText(payload, 0, 'Exif\0\0') || payload.length < 14) return null
  const tiff = payload.subarray(6)
  const little = startsWithText(tiff, 0, 'II')
  if (!little && !startsWithText(tiff, 0, 'MM')) return null
  const u16 = (at: number) => (little ? tiff.readUInt16LE(at) : tiff.readUInt16BE(at))
  const u32 = (at: number) => (little ? tiff.readUInt32LE(at) : tiff.readUInt32BE(at))
  const ifd = u32(4)
  if (ifd + 2 > tiff.length) return null
  const count = u16(ifd)
  for (let i = 0; i < count; i++) {
    const entry = ifd + 2 + i * 12
    if (entry + 12 > tiff.length) return null
    if (u16(entry) === 0x0112) {
      const value = u16(entry + 8)
      return value >= 1 && value <= 8 ? value : null
    }
  }
  return null
}

/** An APP1 segment with a big-endian TIFF holding only the orientation. */
function orientationSegment(orientation: number): Buffer {
  const payload = Buffer.alloc(6 + 8 + 2 + 12 + 4)
  payload.write('Exif\0\0', 0, 'latin1')
  payload.write('MM', 6, 'latin1')
  payload.writeUInt16BE(42, 8)
  payload.writeUInt32BE(8, 10) // IFD0 right after the header
  payload.writeUInt16BE(1, 14) // one entry
  payload.writeUInt16BE(0x0112, 16) // Orientation
  payload.writeUInt16BE(3, 18) // SHORT
  payload.writeUInt32BE(1, 20) // one value
  payload.writeUInt16BE(orientation, 24)
  // bytes 26–29: no next IFD
  const head = Buffer.from([0xff, 0xe1, 0, 0])
  head.writeUInt16BE(payload.length + 2, 2)
  return Buffer.concat([head, payload])
}

/** Segments kept: JFIF (APP0), ICC profile (APP2 "ICC_PROFILE"), Adobe (APP14); every other APPn and COM goes. */
function keepJpegSegment(marker: number, payload: Buffer): boolean {
  if (marker === 0xfe) return false
  if (marker < 0xe0 || marker > 0xef) return true
  if (marker === 0xe0) return startsWithText(payload, 0, 'JFIF\0')
  if (marker === 0xe2) return startsWithText(payload, 0, 'ICC_PROFILE\0')
  return marker === 0xee && startsWithText(payload, 0, 'Adobe')
}

function stripJpeg(b: Buffer): Buffer | null {
  const out: Buffer[] = [b.subarray(0, 2)]
  let orientation: number | null = null
  let at = 2
  while (at < b.length) {
    if (b[at] !== 0xff) return null
    while (b[at + 1] === 0xff) at++ // fill bytes
    const marker = b[at + 1]
    if (marker === undefined) return null
    if (marker === 0xd9 || marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      out.push(b.subarray(at, at + 2))
      at += 2
      if (marker === 0xd9) break
      continue
    }
    if (at + 4 > b.length) return null
    const length = b.readUInt16BE(at + 2)
    const end = at + 2 + length
    if (length < 2 || end > b.length) return null
    const payload = b.subarray(at + 4, end)
    if (marker === 0xe1) orientation ??= exifOrientation(payload)
    if (marker === 0xda) {
      // Start of scan: the compressed picture follows; the rest of the file is image data.
      // The orientation goes right after SOI, or after JFIF's APP0 (which must come first).
      const afterJfif = out[1]?.[1] === 0xe0 ? 2 : 1
      if (orientation !== null && orientation !== 1) out.splice(afterJfif, 0, orientationSegment(orientation))
      out.push(b.subarray(at))
      return Buffer.concat(out)
    }
    if (keepJpegSegment(marker, payload)) out.push(b.subarray(at, end))
    at = end
  }
  return null // no picture data
}

/** Text, compressed text, international text, EXIF and the modification time go. */
const PNG_DROPPED = new Set(['tEXt', 'iTXt', 'zTXt', 'eXIf', 'tIME'])

function stripPng(b: Buffer): Buffer | null {
  const out: Buffer[] = [b.subarray(0, 8)]
  let at = 8
  while (at + 12 <= b.length) {
    const length = b.readUInt32BE(at)
    const type = b.subarray(at + 4, at + 8).toString('latin1')
    const end = at + 12 + length
    if (end > b.length) return null
    if (!PNG_DROPPED.has(type)) out.push(b.subarray(at, end))
    at = end
    if (type === 'IEND') return Buffer.concat(out)
  }
  return null
}

/** RIFF chunks: EXIF and XMP go, and the extended header (VP8X) no longer announces them. */
function stripWebp(b: Buffer): Buffer | null {
  const out: Buffer[] = []
  let at = 12
  while (at + 8 <= b.length) {
    const type = b.subarray(at, at + 4).toString('latin1')
    const size = b.readUInt32LE(at + 4)
    const end = at + 8 + size + (size % 2)
    if (at + 8 + size > b.length) return null
    if (type === 'VP8X' && size >= 1) {
      const chunk = Buffer.from(b.subarray(at, Math.min(end, b.length)))
      chunk[8] = chunk[8]! & ~0x0c // the EXIF (0x08) and XMP (0x04) flags
      out.push(chunk)
    } else if (type !== 'EXIF' && type !== 'XMP ') out.push(b.subarray(at, Math.min(end, b.length)))
    at = end
  }
  const body = Buffer.concat(out)
  const head = Buffer.from(b.subarray(0, 12))
  head.writeUInt32LE(body.length + 4, 4)
  return Buffer.concat([head, body])
}
