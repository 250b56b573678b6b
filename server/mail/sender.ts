import { siteName } from '../content/site-name'
import type { Db } from '../db/types'
import type { Mailer } from './mailer'

/**
 * `"38C3" <noreply@example.org>`: the sender's display name is the site's name (the
 * organizer's event, not the demo's: people know the event, not this software), the address is MAIL_FROM's. A MAIL_FROM that already names
 * its sender ("Name <address>") is kept as it is; no name, no display name.
 */
export function senderWithName(from: string, name: string): string {
  const clean = name.replace(/[\r\n]+/g, ' ').trim()
  if (!clean || /<[^<>]*>\s*$/.test(from)) return from
  return `"${clean.replace(/["\\]/g, '\\$&')}" <${from.trim()}>`
}

/** Every mail goes out in the current event's name, read when it is sent (an import may rename the site). */
export function namedMailer(inner: Mailer, db: Db, from: string): Mailer {
  return {
    kind: inner.kind,
    async send(mail) {
      await inner.send({ ...mail, from: senderWithName(from, await siteName(db, 'ru')) })
    },
  }
}
