import type { MiddlewareHandler } from 'hono'

export interface SecurityOptions {
  /** Sources allowed in frames: the embedded streams. 'self' by default. */
  frameSrc: string[]
  /** Send HSTS: only when the site is served over https. */
  hsts: boolean
}

export function contentSecurityPolicy(options: SecurityOptions): string {
  return [
    "default-src 'self'",
    "img-src 'self' data: blob:",
    "style-src 'self'",
    // Style attributes only (no <style> elements): the server's first render of a page
    // (server/http/prerender.ts) writes the grid's positions as React does. Rich text never
    // carries them (src/lib/sanitize.ts forbids the attribute).
    "style-src-attr 'unsafe-inline'",
    "script-src 'self'",
    `frame-src ${options.frameSrc.join(' ')}`,
    "connect-src 'self'",
    "font-src 'self'",
    "media-src 'self' blob:",
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join('; ')
}

/** Every response, errors and 304s included, carries the same security headers (a framable page keeps its own CSP). */
export function securityHeaders(options: SecurityOptions): MiddlewareHandler {
  const fixed: Record<string, string> = {
    'Content-Security-Policy': contentSecurityPolicy(options),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Frame-Options': 'DENY',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
    'Cross-Origin-Opener-Policy': 'same-origin',
  }
  if (options.hsts) fixed['Strict-Transport-Security'] = 'max-age=31536000'
  // A page made to be framed by the site (the demo streams) sets its own, narrower policy.
  const framing = new Set(['Content-Security-Policy', 'X-Frame-Options'])
  return async (c, next) => {
    await next()
    const own = c.res.headers.has('Content-Security-Policy')
    for (const [name, value] of Object.entries(fixed)) if (!(own && framing.has(name))) c.res.headers.set(name, value)
  }
}
