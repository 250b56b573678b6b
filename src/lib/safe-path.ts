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
