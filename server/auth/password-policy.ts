import { dictionary } from '@zxcvbn-ts/language-common'

/**
 * Passwords people would guess first are refused: the common-password list that zxcvbn-ts ships
 * (@zxcvbn-ts/language-common, ~49,000 passwords from breach corpora, ranked; used offline), also
 * when typed on a Russian keyboard layout (`йцукен123` is `qwerty123`), and passwords made of
 * the person's e-mail address.
 */
export type PasswordProblem = 'common' | 'fromEmail'

let common: Set<string> | null = null
const commonPasswords = () => (common ??= new Set((dictionary['passwords-common'] as string[]).map((p) => p.toLowerCase())))

const RU = 'йцукенгшщзхъфывапролджэячсмитьбю'
const EN = "qwertyuiop[]asdfghjkl;'zxcvbnm,."
/** What the same keys give on the Latin layout. */
const asLatinKeys = (text: string) => [...text].map((ch) => (RU.includes(ch) ? EN[RU.indexOf(ch)]! : ch)).join('')

const letters = (text: string) => text.replace(/[^\p{L}]/gu, '')

export function passwordProblem(password: string, email?: string | null): PasswordProblem | null {
  const p = password.normalize('NFKC').toLowerCase()
  const list = commonPasswords()
  if (list.has(p) || list.has(asLatinKeys(p))) return 'common'
  if (email) {
    const address = email.toLowerCase()
    const local = address.split('@')[0] ?? ''
    if (p.includes(address)) return 'fromEmail'
    if (local.length >= 3 && p.includes(local)) return 'fromEmail'
    // The address's letters with digits or signs around them: `Ivan.Petrov!1` for ivan.petrov@….
    const core = letters(local)
    if (core.length >= 3 && letters(p) === core) return 'fromEmail'
  }
  return null
}
