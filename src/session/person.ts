import type { Lang } from '../../kernel/constants'

type Profile = Record<string, unknown> | null

/** The session keeps the profile as a plain record (machines/auth.machine.ts): read its texts safely. */
export const profileText = (profile: Profile, key: string) => {
  const value = profile?.[key]
  return typeof value === 'string' ? value.trim() : ''
}

const CYRILLIC = /[\u0400-\u04ff]/

/**
 * The first and last name to address the person by in a language: in English the Latin name when
 * it is saved (§3 firstname_en, lastname_en), never a Cyrillic one (an English page says "Hello!"
 * rather than "Hello, Анна!"); in Russian the Russian name, or the Latin one when that is all there is.
 */
export function nameIn(profile: Profile, lang: Lang): { first: string; last: string } {
  const ru = { first: profileText(profile, 'firstname'), last: profileText(profile, 'lastname') }
  const en = { first: profileText(profile, 'firstname_en'), last: profileText(profile, 'lastname_en') }
  if (lang === 'en') {
    const latin = (name: string) => (CYRILLIC.test(name) ? '' : name)
    return en.first ? en : { first: latin(ru.first), last: latin(ru.last) }
  }
  return ru.first ? ru : en
}

/** Two letters for an avatar without a picture, in the page's language ('' when there is no name). */
export function initialsIn(profile: Profile, lang: Lang): string {
  const { first, last } = nameIn(profile, lang)
  return `${first.charAt(0)}${last.charAt(0)}`.toUpperCase()
}

/** The uploaded userpic's address, or null. */
export const userpicOf = (profile: Profile) => profileText(profile, 'userpic') || null
