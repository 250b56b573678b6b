import type { AccountApi } from '../../lib/api/account'

/** Which social logins the server offers. Unknown means none: the email way always works. */
export function loadProviders(account: AccountApi) {
  return account.call('providers').catch(() => ({ vk: false }))
}
