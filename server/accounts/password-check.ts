import { type Lang, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../../kernel/constants'
import { type PasswordProblem, passwordProblem } from '../auth/password-policy'
import type { ExtraCheck } from './body'
import { fieldMessage } from './messages'

const MESSAGE: Record<PasswordProblem, 'passwordCommon' | 'passwordFromEmail'> = { common: 'passwordCommon', fromEmail: 'passwordFromEmail' }

/** The field error of a password people would guess (password-policy.ts), in the person's language. */
export const passwordMessage = (lang: Lang, problem: PasswordProblem) => fieldMessage(lang, MESSAGE[problem])

/**
 * The form's `password` checked with the rest of the form (one 422 names every problem): common,
 * or made of the form's `email` or of `email` given (the account's own address).
 */
export function passwordCheck(lang: Lang, email?: string | null): ExtraCheck {
  return (raw): Record<string, string> => {
    const { password } = raw
    // Out of the length range the contract reports it: one message per problem.
    if (typeof password !== 'string' || password.length < PASSWORD_MIN_LENGTH || password.length > PASSWORD_MAX_LENGTH) return {}
    const address = email ?? (typeof raw.email === 'string' ? raw.email.trim() : null)
    const problem = passwordProblem(password, address)
    return problem ? { password: passwordMessage(lang, problem) } : {}
  }
}
