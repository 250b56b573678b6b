import type { Lang } from '../../kernel/constants'

/** The path of this server's printable programme of a year (server/program/pdf-routes.ts). */
const OWN_PROGRAM = /^\/media\/program-\d{4}\.pdf$/

/**
 * §7 program_link, in the reader's language: the events answer in X-Lang gives this
 * server's programme PDF with `?lang=en` for English; a link the organizer set elsewhere is
 * theirs and stays as it is.
 */
export function programLinkFor(link: string | null, lang: Lang): string | null {
  if (!link || lang === 'ru' || !OWN_PROGRAM.test(link)) return link
  return `${link}?lang=${lang}`
}
