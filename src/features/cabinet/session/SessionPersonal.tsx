import { Trans, useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { StreamPlayer, embeddableUrl } from '../../../components/content/StreamPlayer'
import { useLang } from '../../../i18n/use-lang'
import type { Meeting } from '../../../../kernel/contract/content'
import { pick } from '../../../lib/translate'
import { useAccountMeetingScope } from './account-meeting-scope'
import './session-personal.css'

/**
 * The personal side of a session page (§2 session details): the broadcast for a person logged
 * in. Taking part is the pick's second state, in the page's header (SessionSignUpPick).
 * Anonymous people get the public notice (`publicNotice`, the program's "only registered users").
 */
export function SessionPersonal({ meeting, publicNotice }: { meeting: Meeting; publicNotice: ReactNode }) {
  const scope = useAccountMeetingScope()
  const { t } = useLingui()
  const title = pick(meeting.translations, useLang())?.title ?? ''
  if (!scope) return <aside aria-labelledby="broadcast-heading">{publicNotice}</aside>
  const { state } = scope
  const stream = state.status === 'ready' ? embeddableUrl(state.meeting?.broadcast_url) : null
  return (
    <aside aria-labelledby="broadcast-heading">
      <div className="broadcast-notice card">
        <h2 id="broadcast-heading">
          <Trans>Трансляция</Trans>
        </h2>
        {stream ? (
          <StreamPlayer url={stream} frameTitle={t`Трансляция: ${title}`} />
        ) : state.status === 'ready' ? (
          <p className="muted">
            <Trans>Трансляция пока недоступна</Trans>
          </p>
        ) : state.status === 'failed' ? (
          <p className="muted">
            <Trans>Не удалось загрузить трансляцию.</Trans>
          </p>
        ) : null}
      </div>
    </aside>
  )
}
