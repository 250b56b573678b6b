import type { ImageType } from './image-type'

/**
 * Uploaded pictures keep only their image data before they are stored: a userpic is public.
 * Whatever cameras and editors write about them goes, wherever it sits (EXIF with GPS, XMP,
 * comments, text chunks, application blocks, before or between the scans), and so does
 * everything after the end of the image (the video phones append to a "motion photo", a zip).
 * The pixels are not touched, so nothing is re-encoded. What is kept only affects how the picture
 * looks: a JPEG's JFIF header, ICC colour profile and Adobe colour-transform segment, and the EXIF
 * orientation (rewritten as a minimal EXIF block holding nothing else); a PNG's and WebP's colour
 * and animation chunks; a GIF's frames, their timing and its loop count. null: the file's
 * structure is broken, so nobody can tell what it carries (the caller refuses it).
 */
export function stripMetadata(bytes: Buffer, type: ImageType): Buffer | null {
  if (type === 'image/jpeg') return stripJpeg(bytes)
  if (type === 'image/png') return stripPng(bytes)
  if (type === 'image/webp') return stripWebp(bytes)
  return stripGif(bytes)
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

/** The end of a scan's entropy-coded data: the next marker that is not a stuffed 0xFF00 or a restart marker. */
function scanEnd(b: Buffer, from: number): number {
  let at = from
  for (;;) {
    at = b.indexOf(0xff, at)
    if (at < 0 || at + 1 >= b.length) return -1
    const next = b[at + 1]!
    if (next === 0x00 || (next >= 0xd0 && next <= 0xd7) || next === 0xff) at += next === 0xff ? 1 : 2
    else return at
  }
}

function stripJpeg(b: Buffer): Buffer | null {
  const out: Buffer[] = [b.subarray(0, 2)]
  let orientation: number | null = null
  let orientationPlaced = false
  let at = 2
  while (at < b.length) {
    if (b[at] !== 0xff) return null
    while (b[at + 1] === 0xff) at++ // fill bytes
    const marker = b[at + 1]
    if (marker === undefined) return null
    if (marker === 0xd9) {
      // End of image: whatever follows (a motion photo's video, a zip) is not the picture.
      out.push(b.subarray(at, at + 2))
      return Buffer.concat(out)
    }
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      out.push(b.subarray(at, at + 2))
      at += 2
      continue
    }
    if (at + 4 > b.length) return null
    const length = b.readUInt16BE(at + 2)
    const end = at + 2 + length
    if (length < 2 || end > b.length) return null
    const payload = b.subarray(at + 4, end)
    if (marker === 0xe1) orientation ??= exifOrientation(payload)
    if (marker === 0xda) {
      // Start of scan: its header, then the compressed picture up to the next marker. A
      // progressive JPEG has several scans, with tables (kept) and perhaps comments (dropped) between.
      if (!orientationPlaced) {
        // The orientation goes right after SOI, or after JFIF's APP0 (which must come first).
        const afterJfif = out[1]?.[1] === 0xe0 ? 2 : 1
        if (orientation !== null && orientation !== 1) out.splice(afterJfif, 0, orientationSegment(orientation))
        orientationPlaced = true
      }
      const dataEnd = scanEnd(b, end)
      if (dataEnd < 0) return null // no end of image
      out.push(b.subarray(at, dataEnd))
      at = dataEnd
      continue
    }
    if (keepJpegSegment(marker, payload)) out.push(b.subarray(at, end))
    at = end
  }
  return null // no end of image
}

/**
 * The chunks that make the picture and how it looks (colour, transparency, pixel size,
 * animation); everything else goes: text, EXIF, time, and any private chunk (C2PA, editors').
 */
const PNG_KEPT = new Set(['IHDR', 'PLTE', 'IDAT', 'IEND', 'tRNS', 'cHRM', 'gAMA', 'iCCP', 'sBIT', 'sRGB', 'cICP', 'mDCV', 'cLLI', 'bKGD', 'pHYs', 'acTL', 'fcTL', 'fdAT'])

