import { EVENT_ID, type Lang } from '../../kernel/constants'
import type { Db } from '../db/types'
import { readEventTranslations } from './queries'

type Names = { name?: string; site_name?: string }

/**
 * The site's name in `lang` for what the server writes itself (mails): the current event's
 * `site_name`, else its `name`, in the asked language, else in the one that exists (§1); ''
 * when there is no event yet. The site's screens take the same rule from `events/{event}`.
 */
export async function siteName(db: Db, lang: Lang, eventId = EVENT_ID): Promise<string> {
  const translations = await readEventTranslations<Names>(db, eventId)
  const tr = translations ? (translations[lang] ?? translations.ru ?? translations.en) : undefined
  return tr?.site_name || tr?.name || ''
}
