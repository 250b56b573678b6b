import { Trans } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { useLang } from '../../i18n/use-lang'
import type { Speaker } from '../../../kernel/contract/content'
import { fullName } from '../../../kernel/person-name'
import { pick } from '../../lib/translate'
import { BlockError } from './BlockError'
import type { Block } from './load-home'
import { Section } from './Section'

/** The speakers the organizers put on the main page (on_main). */
export function MainSpeakers({ block }: { block: Block<Speaker[]> }) {
  const lang = useLang()
  if (block.ok && block.data.length === 0) return null
  return (
    <Section id="speakers" title={<Trans>Спикеры</Trans>}>
      {block.ok ? (
        <ul className="home-speakers tiles tiles--s2 tiles--m4 tiles--l4">
          {block.data.map((speaker) => {
            const tr = pick(speaker.translations, lang)
            if (!tr) return null
            return (
              <li key={speaker.id} className="home-speaker">
                {speaker.photo ? (
                  <img className="home-speaker__photo" src={speaker.photo} alt="" width="96" height="96" loading="lazy" />
                ) : (
                  <span className="home-speaker__photo home-speaker__photo--initials" aria-hidden="true">
                    {initials(tr.firstname, tr.lastname)}
                  </span>
                )}
                <h3 className="home-speaker__name">
                  <Link to="/speakers/$id" params={{ id: String(speaker.id) }}>
                    {fullName(tr)}
                  </Link>
                </h3>
                <p className="home-speaker__job">
                  {tr.position}
                  {tr.position && tr.organization ? ', ' : ''}
                  {tr.organization}
                </p>
              </li>
            )
          })}
        </ul>
      ) : (
        <BlockError error={block.error} />
      )}
    </Section>
  )
}

const initials = (first: string, last: string) => `${first.charAt(0)}${last.charAt(0)}`.toUpperCase()