function stripPng(b: Buffer): Buffer | null {
  const out: Buffer[] = [b.subarray(0, 8)]
  let at = 8
  while (at + 12 <= b.length) {
    const length = b.readUInt32BE(at)
    const type = b.subarray(at + 4, at + 8).toString('latin1')
    const end = at + 12 + length
    if (end > b.length) return null
    if (PNG_KEPT.has(type)) out.push(b.subarray(at, end))
    at = end
    if (type === 'IEND') return Buffer.concat(out) // nothing after the end of the image
  }
  return null
}

/** The RIFF chunks of the picture: its data, alpha, animation and colour profile; EXIF, XMP and the rest go. */
const WEBP_KEPT = new Set(['VP8 ', 'VP8L', 'VP8X', 'ALPH', 'ANIM', 'ANMF', 'ICCP'])

/** RIFF chunks: EXIF and XMP go, and the extended header (VP8X) no longer announces them; nothing past the RIFF's own size is kept. */
function stripWebp(file: Buffer): Buffer | null {
  const out: Buffer[] = []
  if (file.length < 12) return null
  const riffEnd = 8 + file.readUInt32LE(4)
  if (riffEnd > file.length || riffEnd < 12) return null
  const b = file.subarray(0, riffEnd)
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
    } else if (WEBP_KEPT.has(type)) out.push(b.subarray(at, Math.min(end, b.length)))
    at = end
  }
  const body = Buffer.concat(out)
  const head = Buffer.from(b.subarray(0, 12))
  head.writeUInt32LE(body.length + 4, 4)
  return Buffer.concat([head, body])
}

/** Application blocks a GIF needs: the loop count of an animation. Others (XMP, editors') go. */
const GIF_APPLICATIONS = new Set(['NETSCAPE2.0', 'ANIMEXTS1.0'])

/** The sub-blocks from `at` (size byte, data, …, 0): the index after them, or -1 past the end. */
function gifSubBlocksEnd(b: Buffer, at: number): number {
  let i = at
  while (i < b.length) {
    const size = b[i]!
    if (size === 0) return i + 1
    i += size + 1
  }
  return -1
}

/**
 * GIF blocks: the header and screen (with its colour table), the frames (descriptor, colour
 * table, pixels) and their graphic controls, the loop count; comments, plain-text blocks, other
 * application blocks (XMP) and everything after the trailer go.
 */
function stripGif(b: Buffer): Buffer | null {
  if (b.length < 13) return null
  const flags = b[10]!
  let at = 13 + (flags & 0x80 ? 3 * 2 ** ((flags & 0x07) + 1) : 0)
  if (at > b.length) return null
  const out: Buffer[] = [b.subarray(0, at)]
  while (at < b.length) {
    const introducer = b[at]!
    if (introducer === 0x3b) {
      out.push(b.subarray(at, at + 1))
      return Buffer.concat(out) // the trailer: nothing after it is the picture
    }
    if (introducer === 0x2c) {
      if (at + 10 > b.length) return null
      const local = b[at + 9]!
      const pixels = at + 10 + (local & 0x80 ? 3 * 2 ** ((local & 0x07) + 1) : 0) + 1 // + LZW minimum code size
      const end = pixels <= b.length ? gifSubBlocksEnd(b, pixels) : -1
      if (end < 0) return null
      out.push(b.subarray(at, end))
      at = end
      continue
    }
    if (introducer !== 0x21 || at + 2 > b.length) return null
    const label = b[at + 1]!
    const end = gifSubBlocksEnd(b, at + 2)
    if (end < 0) return null
    const application = label === 0xff && b[at + 2] === 11 ? b.subarray(at + 3, at + 14).toString('latin1') : null
    // Graphic control (frame timing, transparency) and the loop count stay; comments (0xFE), plain text (0x01) and other applications go.
    if (label === 0xf9 || (application !== null && GIF_APPLICATIONS.has(application))) out.push(b.subarray(at, end))
    at = end
  }
  return null // no trailer
}
