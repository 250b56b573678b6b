import type { Context } from 'hono'
import { getCookie } from 'hono/cookie'

/**
 * Whether the person reached the site over HTTPS: PUBLIC_URL says https, or (behind TRUST_PROXY
 * trusted proxies) X-Forwarded-Proto says so. The entry read is the one the outermost trusted
 * proxy wrote, counted from the end as for X-Forwarded-For; without a trusted proxy the header is
 * anyone's and is ignored.
 */
export function isHttps(c: Context, publicUrl: string, trustProxy: number): boolean {
  if (publicUrl.startsWith('https://')) return true
  if (trustProxy <= 0) return false
  const entries = (c.req.header('X-Forwarded-Proto') ?? '').split(',').map((e) => e.trim().toLowerCase())
  return entries[Math.max(0, entries.length - trustProxy)] === 'https'
}

/**
 * A cookie's name: `__Host-` + name over HTTPS, where the browser then holds it to Secure, Path=/
 * and no Domain (no subdomain or plain-http page can set or shadow it); the bare name on a plain
 * http development server, where a Secure cookie would not be kept.
 */
export const cookieName = (name: string, https: boolean) => (https ? `__Host-${name}` : name)

/** The cookie under either name (a flow begun before a switch to HTTPS still finishes). */
export const readCookie = (c: Context, name: string): string | undefined => getCookie(c, `__Host-${name}`) ?? getCookie(c, name)

/** Where the cookie lives: `__Host-` cookies must have Path=/; others keep their narrow path. */
export const cookiePath = (path: string, https: boolean) => (https ? '/' : path)
