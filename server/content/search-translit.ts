/**
 * Transliteration for name search: a name typed in Latin letters is also looked for in
 * Cyrillic, and the other way round. A plain table (close to the passport/BGN spellings people
 * type: Zhdanova, Shcherbakov, Kovalyov); what it gets wrong by a letter the trigram similarity
 * absorbs. Input is lower case.
 */
const CYR_TO_LAT: Record<string, string> = {
  а: 'a', б: 'b', в: 'v', г: 'g', д: 'd', е: 'e', ё: 'e', ж: 'zh', з: 'z', и: 'i', й: 'y',
  к: 'k', л: 'l', м: 'm', н: 'n', о: 'o', п: 'p', р: 'r', с: 's', т: 't', у: 'u', ф: 'f',
  х: 'kh', ц: 'ts', ч: 'ch', ш: 'sh', щ: 'shch', ъ: '', ы: 'y', ь: '', э: 'e', ю: 'yu', я: 'ya',
}

/** Longest spellings first: "shch" before "sh", "zh" before "z". */
const LAT_TO_CYR: Array<[string, string]> = [
  ['shch', 'щ'], ['sch', 'щ'], ['yo', 'ё'], ['yu', 'ю'], ['ya', 'я'], ['ye', 'е'], ['zh', 'ж'], ['kh', 'х'],
  ['ts', 'ц'], ['tz', 'ц'], ['ch', 'ч'], ['sh', 'ш'], ['iy', 'ий'], ['yy', 'ый'], ['ju', 'ю'], ['ja', 'я'],
  ['a', 'а'], ['b', 'б'], ['c', 'к'], ['d', 'д'], ['e', 'е'], ['f', 'ф'], ['g', 'г'], ['h', 'х'], ['i', 'и'],
  ['j', 'й'], ['k', 'к'], ['l', 'л'], ['m', 'м'], ['n', 'н'], ['o', 'о'], ['p', 'п'], ['q', 'к'], ['r', 'р'],
  ['s', 'с'], ['t', 'т'], ['u', 'у'], ['v', 'в'], ['w', 'в'], ['x', 'кс'], ['y', 'ы'], ['z', 'з'],
]

export function toLatin(text: string): string {
  let out = ''
  for (const ch of text) out += CYR_TO_LAT[ch] ?? ch
  return out
}

export function toCyrillic(text: string): string {
  let out = ''
  let i = 0
  while (i < text.length) {
    const hit = LAT_TO_CYR.find(([lat]) => text.startsWith(lat, i))
    if (hit) {
      // "y" at a word's start or after a vowel is й (Yusupova, Andrey), elsewhere ы (Ryzhov).
      const cyr = hit[0] === 'y' && (i === 0 || /[aeiouy\s-]/.test(text[i - 1]!)) ? 'й' : hit[1]
      out += cyr
      i += hit[0].length
    } else {
      out += text[i]
      i += 1
    }
  }
  return out
}

/** The other alphabet's spelling of a query, or null when it has no letters to convert. */
export function transliterate(text: string): string | null {
  if (/[а-яё]/.test(text)) return toLatin(text)
  if (/[a-z]/.test(text)) return toCyrillic(text)
  return null
}
