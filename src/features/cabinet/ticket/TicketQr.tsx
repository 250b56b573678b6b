import { Trans, useLingui } from '@lingui/react/macro'
import { QrCode } from '../../../components/qr/QrCode'
import './ticket-qr.css'

/**
 * The ticket's QR code on the cabinet page: shown at the door from the phone, also
 * with no network (the page and its data come from the offline copy). The encoder (uqr) loads
 * with the ticket, not with the cabinet's first screen.
 */
export function TicketQr({ code }: { code: string }) {
  const { t } = useLingui()
  return (
    <figure className="ticket-qr">
      <QrCode value={code} label={t`QR-код билета`} className="ticket-qr__code" />
      <figcaption className="ticket-qr__text muted">
        {/* For the door to type in when a camera cannot read the screen. */}
        <Trans>Код билета: {code}</Trans>
      </figcaption>
    </figure>
  )
}
