import { useLang } from '../../i18n/use-lang'
import type { ForumEvent } from '../../../kernel/contract/content'
import { formatDateRange } from '../../lib/format'
import { pick } from '../../lib/translate'

/** "8–11 декабря 2026 · Казань, Казань Экспо" under a program heading. */
export function EventLead({ event }: { event: ForumEvent | undefined }) {
  const lang = useLang()
  if (!event) return null
  const text = pick(event.translations, lang)
  return (
    <p className="page-head__lead">
      {formatDateRange(event.starts_on, event.ends_on, lang)}
      {text ? ` · ${text.city}, ${text.venue}` : null}
    </p>
  )
}
