import { useLingui } from '@lingui/react/macro'
import { useEffect, useState } from 'react'
import './ticket-qr.css'

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
 * The ticket's QR code on the cabinet page: shown at the door from the phone, also
 * with no network (the page and its data come from the offline copy). The encoder (uqr) loads
 * with the ticket, not with the cabinet's first screen.
 */
export function TicketQr({ code }: { code: string }) {
  const { t } = useLingui()
  const [qr, setQr] = useState<{ d: string; size: number } | null>(null)
  useEffect(() => {
    let live = true
    void import('uqr').then(({ encode }) => live && setQr(qrPath(code, encode)), () => undefined)
    return () => {
      live = false
    }
  }, [code])
  return (
    <figure className="ticket-qr">
      {qr ? (
        <svg className="ticket-qr__code" role="img" aria-label={t`QR-код билета`} viewBox={`0 0 ${qr.size} ${qr.size}`} shapeRendering="crispEdges">
          <rect width={qr.size} height={qr.size} fill="#fff" />
          <path d={qr.d} fill="#000" />
        </svg>
      ) : (
        <span className="ticket-qr__code" />
      )}
      <figcaption className="ticket-qr__text muted">{code}</figcaption>
    </figure>
  )
}
