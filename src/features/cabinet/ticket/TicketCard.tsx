import { Trans } from '@lingui/react/macro'
import type { UserEventView } from '../../../../kernel/contract/account'
import type { ForumEvent } from '../../../../kernel/contract/content'
import { useLang } from '../../../i18n/use-lang'
import { pick } from '../../../lib/translate'
import { useSession } from '../../../session/use-session'
import { TicketButton } from '../TicketButton'
import { fullName } from '../person'
import { TicketQr } from './TicketQr'
import { venueLine } from './ticket-facts'
import { useTicketValidity } from './use-ticket-validity'

/**
 * The cabinet's ticket: the code to show at the door beside what the door will check (whose it
 * is, the days it admits, where), the same facts as the PDF the button makes.
 */
export function TicketCard({ view, event, speaker, primary }: { view: UserEventView; event: ForumEvent | null; speaker: boolean; primary: boolean }) {
  const lang = useLang()
  const { profile, email } = useSession()
  const validity = useTicketValidity(view, event) ?? ''
  const place = event ? pick(event.translations, lang) : undefined
  const name = fullName(profile) || email || ''
  return (
    <section className="card cabinet__section cabinet__ticket" aria-labelledby="cabinet-ticket">
      <h2 id="cabinet-ticket">
        <Trans>Ваш билет</Trans>
      </h2>
      <div className="ticket-card">
        <TicketQr code={view.qr_code} />
        <div className="ticket-card__facts">
          {name ? <p className="ticket-card__name">{name}</p> : null}
          <p>
            <span className="tag">{speaker ? <Trans>Спикер</Trans> : <Trans>Посетитель</Trans>}</span>
          </p>
          <p className="ticket-card__days" data-testid="ticket-validity">
            {validity}
          </p>
          {place ? <p className="muted">{venueLine(place)}</p> : null}
          <TicketButton qrCode={view.qr_code} event={event} speaker={speaker} validity={validity} primary={primary} />
        </div>
      </div>
    </section>
  )
}
