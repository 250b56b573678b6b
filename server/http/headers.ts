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

/** Every response, errors and 304s included, carries the same security headers. */
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
  return async (c, next) => {
    await next()
    for (const [name, value] of Object.entries(fixed)) c.res.headers.set(name, value)
  }
}
