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
  return [...letters].sort((a, b) => a.localeCompare(b, lang))
}
