import { size, string } from 'superstruct'
import { validParam } from '../../lib/search-param'

/**
 * Search params of the account screens. Kept apart from the screens: route files import them
 * into the first-load bundle, the forms stay in the screens' lazy chunks. A malformed value is
 * dropped, never an error screen; keys are set to undefined because the router keeps raw keys.
 */
const Text = size(string(), 1, 2000)
const text = (value: unknown) => validParam(Text, value)

/** /login?redirect=/cabinet&confirm=<token> */
export interface LoginSearch {
  redirect?: string
  confirm?: string
}
export const parseLoginSearch = (search: Record<string, unknown>): LoginSearch => ({
  redirect: text(search.redirect),
  confirm: text(search.confirm),
})

/** /authorization?redirect=… and the social login's way back: ?social_code=…&return=/path or ?social_error=1 */
export interface AuthorizationSearch {
  redirect?: string
  social_code?: string
  social_error?: string
  return?: string
}
export const parseAuthorizationSearch = (search: Record<string, unknown>): AuthorizationSearch => ({
  redirect: text(search.redirect),
  social_code: text(search.social_code),
  social_error: text(search.social_error),
  return: text(search.return),
})

/** /restore/process?token=<token> */
export interface TokenSearch {
  token?: string
}
export const parseTokenSearch = (search: Record<string, unknown>): TokenSearch => ({ token: text(search.token) })
