import type { ForumEvent } from '../../../kernel/contract/content'

export type EventTexts = NonNullable<ForumEvent['translations']['ru']>

/** The footer's contacts, from the event: the organizer, where, and how to reach them; each only when set. */
export function contactsOf(texts: EventTexts | undefined) {
  const c = texts?.contacts
  const place = texts ? [texts.city, texts.venue, texts.address].filter(Boolean).join(', ') : ''
  return { organizer: c?.organizer || '', place, email: c?.email || '', phone: c?.phone || '' }
}

/** §2's contacts (the header's link, the footer's section) are shown only when the content has some. */
export const hasContactsSection = (texts: EventTexts | undefined): boolean =>
  Object.values(contactsOf(texts)).some(Boolean)

/** A phone number as a tel: address (digits and a leading +). */
export const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`
