import { deflateSync } from 'node:zlib'

/**
 * The site's default preview image (og:image, twitter:image) for a page without an image of
 * its own: messengers want PNG or JPEG, and the demo's images are SVG. A 1200×630 PNG drawn once
 * per process without a graphics library: a sun rising over the horizon in the site's colours.
 */
export const OG_IMAGE_PATH = '/og-image.png'
export const OG_IMAGE_SIZE = { width: 1200, height: 630 } as const

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1
  return c >>> 0
})
function crc32(bytes: Buffer): number {
  let c = 0xffffffff
  for (const b of bytes) c = crcTable[(c ^ b) & 0xff]! ^ (c >>> 8)
  return (c ^ 0xffffffff) >>> 0
}

function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8)
  head.writeUInt32BE(data.length, 0)
  head.write(type, 4, 'latin1')
  const crc = Buffer.alloc(4)
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0)
  return Buffer.concat([head, data, crc])
}

type Rgb = [number, number, number]
const mix = (a: Rgb, b: Rgb, t: number): Rgb => [0, 1, 2].map((i) => Math.round(a[i]! + (b[i]! - a[i]!) * t)) as Rgb
const SKY_TOP: Rgb = [0x1b, 0x14, 0x64]
const SKY_LOW: Rgb = [0x5b, 0x2a, 0x86]
const SUN_IN: Rgb = [0xfd, 0xba, 0x74]
const SUN_OUT: Rgb = [0xea, 0x58, 0x0c]
const GROUND: Rgb = [0x16, 0x14, 0x2b]

/** The colour of one pixel. */
function pixel(x: number, y: number, w: number, h: number): Rgb {
  const horizon = Math.round(h * 0.68)
  if (y >= horizon) {
    // Ground with the sun's light in bands, fading away from the horizon.
    const band = Math.floor((y - horizon) / 14) % 2 === 0 ? 0.18 : 0.08
    return mix(GROUND, SUN_OUT, band * (1 - (y - horizon) / (h - horizon)))
  }
  const r = Math.hypot(x - w / 2, y - horizon)
  const sun = h * 0.3
  if (r <= sun) return mix(SUN_IN, SUN_OUT, r / sun)
  const sky = mix(SKY_TOP, SKY_LOW, y / horizon)
  const glow = Math.max(0, 1 - (r - sun) / (h * 0.45))
  return mix(sky, SUN_OUT, glow * 0.35)
}

let png: Buffer | null = null

export function ogImagePng(): Buffer {
  if (png) return png
  const { width: w, height: h } = OG_IMAGE_SIZE
  const raw = Buffer.alloc((w * 3 + 1) * h)
  for (let y = 0; y < h; y++) {
    const row = y * (w * 3 + 1) // filter byte 0: none
    for (let x = 0; x < w; x++) raw.set(pixel(x, y, w, h), row + 1 + x * 3)
  }
  const header = Buffer.alloc(13)
  header.writeUInt32BE(w, 0)
  header.writeUInt32BE(h, 4)
  header.set([8, 2, 0, 0, 0], 8) // 8-bit RGB, no interlace
  png = Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ])
  return png
}
