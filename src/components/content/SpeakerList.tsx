import { Trans } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { useLang } from '../../i18n/use-lang'
import type { MeetingSpeaker } from '../../../kernel/contract/content'
import { fullName } from '../../../kernel/person-name'
import { pick } from '../../lib/translate'
import './content.css'

/**
 * The people of a session with their role there (§2: speaker and moderator roles).
 * Moderators first: they lead the session. Each name links to the speaker's page.
 */
export function SpeakerList({ speakers }: { speakers: readonly MeetingSpeaker[] }) {
  const lang = useLang()
  const ordered = [...speakers].sort((a, b) => rank(a) - rank(b))
  return (
    <ul className="speaker-list tiles tiles--s1 tiles--m2 tiles--l2">
      {ordered.map((speaker) => {
        const text = pick(speaker.translations, lang)
        const name = fullName(text)
        return (
          <li key={speaker.id} className="speaker">
            {speaker.photo ? (
              <img className="speaker__photo" src={speaker.photo} alt="" width={72} height={72} loading="lazy" />
            ) : (
              <span className="speaker__photo speaker__photo--initials" aria-hidden="true">
                {initials(text?.firstname, text?.lastname)}
              </span>
            )}
            <div className="speaker__body">
              <p className="speaker__role tag">
                {speaker.role === 'moderator' ? <Trans>Модератор</Trans> : <Trans>Спикер</Trans>}
              </p>
              <p className="speaker__name">
                <Link to="/speakers/$id" params={{ id: String(speaker.id) }}>
                  {name}
                </Link>
              </p>
              {text?.position ? <p className="speaker__meta">{text.position}</p> : null}
              {text?.organization ? <p className="speaker__meta muted">{text.organization}</p> : null}
            </div>
          </li>
        )
      })}
    </ul>
  )
}

const rank = (s: MeetingSpeaker) => (s.role === 'moderator' ? 0 : 1)

function initials(first = '', last = ''): string {
  return `${first.charAt(0)}${last.charAt(0)}`.toUpperCase()
}
