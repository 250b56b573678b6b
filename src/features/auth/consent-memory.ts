/**
 * The consent to personal data processing, once given in this browser (at registration or before
 * a first social login), is remembered, so a later login does not ask for it again. It is a fact
 * about this browser's owner having read and accepted the texts, not personal data: a logout
 * keeps it. Storage that refuses (private mode, quota) just means the question comes back.
 */
const KEY = 'consent:personal-data'

export function consentRemembered(): boolean {
  try {
    return typeof localStorage !== 'undefined' && localStorage.getItem(KEY) !== null
  } catch {
    return false
  }
}

export function rememberConsent(now = new Date()): void {
  try {
    localStorage.setItem(KEY, now.toISOString())
  } catch {
    // Not kept: the consent is asked again next time, which is safe.
  }
}
