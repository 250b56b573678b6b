import type { Lang } from '../../../kernel/constants'
import type { Speaker } from '../../../kernel/contract/content'
import { pick } from '../../lib/translate'

export type SpeakerText = NonNullable<Speaker['translations']['ru']>

/** The one rule for a full name (kernel/person-name.ts). */
export { fullName } from '../../../kernel/person-name'

export const initials = (text: SpeakerText | undefined) =>
  text ? `${text.firstname.charAt(0)}${text.lastname.charAt(0)}`.toUpperCase() : ''

/** The letter a speaker is filed under: the first of the last name in the reader's language. */
export const letterOf = (speaker: Speaker, lang: Lang) => (pick(speaker.translations, lang)?.lastname.charAt(0) ?? '').toUpperCase()

/** The letters that have speakers, in the language's alphabetical order. */
export function lettersOf(speakers: readonly Speaker[], lang: Lang): string[] {
  const letters = new Set(speakers.map((s) => letterOf(s, lang)).filter(Boolean))
  const collator = new Intl.Collator(lang)
  return [...letters].sort(collator.compare)
}

/**
 * The list's order: last name, then first name, as the reader's language sorts them (Ж before И
 * in Russian; Ibragimov before Zhdanova in English), the id last so equal names keep one order.
 */
export function bySurname(lang: Lang): (a: Speaker, b: Speaker) => number {
  const collator = new Intl.Collator(lang, { sensitivity: 'base' })
  return (a, b) => {
    const x = pick(a.translations, lang)
    const y = pick(b.translations, lang)
    return collator.compare(x?.lastname ?? '', y?.lastname ?? '') || collator.compare(x?.firstname ?? '', y?.firstname ?? '') || a.id - b.id
  }
}

/** Lower case, ё as е, no soft hyphens, words split on spaces and hyphens. */
const words = (text: string) =>
  text
    .toLocaleLowerCase()
    .replaceAll('ё', 'е')
    .replaceAll('\u00AD', '')
    .split(/[\s\-‐–—.,]+/)
    .filter(Boolean)

/**
 * The name filter: every word typed starts a word of the speaker's first or last name
 * ("анна ив" finds Анна Иванова, "ivan" Ivanova), in any language the speaker has a name in.
 */
export function matchesName(speaker: Speaker, query: string): boolean {
  const typed = words(query)
  if (typed.length === 0) return true
  return Object.values(speaker.translations).some((text) => {
    if (!text) return false
    const name = words(`${text.firstname} ${text.lastname}`)
    return typed.every((w) => name.some((n) => n.startsWith(w)))
  })
}
