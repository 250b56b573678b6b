import { getRouteApi } from '@tanstack/react-router'
import type { ForumEvent } from '../../kernel/contract/content'
import type { ContentApi } from './api/content'
import { useLang } from '../i18n/use-lang'
import { pick } from './translate'

/**
 * The organizer's event for the site's frame (header, footer, page titles): the root route's
 * data, so the server's first render and the browser's agree. A failure leaves the frame
 * without a name rather than failing every page.
 */
export const loadSite = (content: ContentApi): Promise<ForumEvent | null> =>
  content.get('events').then(
    (events) => events[0] ?? null,
    () => null,
  )

const root = getRouteApi('__root__')

/** The site's texts: the event's `site_name`, else its `name` (§1 fallback); '' before any event exists. */
export function useSite() {
  const lang = useLang()
  const event = (root.useLoaderData() as ForumEvent | null | undefined) ?? null
  const tr = event ? pick(event.translations, lang) : undefined
  return { event, texts: tr, name: tr?.site_name || tr?.name || '' }
}
