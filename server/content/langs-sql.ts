import { LANGUAGES, type Lang } from '../../kernel/constants'
import { isLang } from '../../kernel/lang'

const textArray = (langs: readonly Lang[]) => {
  // Written into the SQL text: only the known language codes, never what a client typed.
  if (langs.some((lang) => !isLang(lang))) throw new Error(`not a language list: ${langs.join(',')}`)
  return `'{${langs.join(',')}}'::text[]`
}

/**
 * SQL for a `translations` jsonb column cut down to the asked-for languages, so that the texts
 * of the others are neither read out of the database nor parsed: when one of `langs` is stored,
 * the other languages are left out. When none is stored the column comes whole, and pickLangs
 * (rows.ts) chooses the fallback (§1). pickLangs also puts the languages in the asked order,
 * which jsonb does not keep.
 */
export function translationsSql(column: string, langs: readonly Lang[]): string {
  const others = LANGUAGES.filter((lang) => !langs.includes(lang))
  if (others.length === 0) return column
  return `CASE WHEN ${column} ?| ${textArray(langs)} THEN ${column} - ${textArray(others)} ELSE ${column} END`
}
