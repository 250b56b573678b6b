import { Trans } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { useLang } from '../../i18n/use-lang'
import type { Industry } from '../../../kernel/contract/content'
import { pick } from '../../lib/translate'
import { BlockError } from './BlockError'
import type { Block } from './load-home'
import { Section } from './Section'

/** The forum's industries, each a way into its news; the industries page tells more. */
export function IndustriesStrip({ block }: { block: Block<Industry[]> }) {
  const lang = useLang()
  if (block.ok && block.data.length === 0) return null
  return (
    <Section
      id="industries"
      className="home-section--tint"
      title={<Trans>Индустрии форума</Trans>}
      more={
        <Link to="/industres" className="home-section__more">
          <Trans>Все индустрии</Trans>
        </Link>
      }
    >
      {block.ok ? (
        <ul className="industry-strip tiles tiles--s2 tiles--m3 tiles--l5">
          {block.data.map((industry) => {
            const name = pick(industry.translations, lang)?.name
            return (
              <li key={industry.id}>
                <Link to="/news" search={{ industry: industry.id }} className="industry-pill">
                  <img src={industry.icon} alt="" width="28" height="28" loading="lazy" />
                  <span>
                    <span className="visually-hidden">
                      <Trans>Новости индустрии:</Trans>
                    </span>{' '}
                    {name}
                  </span>
                </Link>
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
