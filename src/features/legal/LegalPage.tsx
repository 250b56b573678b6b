import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { useLang } from '../../i18n/use-lang'
import { formatDate } from '../../lib/format'
import { usePageMeta } from '../../lib/use-page-meta'
import type { LegalBlock, LegalDocument } from './legal-document'
import './legal.css'

type LegalPath = '/privacy' | '/agreement'

/** A legal text: title, date of the wording, contents with anchors, sections, and the companion document. */
export function LegalPage({ doc, path }: { doc: LegalDocument; path: LegalPath }) {
  const { t, i18n } = useLingui()
  const lang = useLang()
  const title = i18n._(doc.title)
  usePageMeta(title, i18n._(doc.description))
  const revised = formatDate(doc.revised, lang)
  return (
    <div className="container">
      <div className="legal">
        <header className="page-head">
          <h1>{title}</h1>
          <p className="muted">
            <Trans>Редакция от {revised}</Trans>
          </p>
          {doc.intro.map((text) => (
            <p key={text.id} className="legal__intro">
              {i18n._(text)}
            </p>
          ))}
        </header>
        <nav className="legal__toc" aria-label={t`Содержание`}>
          <ol>
            {doc.sections.map((section) => (
              <li key={section.id}>
                <Link to={path} hash={section.id}>
                  {i18n._(section.title)}
                </Link>
              </li>
            ))}
          </ol>
        </nav>
        {doc.sections.map((section) => (
          <section key={section.id} id={section.id} className="legal__section" aria-labelledby={`${section.id}-title`}>
            <h2 id={`${section.id}-title`}>{i18n._(section.title)}</h2>
            {section.blocks.map((block, index) => (
              <Block key={index} block={block} />
            ))}
          </section>
        ))}
        <p className="legal__related">
          {path === '/privacy' ? (
            <Link to="/agreement">
              <Trans>Пользовательское соглашение</Trans>
            </Link>
          ) : (
            <Link to="/privacy">
              <Trans>Политика конфиденциальности</Trans>
            </Link>
          )}
        </p>
      </div>
    </div>
  )
}

function Block({ block }: { block: LegalBlock }) {
  const { i18n } = useLingui()
  if (block.kind === 'p') return <p>{i18n._(block.text)}</p>
  return (
    <ul>
      {block.items.map((item) => (
        <li key={item.id}>{i18n._(item)}</li>
      ))}
    </ul>
  )
}
