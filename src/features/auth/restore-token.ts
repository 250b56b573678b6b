/**
 * The password-reset token, out of the address bar: the route moves it here before the
 * page runs anything, so it is not left in the history, in a shared screenshot or in a bookmark.
 * Kept in sessionStorage (this tab only, gone with it) so a reload of the form still works; in
 * memory when the browser refuses storage. Forgotten once the password is changed or the server
 * says the link is dead. Small on purpose: the route file imports it into the first-load bundle.
 */
const KEY = 'restore-token'
let inMemory: string | null = null

export function keepRestoreToken(token: string) {
  inMemory = null
  try {
    sessionStorage.setItem(KEY, token)
  } catch {
    inMemory = token
  }
}

export function readRestoreToken(): string | null {
  try {
    return sessionStorage.getItem(KEY) ?? inMemory
  } catch {
    return inMemory
  }
}

export function forgetRestoreToken() {
  inMemory = null
  try {
    sessionStorage.removeItem(KEY)
  } catch {
    // Nothing was stored.
  }
}
