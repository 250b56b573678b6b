import { LANGUAGES, type Lang } from '../../kernel/constants'
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

/**
 * The From of a mail written in `lang`: the site's name in that language, as the mail's subject
 * and signature have it (an English mail comes from «Horizon Forum», not «Форум «Горизонт»»).
 * No language given: Russian. Read when the mail is made, so a queued mail keeps the From it
 * was written with (mail_outbox.sender).
 */
export async function senderIn(db: Db, from: string, lang: Lang = 'ru'): Promise<string> {
  return senderWithName(from, await siteName(db, lang))
}

/** The From in every language, for senders that write many mails at once (one read per language). */
export async function sendersByLang(db: Db, from: string): Promise<Record<Lang, string>> {
  const out = {} as Record<Lang, string>
  for (const lang of LANGUAGES) out[lang] = await senderIn(db, from, lang)
  return out
}

/** Every mail goes out in the current event's name in the mail's language, read when it is sent (an import may rename the site). */
export function namedMailer(inner: Mailer, db: Db, from: string): Mailer {
  return {
    kind: inner.kind,
    async send(mail) {
      await inner.send({ ...mail, from: await senderIn(db, from, mail.lang) })
    },
  }
}
