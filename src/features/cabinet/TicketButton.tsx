import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { useLang } from '../../i18n/use-lang'
import type { ForumEvent } from '../../../kernel/contract/content'
import { formatDateRange } from '../../lib/format'
import { useVenueTimeText } from '../../components/content/VenueTime'
import { pick } from '../../lib/translate'
import { useSession } from '../../session/use-session'
import { fullName, latinName } from './person'
import { saveFile } from '../../lib/save-file'
import { venueLine } from './ticket/ticket-facts'

const warmUp = () => void import('./ticket/ticket-pdf').catch(() => undefined)

/**
 * 'Скачать билет' (§2), with the days it is valid for (`validity`): the PDF is made in the browser. Its code (pdf-lib,
 * the QR encoder, the font) is imported on the click, so no screen's first load carries it.
 */
export function TicketButton({
  qrCode,
  event,
  speaker,
  validity,
  primary = true,
}: {
  qrCode: string
  event: ForumEvent | null
  speaker: boolean
  validity: string
  primary?: boolean
}) {
  const { t } = useLingui()
  const lang = useLang()
  const clock = useVenueTimeText(event?.starts_on)
  const { profile, email } = useSession()
  const [state, setState] = useState<'idle' | 'making' | 'failed'>('idle')

  async function download() {
    setState('making')
    try {
      const { ticketPdf } = await import('./ticket/ticket-pdf')
      const place = event ? pick(event.translations, lang) : undefined
      const name = fullName(profile) || email || ''
      const latin = latinName(profile)
      const eventName = place?.name ?? t`Форум`
      const blob = await ticketPdf(
        {
          heading: t`Билет участника`,
          eventName,
          name,
          latinName: latin && latin !== name ? latin : undefined,
          role: speaker ? t`Спикер` : t`Посетитель`,
          dates: event ? formatDateRange(event.starts_on, event.ends_on, lang) : '',
          // §16: whose clock the forum's hours are on.
          clock: event ? clock : undefined,
          venue: venueLine(place),
          validity,
          instruction: t`Покажите этот QR-код на входе. Билет можно распечатать или сохранить в телефоне.`,
          title: t`Билет — ${eventName}`,
        },
        qrCode,
      )
      saveFile(blob, `ticket-${event?.year ?? 'forum'}.pdf`)
      setState('idle')
    } catch (error) {
      console.error('[ticket]', error)
      setState('failed')
    }
  }

  return (
    <div className="ticket">
      <button
        type="button"
        className={primary ? 'button button--primary' : 'button button--ghost'}
        disabled={state === 'making'}
        onClick={() => void download()}
        // Intent: start fetching the PDF code (about 0.5 MB compressed) before the click.
        onPointerEnter={warmUp}
        onFocus={warmUp}
      >
        {state === 'making' ? <span className="spinner cabinet__spinner" aria-hidden="true" /> : null}
        <Trans>Скачать билет (PDF)</Trans>
      </button>
      <p className={state === 'failed' ? 'ticket__status ticket__status--error' : 'ticket__status muted'} role="status">
        {state === 'making' ? <Trans>Готовим билет…</Trans> : state === 'failed' ? <Trans>Не удалось подготовить билет. Попробуйте ещё раз.</Trans> : ''}
      </p>
    </div>
  )
}
