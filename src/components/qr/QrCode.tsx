import { useEffect, useState } from 'react'

/** The QR code as one SVG path of dark squares, on a light border of 4 modules (the quiet zone scanners need). */
function qrPath(value: string, encode: typeof import('uqr').encode): { d: string; size: number } {
  const qr = encode(value, { ecc: 'M', border: 4 })
  let d = ''
  qr.data.forEach((row, y) =>
    row.forEach((dark, x) => {
      if (dark) d += `M${x} ${y}h1v1h-1z`
    }),
  )
  return { d, size: qr.size }
}

/**
 * A QR code of `value` as crisp SVG (black on white whatever the theme). The encoder (uqr) loads
 * with the first code shown, not with the page; until then an empty box of the same class keeps
 * the layout.
 */
export function QrCode({ value, label, className }: { value: string; label: string; className: string }) {
  const [qr, setQr] = useState<{ d: string; size: number; value: string } | null>(null)
  useEffect(() => {
    let live = true
    void import('uqr').then(({ encode }) => live && setQr({ ...qrPath(value, encode), value }), () => undefined)
    return () => {
      live = false
    }
  }, [value])
  if (!qr || qr.value !== value) return <span className={className} />
  return (
    <svg className={className} role="img" aria-label={label} viewBox={`0 0 ${qr.size} ${qr.size}`} shapeRendering="crispEdges">
      <rect width={qr.size} height={qr.size} fill="#fff" />
      <path d={qr.d} fill="#000" />
    </svg>
  )
}
