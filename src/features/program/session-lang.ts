import type { Lang } from '../../../kernel/constants'

/**
 * The languages a session declares ("en", "de, en", "German") named in the reader's language
 * ("английский", "German"), or nothing when the reader's own language is among them or none is
 * declared: a Russian session needs no note for a Russian reader. Codes Intl does not know are
 * shown as the program wrote them.
 */
export function sessionLanguages(declared: string | null | undefined, reader: Lang): string[] {
  const parts = (declared ?? '')
    .split(/[,;/]+/)
    .map((part) => part.trim())
    .filter(Boolean)
  if (parts.length === 0) return []
  const codes = parts.map((part) => part.toLowerCase().split(/[-_]/)[0]!)
  if (codes.includes(reader)) return []
  const names = new Intl.DisplayNames([reader], { type: 'language', fallback: 'code' })
  return parts.map((part, i) => {
    if (!/^[a-z]{2,3}$/.test(codes[i]!)) return part
    try {
      return names.of(codes[i]!) ?? part
    } catch {
      return part
    }
  })
}
