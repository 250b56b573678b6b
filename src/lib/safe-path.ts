/**
 * A return path accepted only when it stays on this site: `//evil.example`, `/\evil`,
 * `javascript:` and absolute URLs elsewhere land on `/`.
 */
export function safeReturnPath(value: unknown, origin = window.location.origin): string {
  if (typeof value !== 'string' || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return '/'
  try {
    const url = new URL(value, origin)
    if (url.origin !== origin) return '/'
    return url.pathname + url.search + url.hash
  } catch {
    return '/'
  }
}

/**
 * §4: the page a person returns to after a relogin. On the login page itself that is the page the
 * login was asked for (its `redirect`), never /login: a late 401 there must not make the relogin
 * land on the login form again.
 */
export function returnPathOf(path: string, origin = window.location.origin): string {
  if (!/^\/login(?:[/?#]|$)/.test(path)) return path
  const redirect = new URL(path, origin).searchParams.get('redirect')
  return redirect ? safeReturnPath(redirect, origin) : '/'
}
