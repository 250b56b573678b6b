import type { Context, MiddlewareHandler } from 'hono'

export interface SecurityOptions {
  /** Sources allowed in frames: the embedded streams. 'self' by default. */
  frameSrc: string[]
  /** Send HSTS (with includeSubDomains): only when this request came over https (http/https.ts isHttps). */
  hsts: boolean | ((c: Context) => boolean)
}

export function contentSecurityPolicy(options: SecurityOptions): string {
  return [
    "default-src 'self'",
    "img-src 'self' data: blob:",
    "style-src 'self'",
    // Style attributes only (no <style> elements): the server's first render of a page
    // (server/pages/prerender.ts) writes the grid's positions as React does. Rich text never
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

/** Types a browser never shows as a document: scripts, styles, fonts, raster images (SVG and PDF can be). */
const SUBRESOURCE_TYPE = /^(text\/javascript|application\/javascript|text\/css|font\/|application\/wasm|image\/(?!svg))/
const SUBRESOURCE_PATH = /\.(m?js|css|woff2?|ttf|otf|png|jpe?g|webp|avif|gif|ico|wasm)$/

/** A response that is never a page: by its type, or for a 304 (no type) by its path. */
export function isSubresource(contentType: string | null, status: number, path: string): boolean {
  return contentType ? SUBRESOURCE_TYPE.test(contentType) : status === 304 && SUBRESOURCE_PATH.test(path)
}

/**
 * The headers that only mean something on a document: its CSP, framing, features, opener and
 * referrer policies. A script, stylesheet, font or image does not take them (a script's imports
 * use the page's referrer policy, which is the same), so they are left off there: about 500
 * bytes of every such response (docs/benchmarks.md, figure 8).
 */
const PAGE_ONLY = new Set(['Content-Security-Policy', 'X-Frame-Options', 'Permissions-Policy', 'Cross-Origin-Opener-Policy', 'Referrer-Policy'])

/**
 * Every response, errors and 304s included, carries the security headers (a framable page keeps
 * its own CSP); scripts, styles, fonts and raster images only those that apply to them
 * (X-Content-Type-Options, and HSTS when on).
 */
export const STRICT_TRANSPORT_SECURITY = 'max-age=31536000; includeSubDomains'

export function securityHeaders(options: SecurityOptions): MiddlewareHandler {
  const fixed: Record<string, string> = {
    'Content-Security-Policy': contentSecurityPolicy(options),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Frame-Options': 'DENY',
    // The camera for the site's own door scanner (/staff/door) only: no frame of another origin gets it.
    'Permissions-Policy': 'camera=(self), microphone=(), geolocation=(), payment=(), usb=()',
    'Cross-Origin-Opener-Policy': 'same-origin',
  }
  const hsts = typeof options.hsts === 'function' ? options.hsts : () => options.hsts === true
  // A page made to be framed by the site (the demo streams) sets its own, narrower policy.
  const framing = new Set(['Content-Security-Policy', 'X-Frame-Options'])
  return async (c, next) => {
    await next()
    const own = c.res.headers.has('Content-Security-Policy')
    const subresource = isSubresource(c.res.headers.get('Content-Type'), c.res.status, c.req.path)
    for (const [name, value] of Object.entries(fixed)) {
      if ((own && framing.has(name)) || (subresource && PAGE_ONLY.has(name))) continue
      c.res.headers.set(name, value)
    }
    // Every subdomain too: none of them can then be reached over plain http (and set cookies for this site).
    if (hsts(c as Context)) c.res.headers.set('Strict-Transport-Security', STRICT_TRANSPORT_SECURITY)
  }
}
