/**
 * Words made from one another are one topic: a person asking for «дизайнеров» means the design
 * track (дизайн, дизайнер, дизайнерский), «архитектор» the architecture sessions (архитектура,
 * архитектурный). PostgreSQL's stemmers only join the forms of one word (дизайнеров → дизайнер,
 * дизайна → дизайн), so a searched word is also looked for by its root: the word with its
 * ending and its word-forming suffixes cut (-ер, -ор, -ур, -ист; -ск-, -н-, -альн-, -ическ- of
 * adjectives; -er, -ure, -ist… in English), as a prefix of the stored words. A light suffix strip
 * of the Snowball kind, made here rather than in the database so that it runs the same on
 * PGlite and PostgreSQL (no dictionary to install).
 *
 * Only where that is safe: a word of MIN_WORD letters or more, a root of MIN_ROOT or more, and
 * only when a word-forming suffix was cut (an ending alone is the stemmer's business). Other
 * words, and every short one, are searched exactly as typed.
 */

/** Shorter words are searched as typed: their roots would be too short to mean anything. */
export const MIN_WORD = 5
/** A root shorter than this is not used: «мастер» → «маст…» would find «мастика». */
export const MIN_ROOT = 5

/** Endings of adjectives (their suffixes are cut after them). */
const RU_ADJECTIVE = ['ыми', 'ими', 'ого', 'его', 'ому', 'ему', 'ий', 'ый', 'ой', 'ая', 'яя', 'ое', 'ее', 'ие', 'ые', 'ых', 'их', 'ую', 'юю', 'ым', 'им']
/** Endings of nouns, longest first. */
const RU_NOUN = ['иями', 'ями', 'ами', 'иях', 'иям', 'ией', 'ях', 'ах', 'ам', 'ям', 'ов', 'ев', 'ей', 'ом', 'ем', 'ия', 'ию', 'ии', 'а', 'я', 'о', 'е', 'ы', 'и', 'у', 'ю', 'ь']
/** Suffixes that make an adjective of a noun (дизайнер-ск-ий, архитектур-н-ый, театр-альн-ый). */
const RU_ADJECTIVE_SUFFIX = ['ическ', 'ональн', 'альн', 'енн', 'онн', 'ск', 'н']
/** Suffixes that make a noun of a person or of a field (дизайн-ер, архитект-ор, архитект-ур-а). */
const RU_NOUN_SUFFIX = ['ист', 'ер', 'ёр', 'ор', 'ур']

/** English word-forming suffixes with their plurals, longest first (the stemmer does the rest). */
const EN_SUFFIX = ['urally', 'ural', 'ures', 'ure', 'ists', 'ist', 'ians', 'ian', 'ings', 'ing', 'ers', 'er', 'ors', 'or']

const letters = (s: string) => [...s].length

/** `word` without the first of `ends` it ends with, leaving at least `min` letters; or null. */
function cut(word: string, ends: readonly string[], min: number): string | null {
  for (const end of ends) {
    if (word.endsWith(end) && letters(word) - letters(end) >= min) return word.slice(0, word.length - end.length)
  }
  return null
}

function russianRoot(word: string): string | null {
  const adjective = cut(word, RU_ADJECTIVE, MIN_ROOT)
  let stem = adjective ?? cut(word, RU_NOUN, MIN_ROOT) ?? word
  let derived = false
  if (adjective !== null) {
    const noun = cut(stem, RU_ADJECTIVE_SUFFIX, MIN_ROOT)
    if (noun !== null) [stem, derived] = [noun, true]
  }
  const root = cut(stem, RU_NOUN_SUFFIX, MIN_ROOT)
  if (root !== null) [stem, derived] = [root, true]
  return derived ? stem : null
}

function englishRoot(word: string): string | null {
  return cut(word, EN_SUFFIX, MIN_ROOT)
}

/**
 * The root by which words made from `word` are found (a prefix of them), or null when the word
 * is searched only as typed. `word` is lower case.
 */
export function rootOf(word: string): string | null {
  if (letters(word) < MIN_WORD || /\d/.test(word)) return null
  if (/^[а-яё]+$/.test(word)) return russianRoot(word)
  if (/^[a-z]+$/.test(word)) return englishRoot(word)
  return null
}
