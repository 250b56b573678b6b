import { useLang } from '../../i18n/use-lang'
import type { ForumEvent } from '../../../kernel/contract/content'
import { formatDateRange } from '../../lib/format'
import { pick } from '../../lib/translate'

/** "8–11 декабря 2026 · <city>, <venue>" under a program heading. */
export function EventLead({ event }: { event: ForumEvent | undefined }) {
  const lang = useLang()
  if (!event) return null
  const text = pick(event.translations, lang)
  return (
    <p className="page-head__lead">
      {/* An imported program may name no city or venue: only what is there is shown. */}
      {[formatDateRange(event.starts_on, event.ends_on, lang), [text?.city, text?.venue].filter(Boolean).join(', ')].filter(Boolean).join(' · ')}
    </p>
  )
}
